import { expect } from '@open-wc/testing';
import { paymentStep, safeUrl } from './payment-instruction';

const page = 'https://site.example/shop/index.html#/checkout';
const httpPage = 'http://site.example/shop/';

describe('payment instruction: redirect (contract 4)', () => {
  it('follows https: anywhere', () => {
    expect(paymentStep({ action: 'redirect', url: 'https://pay.example/session/1?x=1' }, page)).to.deep.equal({
      kind: 'redirect',
      url: 'https://pay.example/session/1?x=1',
    });
    expect(paymentStep({ action: 'redirect', url: 'HTTPS://Pay.Example/a' }, httpPage)).to.deep.equal({
      kind: 'redirect',
      url: 'https://pay.example/a',
    });
  });

  it('follows same-origin URLs, relative ones resolved against the page', () => {
    expect(paymentStep({ action: 'redirect', url: '/portal/return' }, page)).to.deep.equal({
      kind: 'redirect',
      url: 'https://site.example/portal/return',
    });
    expect(paymentStep({ action: 'redirect', url: 'return?ok=1' }, page)).to.deep.equal({
      kind: 'redirect',
      url: 'https://site.example/shop/return?ok=1',
    });
    expect(paymentStep({ action: 'redirect', url: 'http://site.example/pay' }, httpPage)).to.deep.equal({
      kind: 'redirect',
      url: 'http://site.example/pay',
    });
    expect(paymentStep({ action: 'redirect', url: '/pay' }, httpPage)).to.deep.equal({ kind: 'redirect', url: 'http://site.example/pay' });
  });

  it('refuses http: to another origin, or another port of the same host', () => {
    expect(paymentStep({ action: 'redirect', url: 'http://pay.example/x' }, page)).to.deep.equal({ kind: 'refused', reason: 'unsafe-url' });
    expect(
      paymentStep({ action: 'redirect', url: 'http://site.example/x' }, page),
      'http from an https page is another origin',
    ).to.deep.equal({
      kind: 'refused',
      reason: 'unsafe-url',
    });
    expect(paymentStep({ action: 'redirect', url: 'http://site.example:8080/x' }, httpPage)).to.deep.equal({
      kind: 'refused',
      reason: 'unsafe-url',
    });
    expect(paymentStep({ action: 'redirect', url: '//evil.example/x' }, httpPage)).to.deep.equal({ kind: 'refused', reason: 'unsafe-url' });
  });

  it('follows a protocol-relative URL only when it becomes https:', () => {
    expect(paymentStep({ action: 'redirect', url: '//pay.example/x' }, page)).to.deep.equal({
      kind: 'redirect',
      url: 'https://pay.example/x',
    });
  });

  it('refuses javascript:, data: and other schemes, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      '\njavascript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://site.example/x',
      'blob:https://site.example/1',
      'vbscript:x',
    ]) {
      expect(paymentStep({ action: 'redirect', url }, page), JSON.stringify(url)).to.deep.equal({ kind: 'refused', reason: 'unsafe-url' });
    }
  });

  it('never treats the "null" origin of a file: or sandboxed page as same-origin', () => {
    expect(safeUrl('data:text/html,x', 'file:///tmp/shop.html')).to.deep.equal({ ok: false, reason: 'unsafe-url' });
    expect(safeUrl('javascript:1', 'about:blank')).to.deep.equal({ ok: false, reason: 'unsafe-url' });
    expect(safeUrl('file:///etc/passwd', 'file:///tmp/shop.html')).to.deep.equal({ ok: false, reason: 'unsafe-url' });
  });

  it('refuses malformed input', () => {
    for (const input of [
      null,
      undefined,
      'https://pay.example',
      [],
      { action: 'post', url: 'https://pay.example' },
      { url: 'https://pay.example' },
    ]) {
      expect(paymentStep(input, page), JSON.stringify(input)).to.deep.equal({ kind: 'refused', reason: 'malformed' });
    }
    for (const url of [undefined, null, 42, '', '   ', 'https://', 'http://[::1']) {
      expect(paymentStep({ action: 'redirect', url }, page), JSON.stringify(url)).to.deep.equal({ kind: 'refused', reason: 'malformed' });
    }
  });

  it('cannot resolve a relative URL without a readable page URL, but still follows https:', () => {
    expect(safeUrl('/pay', 'not a url')).to.deep.equal({ ok: false, reason: 'malformed' });
    expect(safeUrl('https://pay.example/', 'not a url')).to.deep.equal({ ok: true, url: 'https://pay.example/' });
  });
});

describe('payment instruction: submit (contract 4)', () => {
  it('posts the params as fields, in order', () => {
    expect(
      paymentStep({ action: 'submit', url: 'https://pay.example/form', params: { amount: '10.30', ref: 'ABC', empty: '' } }, page),
    ).to.deep.equal({
      kind: 'submit',
      url: 'https://pay.example/form',
      fields: [
        ['amount', '10.30'],
        ['ref', 'ABC'],
        ['empty', ''],
      ],
    });
    expect(paymentStep({ action: 'submit', url: '/pay', params: {} }, page)).to.deep.equal({
      kind: 'submit',
      url: 'https://site.example/pay',
      fields: [],
    });
  });

  it('posts any JSON scalar as its text: an amount of 36 posts amount=36', () => {
    expect(
      paymentStep(
        { action: 'submit', url: 'https://pay.example/form', params: { amount: 36, rate: 10.3, ok: true, no: false, n: null } },
        page,
      ),
    ).to.deep.equal({
      kind: 'submit',
      url: 'https://pay.example/form',
      fields: [
        ['amount', '36'],
        ['rate', '10.3'],
        ['ok', 'true'],
        ['no', 'false'],
        ['n', ''],
      ],
    });
  });

  it('refuses object or list params and params that are not an object', () => {
    for (const params of [{ nested: { a: '1' } }, { list: ['a'] }, ['a'], 'a=1', null, undefined]) {
      expect(paymentStep({ action: 'submit', url: 'https://pay.example/form', params }, page), JSON.stringify(params)).to.deep.equal({
        kind: 'refused',
        reason: 'bad-params',
      });
    }
  });

  it('checks the URL before the params', () => {
    expect(paymentStep({ action: 'submit', url: 'javascript:alert(1)', params: { a: '1' } }, page)).to.deep.equal({
      kind: 'refused',
      reason: 'unsafe-url',
    });
    expect(paymentStep({ action: 'submit', url: 'http://evil.example/', params: 5 }, page)).to.deep.equal({
      kind: 'refused',
      reason: 'unsafe-url',
    });
  });
});
