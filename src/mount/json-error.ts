/**
 * Where a config script that is not JSON stops being JSON: the line (from 1) of the first character a
 * JSON parser refuses, or of the end when the text ends too soon. Asked only once JSON.parse has failed;
 * its own scan, as the engines' messages differ (Safari's names no place at all). WordPress's classic
 * editor, say, turns a blank line inside the JSON into `</p><p>`: the site owner reads that line's number.
 */
export function jsonErrorLine(text: string): number {
  let at = 0;
  const stop = (): never => {
    throw at;
  };
  const space = () => {
    while (/[ \t\n\r]/.test(text.charAt(at))) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : stop());
  const string = () => {
    expect('"');
    while (text[at] !== '"') {
      if (at >= text.length || text.charCodeAt(at) < 0x20) stop();
      at += text[at] === '\\' ? 2 : 1;
    }
    at++;
  };
  const list = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) return at++;
    for (;;) {
      item();
      space();
      if (text[at] !== ',') return expect(close);
      at++;
      space();
    }
  };
  const value = (): unknown => {
    space();
    const char = text[at];
    if (char === '{')
      return list('}', () => {
        string();
        space();
        expect(':');
        value();
      });
    if (char === '[') return list(']', value);
    if (char === '"') return string();
    const word = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
    return word ? (at += word[0].length) : stop();
  };
  try {
    value();
    space();
    if (at < text.length) stop();
  } catch {
    // `at` is where the scan stopped.
  }
  return text.slice(0, at).split('\n').length;
}
