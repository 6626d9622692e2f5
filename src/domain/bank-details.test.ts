import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import {
  bankAdvice,
  bankPayload,
  isValidBic,
  isValidIban,
  missingBankFields,
  normaliseIban,
  usesIban,
  type BankContext,
  type BankValues,
} from './bank-details';
import { bankSchema } from './refund-form';
import { firstFailure } from './validation';

const t = createTranslator(undefined);
const ctx: BankContext = {
  addressLines: {
    address_1: { text: 'Address line 1', required: true },
    address_2: { text: 'Address line 2', required: false },
    city: { text: 'Town / City', required: true },
  },
  ibanCountries: ['IE', 'NL', 'DE'],
};
const full: BankValues = {
  bankOwnerFullName: 'Ann Lee',
  bankOwnerAddress: { address_1: '1 Main St', city: 'Cork' },
  bankName: 'AIB',
  bankCity: '',
  bankCountry: 'IE',
  bankBic: 'AIBKIE2D',
  bankIban: 'IE29 AIBK 9311 5212 3456 78',
  bankAccount: '',
};
/** The bank step's first failure as the form shows it: every missing field named in one message. */
const bank = bankSchema(ctx.addressLines);
const say = (values: BankValues) => {
  const failure = firstFailure(bank.schema, values, { context: { ...ctx, t }, fieldOf: bank.fieldOf });
  return failure ? t(failure.message, failure.vars) : null;
};

describe('refund bank step: required fields (spec 5)', () => {
  it('names every missing field in the spec order, in one message', () => {
    expect(say({ bankCountry: 'IE' })).to.equal(
      "Please fill out the following fields: Account holder's full name, Address line 1, Town / City, Bank name, BIC/SWIFT number, IBAN",
    );
    expect(say({})).to.equal(
      "Please fill out the following fields: Account holder's full name, Address line 1, Town / City, Bank name, Bank country, BIC/SWIFT number, Bank account number",
    );
  });

  it('passes a complete IBAN-country form, with the bank city left empty', () => {
    expect(say(full)).to.equal(null);
  });

  it('asks for the IBAN in an IBAN country and the account number elsewhere', () => {
    expect(say({ ...full, bankIban: '  ' })).to.equal('Please fill out the following fields: IBAN');
    expect(say({ ...full, bankIban: '', bankAccount: '12345678' }), 'an account number is no IBAN').to.equal(
      'Please fill out the following fields: IBAN',
    );
    expect(say({ ...full, bankCountry: 'US', bankIban: '' })).to.equal('Please fill out the following fields: Bank account number');
    expect(say({ ...full, bankCountry: 'US', bankIban: '', bankAccount: '12345678' })).to.equal(null);
    expect(say({ ...full, bankCountry: 'nl' }), 'country compared case-insensitively').to.equal(null);
  });

  it('marks the fields and address lines that are missing', () => {
    const missing = missingBankFields({ ...full, bankOwnerAddress: { address_1: '1 Main St' }, bankBic: '' }, ctx);
    expect(missing.map((m) => [m.field, m.line ?? null])).to.deep.equal([
      ['bankOwnerAddress', 'city'],
      ['bankBic', null],
    ]);
  });

  it('knows which countries use IBAN', () => {
    expect(usesIban('DE', ctx.ibanCountries)).to.equal(true);
    expect(usesIban(' de ', ctx.ibanCountries)).to.equal(true);
    expect(usesIban('US', ctx.ibanCountries)).to.equal(false);
    expect(usesIban('', ctx.ibanCountries)).to.equal(false);
    expect(usesIban('IE', [])).to.equal(false);
  });
});

describe('IBAN advice (mod-97)', () => {
  it('accepts valid IBANs with spaces and in any case', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 32',
      'DE89370400440532013000',
      'ie29 aibk 9311 5212 3456 78',
      'NL91ABNA0417164300',
      'FR14 2004 1010 0505 0001 3M02 606',
      'BE68539007547034',
      'NO9386011117947',
    ]) {
      expect(isValidIban(iban), iban).to.equal(true);
    }
  });

  it('refuses a wrong check digit, a typo and a bad shape', () => {
    expect(isValidIban('GB81 WEST 1234 5698 7654 32')).to.equal(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).to.equal(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).to.equal(false);
    expect(isValidIban('89DE370400440532013000')).to.equal(false);
    expect(isValidIban('DE89')).to.equal(false);
    expect(isValidIban('')).to.equal(false);
    expect(isValidIban(null)).to.equal(false);
  });

  it("checks the country's length when asked (checksum-valid DE IBAN two short)", () => {
    expect(isValidIban('DE863704004405320130')).to.equal(false);
    expect(isValidIban('DE863704004405320130', { checkLength: false })).to.equal(true);
    expect(isValidIban('ZZ08ABCD12345678901'), 'unknown country: checksum only').to.equal(true);
  });

  it('normalises spaces and case', () => {
    expect(normaliseIban(' ie29 aibk\t9311 ')).to.equal('IE29AIBK9311');
  });
});

describe('BIC advice (AAAA BB CC [DDD])', () => {
  it('accepts 8 and 11 character BICs, spaces and case ignored', () => {
    for (const bic of ['AIBKIE2D', 'AIBKIE2DXXX', 'aibk ie 2d', 'DEUTDEFF500', 'ABNANL2A']) expect(isValidBic(bic), bic).to.equal(true);
  });

  it('refuses wrong lengths and letters where digits are not allowed', () => {
    for (const bic of ['AIBKIE2', 'AIBKIE2DX', 'AIBKIE2DXXXX', 'AIBK1E2D', '1IBKIE2D', 'AIBK-IE-2D', ''])
      expect(isValidBic(bic), bic).to.equal(false);
  });

  it('gives advice on filled-in fields only, the IBAN only where IBAN is used', () => {
    expect(bankAdvice(full, ctx)).to.deep.equal([]);
    expect(bankAdvice({ ...full, bankIban: 'IE29 AIBK 9311 5212 3456 79', bankBic: 'AIBK' }, ctx)).to.deep.equal([
      { field: 'bankIban', message: { key: 'refund.ibanInvalid' } },
      { field: 'bankBic', message: { key: 'refund.bicInvalid' } },
    ]);
    expect(bankAdvice({ ...full, bankCountry: 'US', bankIban: 'junk' }, ctx)).to.deep.equal([]);
    expect(bankAdvice({ ...full, bankIban: '', bankBic: '' }, ctx)).to.deep.equal([]);
  });
});

describe('bank payload (spec 7 /request-refund)', () => {
  it('sends the normalised IBAN and an empty account in an IBAN country', () => {
    const payload = bankPayload({ ...full, bankAccount: '999', bankBic: 'aibk ie2d', note: ' thanks ' }, ctx);
    expect(payload).to.deep.equal({
      bankOwnerFullName: 'Ann Lee',
      bankOwnerAddress: { address_1: '1 Main St', address_2: '', city: 'Cork' },
      bankName: 'AIB',
      bankCity: '',
      bankCountry: 'IE',
      bankBic: 'AIBKIE2D',
      bankIban: 'IE29AIBK93115212345678',
      bankAccount: '',
      note: 'thanks',
    });
  });

  it('sends the account number and an empty IBAN elsewhere', () => {
    const payload = bankPayload({ ...full, bankCountry: 'US', bankAccount: ' 0123 4567 ', bankCity: ' Boston ' }, ctx);
    expect([payload.bankIban, payload.bankAccount, payload.bankCity]).to.deep.equal(['', '0123 4567', 'Boston']);
  });
});
