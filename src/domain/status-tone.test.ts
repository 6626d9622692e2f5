import { expect } from '@open-wc/testing';
import { instalmentTone, itemTone, orderTone, refundTone, statusTone } from './status-tone';

describe('status tones (the chips beside the spec 4 labels)', () => {
  it('maps each order paymentStatus: paid ok, under way waiting, problem a problem, ended neutral', () => {
    const tones = ['paid', 'pending', 'partial', 'processing', 'problem', 'cancelled', 'abandoned'].map((paymentStatus) =>
      orderTone({ paymentStatus }),
    );
    expect(tones).to.deep.equal(['ok', 'waiting', 'waiting', 'waiting', 'problem', 'neutral', 'neutral']);
  });

  it('a fully refunded order is neutral whatever its payment status; a partly refunded one keeps it', () => {
    expect(orderTone({ paymentStatus: 'paid', hasRefunds: true, fullyRefunded: true })).to.equal('neutral');
    expect(orderTone({ paymentStatus: 'paid', hasRefunds: true, fullyRefunded: false })).to.equal('ok');
  });

  it('unknown, empty and inherited-property statuses are neutral', () => {
    for (const status of ['frozen', '', null, undefined, 'constructor', 'toString', 'PAID'])
      expect(statusTone(status), String(status)).to.equal('neutral');
  });

  it('items: pending waits whatever the status; refund and refunding wait, refund-problem is a problem, refunded neutral', () => {
    expect(itemTone({ status: 'paid', pending: true })).to.equal('waiting');
    expect(['paid', 'refund', 'refunding', 'refund-problem', 'refunded', 'valid'].map((status) => itemTone({ status }))).to.deep.equal([
      'ok',
      'waiting',
      'waiting',
      'problem',
      'neutral',
      'neutral',
    ]);
  });

  it('instalments: overdue (over due) is a problem, due and pending wait, paid ok; any is neutral once the order has refunds', () => {
    expect(instalmentTone({ paymentStatus: 'pending', due: true, overdue: true }, false)).to.equal('problem');
    expect(instalmentTone({ paymentStatus: 'pending', due: true }, false)).to.equal('waiting');
    expect(instalmentTone({ paymentStatus: 'pending' }, null)).to.equal('waiting');
    expect(instalmentTone({ paymentStatus: 'paid' }, false)).to.equal('ok');
    expect(instalmentTone({ paymentStatus: 'problem' }, false)).to.equal('problem');
    expect(instalmentTone({ paymentStatus: 'paid' }, true)).to.equal('neutral');
  });

  it('refunds: processed ok, everything else under way, as its label says', () => {
    expect(['processed', 'active', 'processing', 'whatever'].map((status) => refundTone({ status }))).to.deep.equal([
      'ok',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });
});
