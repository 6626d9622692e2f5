import { expect } from '@open-wc/testing';
import { currencyDigits, formatMinor, priceWithFee, sumMinor, toMinor } from './money';

describe('money', () => {
  it('converts major units to integer minor units without float noise', () => {
    expect(toMinor(10.1, 'EUR')).to.equal(1010);
    expect(toMinor(0.1, 'EUR') + toMinor(0.2, 'EUR')).to.equal(30);
    expect(toMinor(1.005, 'EUR')).to.equal(101);
    expect(toMinor('12.5', 'EUR')).to.equal(1250);
    expect(toMinor(null, 'EUR')).to.equal(0);
    expect(toMinor(Number.NaN, 'EUR')).to.equal(0);
  });

  it('knows each currency minor-unit digits', () => {
    expect(currencyDigits('EUR')).to.equal(2);
    expect(currencyDigits('JPY')).to.equal(0);
    expect(currencyDigits('BHD')).to.equal(3);
    expect(toMinor(1500, 'JPY')).to.equal(1500);
    expect(toMinor(1.234, 'BHD')).to.equal(1234);
  });

  it('adds exactly: three items at 10.10, each plus a 0.20 fee, total 30.90', () => {
    const lines = [priceWithFee(10.1, 0.2, 'EUR'), priceWithFee(10.1, 0.2, 'EUR'), priceWithFee(10.1, 0.2, 'EUR')];
    expect(lines.reduce((a, b) => a + b, 0)).to.equal(3090);
    expect(formatMinor(3090, 'en-IE', 'EUR')).to.equal('€30.90');
    expect(sumMinor([10.1, 10.1, 10.1], 'EUR')).to.equal(3030);
    expect(sumMinor([0.1, 0.2], 'EUR')).to.equal(30);
    expect(priceWithFee(10.1, 0.2, 'EUR')).to.equal(1030);
    expect(sumMinor([10.1, 10.1, 10.1, 0.2], 'EUR')).to.equal(3050);
    expect(sumMinor([10.1, 10.1, 10.5], 'EUR')).to.equal(3070);
  });

  it('formats with the locale and currency', () => {
    expect(formatMinor(30, 'en-IE', 'EUR')).to.equal('€0.30');
    expect(formatMinor(3090, 'en-IE', 'EUR')).to.equal('€30.90');
    expect(formatMinor(123456, 'de-DE', 'EUR')).to.equal('1.234,56\u00a0€');
    expect(formatMinor(1500, 'ja-JP', 'JPY')).to.match(/1,500/);
    expect(formatMinor(999, 'en-US', 'USD')).to.equal('$9.99');
  });
});
