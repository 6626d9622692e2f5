import { expect } from '@open-wc/testing';
import { currencyDigits, formatMinor, priceWithFee, sum, toMajor } from './money';

// Amounts are read into minor units by api/ (api/reader.ts; its exactness is tested in api/adapt.test.ts).
describe('money', () => {
  it('knows each currency minor-unit digits', () => {
    expect(currencyDigits('EUR')).to.equal(2);
    expect(currencyDigits('JPY')).to.equal(0);
    expect(currencyDigits('BHD')).to.equal(3);
  });

  it('adds minor units as integers: three items at 10.10, each plus a 0.20 fee, total 30.90', () => {
    expect(sum([1010, 20, 1010, 20, 1010, 20])).to.equal(3090);
    expect(sum([10, null, undefined, 20])).to.equal(30);
    expect(sum([])).to.equal(0);
    expect(formatMinor(sum([1010, 20, 1010, 20, 1010, 20]), 'en-IE', 'EUR')).to.equal('€30.90');
  });

  it('shows a price with its fee (spec 9): an item or a line at 10.10 plus 0.20 is 10.30', () => {
    expect(priceWithFee({ price: 1010, fee: 20 })).to.equal(1030);
    expect(priceWithFee({ price: 1010, fee: 0 })).to.equal(1010);
  });

  it('gives major units back for the host events', () => {
    expect(toMajor(3090, 'EUR')).to.equal(30.9);
    expect(toMajor(1500, 'JPY')).to.equal(1500);
    expect(toMajor(1234, 'BHD')).to.equal(1.234);
  });

  it('formats with the locale and currency', () => {
    expect(formatMinor(30, 'en-IE', 'EUR')).to.equal('€0.30');
    expect(formatMinor(3090, 'en-IE', 'EUR')).to.equal('€30.90');
    expect(formatMinor(123456, 'de-DE', 'EUR')).to.equal('1.234,56\u00a0€');
    expect(formatMinor(1500, 'ja-JP', 'JPY')).to.match(/1,500/);
    expect(formatMinor(999, 'en-US', 'USD')).to.equal('$9.99');
  });
});
