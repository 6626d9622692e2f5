import { expect } from '@open-wc/testing';
import { toast } from 'sonner';
import { object, string } from 'yup';
import { sonnerStylesheet } from '../src/ui/sonner-document';

/**
 * The libraries as the build gives them (build/shared.mjs), bundled the same way for the tests: sonner
 * with its own `document`, yup with the tiny-case stub, and what the shop uses of yup unchanged.
 */
describe('library shims', () => {
  it("sonner's stylesheet stays out of the host's head and is kept for the shop's shadow root", () => {
    expect(typeof toast).to.equal('function');
    const inHead = [...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('data-sonner-toaster'));
    expect(inHead, 'a sonner <style> in document.head').to.equal(false);
    expect(sonnerStylesheet()).to.include('[data-sonner-toaster]');
    expect(sonnerStylesheet()).to.include('@keyframes swipe-out-right');
  });

  it("yup's camelCase() and snakeCase() key transforms fail loudly", () => {
    expect(() => object({ a_b: string() }).camelCase().cast({ a_b: 'x' })).to.throw(/not in the Event Shop bundle/);
    expect(() => object({ aB: string() }).snakeCase().cast({ aB: 'x' })).to.throw(/not in the Event Shop bundle/);
  });

  it('what the shop uses of yup works: matches, trim, required, object key order', () => {
    const schema = object({ b: string().trim().required('b'), a: string().matches(/^\d+$/, 'digits') });
    expect(Object.keys(schema.fields)).to.deep.equal(['b', 'a']);
    expect(() => schema.validateSync({ b: ' ', a: '12' })).to.throw('b');
    expect(() => schema.validateSync({ b: 'x', a: '1x' })).to.throw('digits');
    expect(schema.validateSync({ b: ' x ', a: '12' })).to.deep.equal({ b: 'x', a: '12' });
  });
});
