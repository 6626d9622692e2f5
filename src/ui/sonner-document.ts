/**
 * The `document` sonner's module sees (build/shared.mjs `PROVIDED_GLOBALS`): the real one, except for
 * its `head`. sonner writes its stylesheet into document.head as its module loads, which would style
 * the host page, outlive unmount and, under a strict CSP, be a violation (README, Content Security
 * Policy). Here that head is an element outside any document, so the stylesheet only lands where the
 * shop reads it: `sonnerStylesheet()`, adopted into the overlay's shadow root (sheets.ts).
 * test/node/library-shims.test.mjs fails when sonner reads anything of `document` this object lacks.
 */
const head = document.createElement('div');

export const sonnerDocument = {
  head,
  getElementsByTagName: () => [head],
  createElement: (tag: string) => document.createElement(tag),
  createTextNode: (text: string) => document.createTextNode(text),
  get hidden() {
    return document.hidden;
  },
  get documentElement() {
    return document.documentElement;
  },
  get activeElement() {
    return document.activeElement;
  },
  addEventListener: (...args: Parameters<Document['addEventListener']>) => document.addEventListener(...args),
  removeEventListener: (...args: Parameters<Document['removeEventListener']>) => document.removeEventListener(...args),
};

/** sonner's own stylesheet, as its module wrote it. */
export const sonnerStylesheet = (): string => head.textContent ?? '';
