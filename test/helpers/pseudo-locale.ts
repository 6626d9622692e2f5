import { englishTexts } from '../../src/i18n/en';
import type { Text } from '../../src/i18n/texts';

/**
 * The pseudo-locale of the tests (issue 31): every English text with its letters accented and its vowels
 * doubled (words some 40 % longer, as German, Finnish or Dutch make them), between ⟦ and ⟧. A text the
 * shop shows without the brackets' letters did not come from the texts table; a layout that breaks under
 * it cannot take a longer language. Placeholders and markup stay as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'áå',
  e: 'éë',
  i: 'íï',
  o: 'óö',
  u: 'úü',
  y: 'ýÿ',
  A: 'ÁÅ',
  E: 'ÉË',
  I: 'ÍÏ',
  O: 'ÓÖ',
  U: 'ÚÜ',
  Y: 'ÝŸ',
  c: 'ç',
  C: 'Ç',
  n: 'ñ',
  N: 'Ñ',
  s: 'š',
  S: 'Š',
  z: 'ž',
  Z: 'Ž',
  d: 'ð',
  D: 'Ð',
  t: 'ţ',
  T: 'Ţ',
  g: 'ğ',
  G: 'Ğ',
  l: 'ļ',
  L: 'Ļ',
  r: 'ŕ',
  R: 'Ŕ',
  k: 'ķ',
  K: 'Ķ',
  h: 'ĥ',
  H: 'Ĥ',
  w: 'ŵ',
  W: 'Ŵ',
  b: 'ƀ',
  B: 'Ɓ',
  f: 'ƒ',
  F: 'Ƒ',
  j: 'ĵ',
  J: 'Ĵ',
  m: 'ɱ',
  M: 'Ṁ',
  p: 'þ',
  P: 'Þ',
  v: 'ṽ',
  V: 'Ṽ',
  x: 'ẋ',
  X: 'Ẍ',
};

/** One text in the pseudo-locale; its `{{placeholders}}`, tags and entities untouched. */
export function pseudoText(text: string): string {
  if (text === '') return '';
  const body = text
    .split(/(\{\{[^}]*\}\}|<[^>]*>|&[#\w]+;)/)
    .map((piece, i) => (i % 2 ? piece : [...piece].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  return `⟦${body}⟧`;
}

const pseudoForms = (text: Text): Text =>
  typeof text === 'string' ? pseudoText(text) : (Object.fromEntries(Object.entries(text).map(([k, v]) => [k, pseudoText(v)])) as Text);

/** Every fixed text in the pseudo-locale, for a config's `texts`. */
export const pseudoTexts = (): Record<string, Text> =>
  Object.fromEntries(Object.entries(englishTexts).map(([key, text]) => [key, pseudoForms(text)]));

/** A letter the pseudo-locale writes: the shown text came through the texts table. */
export const PSEUDO_LETTER = /[⟦⟧áåéëíïóöúüýÿÁÅÉËÍÏÓÖÚÜÝŸçÇñÑšŠžŽðÐţŢğĞļĻŕŔķĶĥĤŵŴƀƁƒƑĵĴɱṀþÞṽṼẋẌ]/u;
