import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { missingAddressLines } from './address';
import {
  cannotShip,
  checkoutBlock,
  checkoutSchema,
  discountWarning,
  shippingMessage,
  voucherCodeToSend,
  voucherSchema,
  type CheckoutButtonState,
  type CheckoutField,
  type CheckoutFormContext,
  type CheckoutValues,
} from './checkout-rules';
import { messageText } from './messages';
import { firstFailure } from './validation';

const t = createTranslator(undefined);
const addressLines = {
  address_1: { text: 'Address line 1', required: true },
  address_2: { text: 'Address line 2', required: false },
  city: { text: 'Town / City', required: true },
};
const merch: CheckoutFormContext = { hasMerchandise: true, addressLines };
const tickets: CheckoutFormContext = { hasMerchandise: false, addressLines };
const empty: CheckoutValues = { country: '', shippingCountry: '', shippingAddress: {}, acceptTerms: false };
/** The checkout form's first failure, as ShopForm finds it. */
const check = (values: CheckoutValues, ctx: CheckoutFormContext) => firstFailure<CheckoutField>(checkoutSchema, values, { context: ctx });
const say = (values: Partial<CheckoutValues>, ctx: CheckoutFormContext) => {
  const failure = check({ ...empty, ...values }, ctx);
  return failure ? t(failure.message, failure.vars) : null;
};

describe('checkout form validation (spec 5, in order)', () => {
  it('walks the messages in the spec order with merchandise', () => {
    const steps: Array<[Partial<CheckoutValues>, string | null]> = [
      [{}, 'Please choose your country.'],
      [{ country: 'IE' }, 'Please choose the shipping country.'],
      [{ country: 'IE', shippingCountry: 'IE' }, 'Please fill out the following fields: Address line 1, Town / City.'],
      [
        { country: 'IE', shippingCountry: 'IE', shippingAddress: { address_1: '1 Main St' } },
        'Please fill out the following fields: Town / City.',
      ],
      [
        { country: 'IE', shippingCountry: 'IE', shippingAddress: { address_1: '1 Main St', city: 'Cork' } },
        'Please accept the Terms and Conditions.',
      ],
      [{ country: 'IE', shippingCountry: 'IE', shippingAddress: { address_1: '1 Main St', city: 'Cork' }, acceptTerms: true }, null],
    ];
    for (const [values, expected] of steps) expect(say(values, merch), JSON.stringify(values)).to.equal(expected);
  });

  it('asks no shipping country or address without merchandise', () => {
    expect(say({ country: 'IE' }, tickets)).to.equal('Please accept the Terms and Conditions.');
    expect(say({ country: 'IE', acceptTerms: true }, tickets)).to.equal(null);
    expect(say({ country: '  ', acceptTerms: true }, tickets)).to.equal('Please choose your country.');
  });

  it('names the failing field and the blank address lines', () => {
    const values: CheckoutValues = { ...empty, country: 'IE', shippingCountry: 'DE', shippingAddress: { city: ' ' } };
    expect(check(values, merch)?.field).to.equal('shippingAddress');
    // The lines the form marks: the required ones left blank, the ones the message names.
    expect(missingAddressLines(values.shippingAddress, addressLines).map((m) => m.line)).to.deep.equal(['address_1', 'city']);
    expect(check({ ...empty, country: 'IE' }, merch)?.field).to.equal('shippingCountry');
    expect(check({ ...empty, country: null }, merch)?.field).to.equal('country');
  });

  it('needs a ticked terms box, not just a truthy value', () => {
    expect(say({ country: 'IE', acceptTerms: 'yes' as unknown as boolean }, tickets)).to.equal('Please accept the Terms and Conditions.');
  });

  it('asks nothing of the address when no line is required', () => {
    expect(say({ country: 'IE', shippingCountry: 'IE', acceptTerms: true }, { hasMerchandise: true, addressLines: {} })).to.equal(null);
  });
});

describe('checkout voucher (spec 5)', () => {
  it('is not offered for payment-plan carts, and their code is sent as null', () => {
    expect(voucherCodeToSend(true, { code: 'SUMMER' })).to.equal(null);
    expect(voucherCodeToSend(false, { code: ' SUMMER ' })).to.equal('SUMMER');
    expect(voucherCodeToSend(false, null)).to.equal(null);
    expect(voucherCodeToSend(false, { code: '' })).to.equal(null);
  });

  it("asks for a code before validating: 'Please enter a voucher code.'", () => {
    const voucher = (code: string | null) => firstFailure(voucherSchema, { code });
    expect(voucher('')).to.deep.equal({ field: 'code', message: 'checkout.voucherRequired' });
    expect(voucher('   ')).to.deep.equal({ field: 'code', message: 'checkout.voucherRequired' });
    expect(voucher(null)).to.deep.equal({ field: 'code', message: 'checkout.voucherRequired' });
    expect(voucher('SUMMER')).to.equal(null);
  });

  it('warns when the discount is more than total plus shipping, not when it equals it', () => {
    expect(discountWarning({ totalMinor: 5000, shippingMinor: 0, discountMinor: 5001 })).to.deep.equal({ key: 'checkout.discountWarning' });
    expect(discountWarning({ totalMinor: 5000, shippingMinor: 0, discountMinor: 5000 })).to.equal(null);
    expect(discountWarning({ totalMinor: 5000, shippingMinor: 500, discountMinor: 5400 })).to.equal(null);
    expect(discountWarning({ totalMinor: 5000, shippingMinor: 500, discountMinor: 5501 })).to.deep.equal({
      key: 'checkout.discountWarning',
    });
    expect(discountWarning({ totalMinor: 5000, shippingMinor: null, discountMinor: null })).to.equal(null);
    expect(messageText({ key: 'checkout.discountWarning' }, t)).to.equal(
      'Warning: Your discount code is more than the value of your order. Any left-over value in the discount code will be lost.',
    );
  });

  it('weighs exact cents: 0.10 + 0.20 against a 0.30 voucher is no warning', () => {
    expect(discountWarning({ totalMinor: 10 + 20, shippingMinor: 0, discountMinor: 30 })).to.equal(null);
  });
});

describe('checkout shipping message (spec 5)', () => {
  it('asks for a country first, then says when it cannot ship there', () => {
    expect(shippingMessage({ hasMerchandise: true, shippingCountry: '', shipping: undefined })).to.deep.equal({
      key: 'checkout.selectCountryForShipping',
    });
    expect(shippingMessage({ hasMerchandise: true, shippingCountry: 'US', shipping: null })).to.deep.equal({ key: 'checkout.cannotShip' });
    expect(shippingMessage({ hasMerchandise: true, shippingCountry: 'IE', shipping: { price: 5 } })).to.equal(null);
  });

  it('does not claim it cannot ship before the invoice for the country is known', () => {
    expect(shippingMessage({ hasMerchandise: true, shippingCountry: 'US', shipping: undefined })).to.equal(null);
    expect(cannotShip({ hasMerchandise: true, shippingCountry: 'US', shipping: undefined })).to.equal(false);
  });

  it('shows no shipping message for a cart without merchandise', () => {
    expect(shippingMessage({ hasMerchandise: false, shippingCountry: '', shipping: null })).to.equal(null);
    expect(cannotShip({ hasMerchandise: false, shippingCountry: 'US', shipping: null })).to.equal(false);
  });
});

describe('checkout button (spec 5: four disabled conditions)', () => {
  const ready: CheckoutButtonState = {
    loading: false,
    country: 'IE',
    hasMerchandise: true,
    shippingCountry: 'IE',
    shipping: { price: 5 },
    allowed: { creditCard: true, bankTransfer: false },
    totalMinor: 5000,
    shippingMinor: 500,
    discountMinor: null,
  };
  const none = { creditCard: false, bankTransfer: false };

  it('is enabled when nothing blocks it', () => {
    expect(checkoutBlock(ready)).to.equal(null);
  });

  it('is disabled while loading', () => {
    expect(checkoutBlock({ ...ready, loading: true })).to.equal('loading');
  });

  it('is disabled without a country', () => {
    expect(checkoutBlock({ ...ready, country: '' })).to.equal('country');
    expect(checkoutBlock({ ...ready, country: null })).to.equal('country');
  });

  it('is disabled when shipping is impossible', () => {
    expect(checkoutBlock({ ...ready, shipping: null })).to.equal('shipping');
  });

  it('is disabled with no payment method unless the discount covers total plus shipping', () => {
    expect(checkoutBlock({ ...ready, allowed: none })).to.equal('payment-method');
    expect(checkoutBlock({ ...ready, allowed: none, discountMinor: 5499 })).to.equal('payment-method');
    expect(checkoutBlock({ ...ready, allowed: none, discountMinor: 5500 })).to.equal(null);
    expect(checkoutBlock({ ...ready, allowed: { creditCard: false, bankTransfer: true } })).to.equal(null);
  });

  it('reports the first block when several apply', () => {
    expect(checkoutBlock({ ...ready, loading: true, country: '', shipping: null, allowed: none })).to.equal('loading');
    expect(checkoutBlock({ ...ready, country: '', shipping: null, allowed: none })).to.equal('country');
    expect(checkoutBlock({ ...ready, shipping: null, allowed: none })).to.equal('shipping');
  });
});

describe('the checkout schema (as the form shows it: the first failure, on its field)', () => {
  const first = (values: CheckoutValues, ctx: CheckoutFormContext) => {
    const failure = firstFailure(checkoutSchema, values, { context: ctx });
    return failure && { field: failure.field, text: t(failure.message, failure.vars) };
  };

  it('walks the messages in the spec order, the missing address lines named in one message', () => {
    expect(first(empty, merch)).to.deep.equal({ field: 'country', text: 'Please choose your country.' });
    expect(first({ ...empty, country: 'IE' }, merch)).to.deep.equal({
      field: 'shippingCountry',
      text: 'Please choose the shipping country.',
    });
    expect(first({ ...empty, country: 'IE', shippingCountry: 'NL' }, merch)).to.deep.equal({
      field: 'shippingAddress',
      text: 'Please fill out the following fields: Address line 1, Town / City.',
    });
    expect(
      first({ ...empty, country: 'IE', shippingCountry: 'NL', shippingAddress: { address_1: '1 Quay', city: 'Cork' } }, merch),
    ).to.deep.equal({ field: 'acceptTerms', text: 'Please accept the Terms and Conditions.' });
    expect(first({ ...empty, country: 'IE', acceptTerms: true }, tickets)).to.equal(null);
  });

  it('asks for a voucher code before sending one', () => {
    expect(firstFailure(voucherSchema, { code: '  ' })?.message).to.equal('checkout.voucherRequired');
    expect(firstFailure(voucherSchema, { code: 'TENOFF' })).to.equal(null);
  });
});
