import { expect } from '@open-wc/testing';
import { directionOf, partDirection, shopLanguage } from './language';
import { englishTexts } from './en';

describe("the shop's language and direction (issue 31)", () => {
  it("a language tag's direction: its script subtag, then its language", () => {
    expect(directionOf('ar-EG')).to.equal('rtl');
    expect(directionOf('fa')).to.equal('rtl');
    expect(directionOf('he-IL')).to.equal('rtl');
    expect(directionOf('en-IE')).to.equal('ltr');
    expect(directionOf('az-Arab')).to.equal('rtl');
    expect(directionOf('ku-Latn')).to.equal('ltr');
    // A numbering-system keyword is not a script.
    expect(directionOf('en-u-nu-arab')).to.equal('ltr');
  });

  it("the bundle's language, refined by a locale of the same language, or the locale's when the host translates most texts", () => {
    // These tests run the English sources: the bundle speaks English.
    expect(shopLanguage('en-IE', undefined)).to.equal('en-IE');
    expect(shopLanguage('de-DE', undefined)).to.equal('en');
    expect(shopLanguage('de-DE', { 'cart.count': { other: '{{count}} im Warenkorb' } })).to.equal('en');
    const german = Object.fromEntries(Object.keys(englishTexts).map((key) => [key, 'x']));
    expect(shopLanguage('de-DE', german)).to.equal('de-DE');
  });

  it('a part is right to left in a right-to-left language, or where the host says so around its placeholder', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<section dir="rtl"><div id="a"></div></section><section dir="auto"><div id="b"></div></section><div id="c" dir="RTL"></div>';
    document.body.append(page);
    try {
      const [a, b, c] = ['#a', '#b', '#c'].map((id) => page.querySelector(id) as Element);
      expect(partDirection('en', a)).to.equal('rtl');
      expect(partDirection('en', b)).to.equal('ltr');
      expect(partDirection('en', c)).to.equal('rtl');
      expect(partDirection('ar', b)).to.equal('rtl');
    } finally {
      page.remove();
    }
  });
});
