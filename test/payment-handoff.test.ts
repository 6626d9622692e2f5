import { expect } from '@open-wc/testing';
import { endMount } from '../src/stores/runtime';
import { followPayment, leavePage, paymentForm } from '../src/stores/payment';

/**
 * The hand-off to the payment provider cannot fail after the order exists:
 * params of any JSON scalar type post as their text, and a param named like
 * one of the form's own methods cannot shadow them. Posted for real, into a
 * frame of this page instead of the top window.
 */
describe('payment hand-off: the hidden POST form', () => {
  const SHADOWING = { submit: 'pay', action: 'charge', method: 'card', append: 'yes', remove: 'no', amount: 36, live: true, note: null };
  const EXPECTED = [
    ['submit', 'pay'],
    ['action', 'charge'],
    ['method', 'card'],
    ['append', 'yes'],
    ['remove', 'no'],
    ['amount', '36'],
    ['live', 'true'],
    ['note', ''],
  ];
  let sink: HTMLIFrameElement;
  beforeEach(() => {
    sink = document.createElement('iframe');
    sink.name = 'payment-sink';
    document.body.append(sink);
  });
  afterEach(() => sink.remove());

  const posted = () => new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));

  it("posts every field although its names shadow the form's submit, append and remove", async () => {
    const realSubmit = leavePage.submit;
    const seen: string[][] = [];
    leavePage.submit = (form) => {
      seen.push(...([...new FormData(form)] as string[][]));
      form.target = 'payment-sink';
      realSubmit(form);
    };
    try {
      const done = posted();
      const result = await followPayment({ action: 'submit', url: '/demo/download.html', params: SHADOWING });
      expect(result).to.deep.equal({ ok: true, value: 'leaving' });
      await done;
      expect(seen).to.deep.equal(EXPECTED);
      expect(document.querySelector('form[action$="/demo/download.html"]'), 'the form leaves the page').to.equal(null);
    } finally {
      leavePage.submit = realSubmit;
    }
  });

  it('paymentForm builds the form before its fields can shadow its properties', () => {
    const form = paymentForm('https://pay.example/start', EXPECTED as Array<[string, string]>);
    expect(form.getAttribute('method')).to.equal('post');
    expect(form.getAttribute('action')).to.equal('https://pay.example/start');
    expect(form.getAttribute('target')).to.equal('_top');
    expect([...new FormData(form)]).to.deep.equal(EXPECTED);
  });

  it("a shop unmounted while 'Please wait' is being painted does not leave the page", async () => {
    const realAssign = leavePage.assign;
    const left: string[] = [];
    leavePage.assign = (url) => void left.push(url);
    try {
      const leaving = followPayment({ action: 'redirect', url: 'https://pay.example/start' });
      endMount();
      expect(await leaving).to.deep.equal({ ok: true, value: 'gone' });
      expect(left).to.deep.equal([]);
      expect((await followPayment({ action: 'redirect', url: 'https://pay.example/start' })).ok).to.equal(true);
      expect(left).to.deep.equal(['https://pay.example/start']);
    } finally {
      leavePage.assign = realAssign;
    }
  });
});
