import { expect } from '@open-wc/testing';
import { parseConfig } from '../config/schema';
import { exampleConfig } from '../../test/helpers/config';
import { createTranslator, isText } from './texts';

describe('texts with plural forms', () => {
  it('English defaults choose by count: one item, two items, zero items', () => {
    const t = createTranslator(undefined, 'en-IE');
    expect(t('cart.count', { count: 1 })).to.equal('Cart: 1 item');
    expect(t('cart.count', { count: 2 })).to.equal('Cart: 2 items');
    expect(t('cart.count', { count: 0 })).to.equal('Cart: 0 items');
    expect(t('cart.reservationLeft', { count: 1 })).to.equal('1 minute left to complete your order.');
    expect(t('cart.reservationLeft', { count: 5 })).to.equal('5 minutes left to complete your order.');
  });

  it("a host's forms follow its locale's rules: Polish has one, few and many", () => {
    const texts = {
      'cart.count': {
        one: 'Koszyk: 1 produkt',
        few: 'Koszyk: {{count}} produkty',
        many: 'Koszyk: {{count}} produktów',
        other: 'Koszyk: {{count}} produktu',
      },
    };
    const t = createTranslator(texts, 'pl-PL');
    expect([1, 2, 5, 22, 25].map((count) => t('cart.count', { count }))).to.deep.equal([
      'Koszyk: 1 produkt',
      'Koszyk: 2 produkty',
      'Koszyk: 5 produktów',
      'Koszyk: 22 produkty',
      'Koszyk: 25 produktów',
    ]);
  });

  it('a missing form falls back to other; a plain text is used for every count', () => {
    const t = createTranslator(
      { 'cart.count': { other: '{{count}} im Warenkorb' }, 'shop.hiddenSoldOut': 'Ausverkauftes ausgeblendet' },
      'de-DE',
    );
    expect(t('cart.count', { count: 1 })).to.equal('1 im Warenkorb');
    expect(t('shop.hiddenSoldOut', { count: 3 })).to.equal('Ausverkauftes ausgeblendet');
  });

  it('the config takes plural forms with other and refuses forms without it, or of unknown categories', () => {
    expect(isText({ one: 'a', other: 'b' })).to.equal(true);
    expect(isText({ one: 'a' })).to.equal(false);
    expect(isText({ other: 'b', plenty: 'c' })).to.equal(false);
    expect(isText(['a'])).to.equal(false);
    const ok = parseConfig({
      ...exampleConfig(),
      texts: { 'cart.count': { one: 'Warenkorb: 1 Artikel', other: 'Warenkorb: {{count}} Artikel' } },
    });
    expect(ok.ok).to.equal(true);
    const bad = parseConfig({ ...exampleConfig(), texts: { 'cart.count': { one: 'Warenkorb: 1 Artikel' } } });
    expect(bad.ok).to.equal(false);
    expect(JSON.stringify(bad)).to.include('texts');
  });
});
