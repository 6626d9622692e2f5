import { expect } from '@open-wc/testing';
import { cleanAddress, missingAddressLines } from './address';

const lines = {
  address_1: { text: 'Address line 1', required: true },
  address_2: { text: 'Address line 2', required: false },
  city: { text: 'Town / City', required: true },
  postcode: { text: 'Postcode', required: false },
};

describe('address lines (contract 3)', () => {
  it('lists the required lines left blank, in config order, with their texts', () => {
    expect(missingAddressLines({}, lines)).to.deep.equal([
      { line: 'address_1', label: { text: 'Address line 1' } },
      { line: 'city', label: { text: 'Town / City' } },
    ]);
    expect(missingAddressLines({ address_1: '1 Main St', city: '  ' }, lines).map((m) => m.line)).to.deep.equal(['city']);
    expect(missingAddressLines({ address_1: 'x', city: 'Cork' }, lines)).to.deep.equal([]);
    expect(missingAddressLines(null, lines).length).to.equal(2);
  });

  it('never asks for optional lines, and copes with no configured lines', () => {
    expect(missingAddressLines({ address_1: 'x', city: 'y' }, lines).length).to.equal(0);
    expect(missingAddressLines({}, {})).to.deep.equal([]);
    expect(missingAddressLines({}, undefined)).to.deep.equal([]);
  });

  it('names a line without text by its key', () => {
    expect(missingAddressLines({}, { zip: { text: '', required: true } })).to.deep.equal([{ line: 'zip', label: { text: 'zip' } }]);
  });

  it('sends only configured lines, trimmed', () => {
    expect(cleanAddress({ address_1: ' 1 Main St ', city: 'Cork', extra: 'x' }, lines)).to.deep.equal({
      address_1: '1 Main St',
      address_2: '',
      city: 'Cork',
      postcode: '',
    });
  });
});
