import { expect } from '@open-wc/testing';
import { settingsOf, type EventSettings } from './event-settings';
import { allowedMethods, anyMethodAllowed, choosePaymentMethod, payActionLabel, voucherCovers, type MethodInput } from './payment-method';

// The demo config's three events: 1 card + transfer (IE, NL, DE), 2 card only, 3 transfer only.
const settings: Record<string, Partial<EventSettings>> = {
  '1': { creditCardActive: true, bankTransferActive: true, bankTransferCountries: ['IE', 'NL', 'DE'] },
  '2': { creditCardActive: true, bankTransferActive: false, bankTransferCountries: [] },
  '3': { creditCardActive: false, bankTransferActive: true, bankTransferCountries: ['IE', 'GB'] },
};
const line = (eventId: string | number | null | undefined) => ({ product: { eventId } });
const both = { creditCard: true, bankTransfer: true };
const cardOnly = { creditCard: true, bankTransfer: false };
const transferOnly = { creditCard: false, bankTransfer: true };
const neither = { creditCard: false, bankTransfer: false };
const choose = (over: Partial<MethodInput>) =>
  choosePaymentMethod({ allowed: both, totalMinor: 5000, shippingMinor: 0, discountMinor: null, ...over });

describe('payment method: allowed methods (spec 5 Checkout)', () => {
  it('allows card only when every product event has card active', () => {
    expect(allowedMethods([line(1), line(2)], settings, 'IE').creditCard).to.equal(true);
    expect(allowedMethods([line(1), line(3)], settings, 'IE').creditCard).to.equal(false);
    expect(allowedMethods([line(3)], settings, 'IE').creditCard).to.equal(false);
  });

  it('allows transfer only when every event has it active and lists the country', () => {
    expect(allowedMethods([line(1)], settings, 'IE')).to.deep.equal(both);
    expect(allowedMethods([line(1), line(3)], settings, 'IE')).to.deep.equal(transferOnly);
    expect(allowedMethods([line(1), line(3)], settings, 'NL'), 'NL not in event 3').to.deep.equal(neither);
    expect(allowedMethods([line(1)], settings, 'FR')).to.deep.equal(cardOnly);
    expect(allowedMethods([line(1), line(2)], settings, 'IE'), 'event 2 has no transfer').to.deep.equal(cardOnly);
    expect(allowedMethods([line(1)], settings, null)).to.deep.equal(cardOnly);
    expect(allowedMethods([line(1)], settings, '')).to.deep.equal(cardOnly);
    expect(allowedMethods([line(1)], settings, ' ie ')).to.deep.equal(both);
  });

  it('gives a missing event (or product without event) the contract defaults: card on, transfer off', () => {
    expect(allowedMethods([line(99)], settings, 'IE')).to.deep.equal(cardOnly);
    expect(allowedMethods([line(null)], settings, 'IE')).to.deep.equal(cardOnly);
    expect(allowedMethods([line(undefined), line(1)], settings, 'IE')).to.deep.equal(cardOnly);
    expect(allowedMethods([line(99), line(3)], settings, 'IE')).to.deep.equal(neither);
    expect(allowedMethods([line(1)], { '1': { bankTransferActive: true, bankTransferCountries: ['IE'] } }, 'IE')).to.deep.equal(both);
    expect(allowedMethods([line(1)], { '1': { creditCardActive: undefined } }, 'IE')).to.deep.equal(cardOnly);
  });

  it('reads settings through a lookup function as well as a map, by string id', () => {
    const asked: string[] = [];
    const lookup = (id: string) => (asked.push(id), settings[id]);
    expect(allowedMethods([line(3), line(1)], lookup, 'IE')).to.deep.equal(transferOnly);
    expect(asked).to.deep.equal(['3', '1']);
    expect(settingsOf(() => null, 5)).to.deep.equal({
      ageRangeActive: false,
      creditCardActive: true,
      bankTransferActive: false,
      bankTransferCountries: [],
    });
    expect(settingsOf(settings, 'toString').creditCardActive).to.equal(true);
  });

  it('gives a merchandise-only cart card and no transfer (no event switches transfer on)', () => {
    expect(allowedMethods([], settings, 'IE')).to.deep.equal(cardOnly);
  });
});

describe('payment method: the choice (spec 4)', () => {
  it('is voucher when the discount covers total plus shipping, whatever else is allowed', () => {
    expect(choose({ discountMinor: 5000 })).to.deep.equal({ ok: true, method: 'voucher' });
    expect(choose({ discountMinor: 6000, shippingMinor: 1000 })).to.deep.equal({ ok: true, method: 'voucher' });
    expect(choose({ discountMinor: 9000, allowed: neither })).to.deep.equal({ ok: true, method: 'voucher' });
  });

  it('is not voucher when the discount falls one cent short of total plus shipping', () => {
    expect(choose({ discountMinor: 5999, shippingMinor: 1000 })).to.deep.equal({ ok: true, method: 'credit_card' });
    expect(choose({ discountMinor: 4999 })).to.deep.equal({ ok: true, method: 'credit_card' });
  });

  it('is bank_transfer when only transfer is allowed', () => {
    expect(choose({ allowed: transferOnly })).to.deep.equal({ ok: true, method: 'bank_transfer' });
    expect(choose({ allowed: transferOnly, discountMinor: 100 })).to.deep.equal({ ok: true, method: 'bank_transfer' });
  });

  it('is credit_card when only card is allowed', () => {
    expect(choose({ allowed: cardOnly })).to.deep.equal({ ok: true, method: 'credit_card' });
  });

  it('defaults to credit_card when both are allowed', () => {
    expect(choose({ allowed: both })).to.deep.equal({ ok: true, method: 'credit_card' });
  });

  it("fails with 'No valid payment methods found.' when neither is allowed", () => {
    expect(choose({ allowed: neither })).to.deep.equal({ ok: false, error: { key: 'checkout.noPaymentMethods' } });
    expect(anyMethodAllowed(neither)).to.equal(false);
    expect(anyMethodAllowed(transferOnly)).to.equal(true);
  });

  it('compares exactly in minor units: 0.10 + 0.20 total with a 0.30 voucher is covered', () => {
    const total = 10 + 20;
    expect(voucherCovers(total, 0, 30)).to.equal(true);
    expect(voucherCovers(total, 1, 30)).to.equal(false);
  });

  it('never treats a missing voucher as covering, even a free order', () => {
    expect(voucherCovers(0, 0, null)).to.equal(false);
    expect(voucherCovers(0, null, undefined)).to.equal(false);
    expect(voucherCovers(0, null, 0)).to.equal(true);
    expect(choose({ totalMinor: 0, allowed: neither })).to.deep.equal({ ok: false, error: { key: 'checkout.noPaymentMethods' } });
  });
});

describe('payment method: what the pay action says (issue 20)', () => {
  const euro = (minor: number) => `€${(minor / 100).toFixed(2)}`;
  const method = (m: 'credit_card' | 'bank_transfer' | 'voucher') => ({ ok: true as const, method: m });

  it("names the amount for a card payment: 'Pay €245.50'", () => {
    expect(payActionLabel(method('credit_card'), 24550, euro)).to.deep.equal({ key: 'checkout.pay', vars: { amount: '€245.50' } });
  });

  it('places the order for bank transfer and voucher, whatever the amount', () => {
    expect(payActionLabel(method('bank_transfer'), 24550, euro)).to.deep.equal({ key: 'checkout.submit' });
    expect(payActionLabel(method('voucher'), 0, euro)).to.deep.equal({ key: 'checkout.submit' });
  });

  it('names no amount before it is known or without a method', () => {
    expect(payActionLabel(method('credit_card'), null, euro)).to.deep.equal({ key: 'checkout.submit' });
    expect(payActionLabel({ ok: false, error: { key: 'checkout.noPaymentMethods' } }, 24550, euro)).to.deep.equal({
      key: 'checkout.submit',
    });
  });
});
