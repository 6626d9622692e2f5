import { expect } from '@open-wc/testing';
import { toastDirection } from './toast';

describe('toastDirection (issue 7: sonner gets its dir, never computed style)', () => {
  it("follows the host's <html dir> attribute when it says ltr or rtl", () => {
    expect(toastDirection('en', 'rtl')).to.equal('rtl');
    expect(toastDirection('ar', 'LTR')).to.equal('ltr');
  });

  it('else follows the locale: its script subtag, then its language', () => {
    expect(toastDirection('ar-EG', null)).to.equal('rtl');
    expect(toastDirection('fa', 'auto')).to.equal('rtl');
    expect(toastDirection('he-IL', '')).to.equal('rtl');
    expect(toastDirection('en-IE', null)).to.equal('ltr');
    expect(toastDirection('az-Arab', null)).to.equal('rtl');
    expect(toastDirection('ku-Latn', null)).to.equal('ltr');
    // A numbering-system keyword is not a script.
    expect(toastDirection('en-u-nu-arab', null)).to.equal('ltr');
  });
});
