import { expect } from '@open-wc/testing';
import { date, object, string, tuple } from 'yup';

/**
 * What the build cuts from the libraries (build/shared.mjs `stripYupPatterns`,
 * build/stubs/) is cut here too, as the tests bundle the same way: a future
 * use fails loudly in the tests, never silently in a shopper's browser.
 */
describe('library cuts', () => {
  it("yup's email(), url() and uuid() fail loudly: the shop checks emails by the spec's pattern", () => {
    for (const schema of [string().email(), string().url(), string().uuid()]) {
      expect(() => schema.validateSync('someone@example.com')).to.throw(/not in the Event Shop bundle/);
    }
  });

  it("yup's date() and tuple() schemas fail loudly: the shop has neither", () => {
    expect(() => date()).to.throw(/date\(\) is not in the Event Shop bundle/);
    expect(() => tuple([string()])).to.throw(/tuple\(\) is not in the Event Shop bundle/);
  });

  it("yup's camelCase() and snakeCase() key transforms fail loudly", () => {
    expect(() => object({ a_b: string() }).camelCase().cast({ a_b: 'x' })).to.throw(/not in the Event Shop bundle/);
    expect(() => object({ aB: string() }).snakeCase().cast({ aB: 'x' })).to.throw(/not in the Event Shop bundle/);
  });

  it('what the shop uses of yup still works: matches, trim, required, object key order', () => {
    const schema = object({ b: string().trim().required('b'), a: string().matches(/^\d+$/, 'digits') });
    expect(Object.keys(schema.fields)).to.deep.equal(['b', 'a']);
    expect(() => schema.validateSync({ b: ' ', a: '12' })).to.throw('b');
    expect(() => schema.validateSync({ b: 'x', a: '1x' })).to.throw('digits');
    expect(schema.validateSync({ b: ' x ', a: '12' })).to.deep.equal({ b: 'x', a: '12' });
  });
});
