import { expect } from '@open-wc/testing';
import { jsonErrorLine } from './json-error';

describe('where a config stops being JSON (mount/json-error)', () => {
  it("names the line of the first character a parser refuses: WordPress's </p><p> in a blank line", () => {
    const wordpress = '{\n  "currency": "EUR",\n</p>\n<p>  "timezone": "Europe/Dublin"\n}';
    expect(jsonErrorLine(wordpress)).to.equal(3);
    expect(jsonErrorLine('{ "a": 1, }')).to.equal(1);
    expect(jsonErrorLine('{\n"a": 1\n"b": 2\n}')).to.equal(3);
    expect(jsonErrorLine('{\n  "a": “curly”\n}')).to.equal(2);
    expect(jsonErrorLine("{\n\n  'a': 1\n}")).to.equal(3);
    expect(jsonErrorLine('{ "a": tru }')).to.equal(1);
  });

  it('the last line when the text ends too soon, and what follows a whole value', () => {
    expect(jsonErrorLine('{\n  "a": [1, 2')).to.equal(2);
    expect(jsonErrorLine('{\n  "a": "no end\n')).to.equal(2);
    expect(jsonErrorLine('{ "a": 1 }\n\n{ "b": 2 }')).to.equal(3);
    expect(jsonErrorLine('')).to.equal(1);
  });

  it('agrees with JSON.parse on what is JSON: escapes, numbers, nesting, white space', () => {
    const valid = '{ "a\\"b\\\\": [1, -2.5e3, 0, true, false, null, {"c": []}], "d": {} }\n';
    expect(() => JSON.parse(valid)).not.to.throw();
    // A valid text scans to its end: the line of its end.
    expect(jsonErrorLine(valid)).to.equal(2);
    for (const invalid of ['{ "a": 01 }', '{ "a": .5 }', '{ "a": +1 }', '[1,]', '{"a" 1}', '{"a":\n"tab\there"}'])
      expect(() => JSON.parse(invalid), invalid).to.throw();
  });
});
