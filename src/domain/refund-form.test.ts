import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import type { BankValues } from './bank-details';
import { bankSchema, selectSchema, type BankFormContext } from './refund-form';
import { firstFailure } from './validation';

const t = createTranslator(undefined);
const addressLines = {
  address_1: { text: 'Address line 1', required: true },
  address_2: { text: 'Address line 2', required: false },
  city: { text: 'Town / City', required: true },
};
const context: BankFormContext = { addressLines, ibanCountries: ['IE', 'NL'], t };
const { schema, fieldOf } = bankSchema(addressLines);
const failure = (values: BankValues) => {
  const found = firstFailure(schema, values, { context, fieldOf });
  return found && { field: found.field, text: t(found.message, found.vars) };
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
  note: '',
};

describe('refund select step schema (spec 5)', () => {
  it("refuses an empty selection with 'Please select at least one item.'", () => {
    for (const selection of [undefined, { tickets: [], merchandise: [] }]) {
      expect(firstFailure(selectSchema, { selection })).to.deep.equal({ field: 'selection', message: 'refund.selectOne' });
    }
    expect(t('refund.selectOne')).to.equal('Please select at least one item.');
  });

  it('passes one ticket or one merchandise purchase', () => {
    expect(firstFailure(selectSchema, { selection: { tickets: ['T1'], merchandise: [] } })).to.equal(null);
    expect(firstFailure(selectSchema, { selection: { tickets: [], merchandise: ['M1'] } })).to.equal(null);
  });
});

describe('refund bank step schema (spec 5)', () => {
  it('names every missing field in the spec order, on the first missing field', () => {
    expect(failure({})).to.deep.equal({
      field: 'bankOwnerFullName',
      text: "Please fill out the following fields: Account holder's full name, Address line 1, Town / City, Bank name, Bank country, BIC/SWIFT number, Bank account number",
    });
  });

  it('shows a missing address line on its own nested field, optional lines and the bank city never asked', () => {
    expect(failure({ ...full, bankOwnerAddress: { address_1: '1 Main St', city: ' ' } })).to.deep.equal({
      field: 'bankOwnerAddress.city',
      text: 'Please fill out the following fields: Town / City',
    });
    expect(failure({ ...full, bankCity: '', bankOwnerAddress: { address_1: 'x', address_2: '', city: 'y' } })).to.equal(null);
  });

  it('asks the IBAN when the bank country uses IBAN, else the account number', () => {
    expect(failure({ ...full, bankIban: '' })).to.deep.equal({ field: 'bankIban', text: 'Please fill out the following fields: IBAN' });
    expect(failure({ ...full, bankCountry: 'US', bankIban: '' })).to.deep.equal({
      field: 'bankAccount',
      text: 'Please fill out the following fields: Bank account number',
    });
    expect(failure({ ...full, bankCountry: 'US', bankIban: '', bankAccount: '12345678' })).to.equal(null);
  });

  it('lists later fields after the first: name, then bank and BIC', () => {
    expect(failure({ ...full, bankOwnerFullName: '', bankName: '', bankBic: '' })).to.deep.equal({
      field: 'bankOwnerFullName',
      text: "Please fill out the following fields: Account holder's full name, Bank name, BIC/SWIFT number",
    });
    expect(failure({ ...full, bankName: '', bankBic: '' })!.field).to.equal('bankName');
    expect(failure({ ...full, bankCountry: '', bankIban: '' })).to.deep.equal({
      field: 'bankCountry',
      text: 'Please fill out the following fields: Bank country, Bank account number',
    });
  });

  it('passes complete details (the shape of IBAN and BIC is advice, not a rule of this form)', () => {
    expect(failure(full)).to.equal(null);
    expect(failure({ ...full, bankIban: 'IE00 0000', bankBic: 'XX' })).to.equal(null);
  });
});
