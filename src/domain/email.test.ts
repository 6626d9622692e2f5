import { expect } from '@open-wc/testing';
import { isValidEmail } from './email';

/** docs/spec.md §5: non-space text, @, non-space text, a dot, non-space text; never beginning with 'mailto:'. */
describe('isValidEmail (spec 5 email pattern)', () => {
  const valid = [
    'demo@festival.example',
    'a@b.c',
    'first.last@sub.domain.ie',
    'name+tag@example.com',
    'UPPER@EXAMPLE.COM',
    "o'brien@example.ie",
    'x@y.z.w',
    '1@2.3',
    'ünïcödé@exämple.de',
    'a@b..c',
    'a@@b.c',
    'a@b.c.',
    ' padded@example.com ',
    'mail@mailto.example',
    'xmailto:a@b.c',
  ];
  const invalid: Array<string | null | undefined> = [
    '',
    '   ',
    null,
    undefined,
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@example.',
    'user.example.com',
    'us er@example.com',
    'user@exa mple.com',
    'user@example .com',
    'user\t@example.com',
    'mailto:user@example.com',
    'MailTo:user@example.com',
    'MAILTO:user@example.com',
    ' mailto:user@example.com',
    'a@b',
    '.@.',
  ];

  for (const email of valid) {
    it(`accepts ${JSON.stringify(email)}`, () => expect(isValidEmail(email)).to.equal(true));
  }
  for (const email of invalid) {
    it(`rejects ${JSON.stringify(email)}`, () => expect(isValidEmail(email)).to.equal(false));
  }
});
