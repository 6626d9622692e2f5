import { expect } from '@open-wc/testing';
import {
  emptySelection,
  isRefundable,
  isSelectable,
  itemDisabled,
  refundCodes,
  refundStart,
  refundWindowOpen,
  selectedKind,
  toggleItem,
  type RefundCandidate,
  type Selection,
} from './refund-selection';
import { selectSchema } from './refund-form';
import { firstFailure } from './validation';
import { instant } from '../../test/helpers/instant';

const now = Date.parse('2026-06-15T12:00:00+00:00');
const open = {
  isRefundable: true,
  allowRefundRequestsFrom: instant('2026-01-01T00:00:00+00:00'),
  allowRefundRequestsUntil: instant('2026-07-01T00:00:00+00:00'),
};
const ticket = (code: string, over: Partial<RefundCandidate> = {}): RefundCandidate => ({
  code,
  status: 'active',
  pending: false,
  isRefundable: true,
  product: open,
  ...over,
});
const shirt = (code: string, over: Partial<RefundCandidate> = {}): RefundCandidate => ({
  code,
  status: 'paid',
  merchandise: open,
  ...over,
});

describe('refund window (spec 3 allowRefundRequestsFrom/until)', () => {
  it('is open between from and until, bounds included', () => {
    expect(refundWindowOpen(open, now)).to.equal(true);
    expect(refundWindowOpen(open, Date.parse('2026-01-01T00:00:00Z'))).to.equal(true);
    expect(refundWindowOpen(open, Date.parse('2026-07-01T00:00:00Z'))).to.equal(true);
    expect(refundWindowOpen(open, Date.parse('2025-12-31T23:59:59Z'))).to.equal(false);
    expect(refundWindowOpen(open, Date.parse('2026-07-01T00:00:01Z'))).to.equal(false);
  });

  it('reads the offsets: 01:00+02:00 is before a midnight UTC start', () => {
    expect(refundWindowOpen(open, Date.parse('2026-01-01T01:00:00+02:00'))).to.equal(false);
  });

  it('treats a missing bound (null, or left out; api/reader.ts reads an empty one as null) as no bound', () => {
    expect(refundWindowOpen({ allowRefundRequestsFrom: null, allowRefundRequestsUntil: null }, now)).to.equal(true);
    expect(refundWindowOpen({ allowRefundRequestsUntil: instant('2026-07-01T00:00:00Z') }, now)).to.equal(true);
    expect(refundWindowOpen(null, now)).to.equal(true);
    expect(refundWindowOpen({ allowRefundRequestsUntil: instant('2026-06-01T00:00:00Z') }, now)).to.equal(false);
  });

  it('closes the window on an unreadable bound or now', () => {
    expect(refundWindowOpen(open, NaN)).to.equal(false);
    expect(refundWindowOpen({ allowRefundRequestsFrom: instant('next week') }, now)).to.equal(false);
    expect(refundWindowOpen({ allowRefundRequestsUntil: instant('soon') }, now)).to.equal(false);
  });
});

describe('selectable items (spec 5: only refundable items, pending not)', () => {
  it('selects a refundable ticket and merchandise purchase in their window', () => {
    expect(isSelectable(ticket('T1'), now)).to.equal(true);
    expect(isSelectable(shirt('M1'), now)).to.equal(true);
  });

  it('refuses non-refundable, pending, closed-window and already-refunding items', () => {
    expect(isSelectable(ticket('T1', { isRefundable: false }), now)).to.equal(false);
    expect(isSelectable(ticket('T1', { pending: true }), now)).to.equal(false);
    expect(isSelectable(ticket('T1'), Date.parse('2026-08-01T00:00:00Z'))).to.equal(false);
    for (const status of ['refund', 'refunding', 'refund-problem', 'refunded'])
      expect(isSelectable(ticket('T1', { status }), now), status).to.equal(false);
    expect(isSelectable(shirt('M1', { merchandise: { ...open, isRefundable: false } }), now)).to.equal(false);
  });

  it("lets a ticket's own flag win over its product's, and treats an unknown flag as not refundable", () => {
    expect(isRefundable({ isRefundable: true, product: { isRefundable: false } })).to.equal(true);
    expect(isRefundable({ isRefundable: false, product: { isRefundable: true } })).to.equal(false);
    expect(isRefundable({ product: { isRefundable: true } })).to.equal(true);
    expect(isRefundable({ merchandise: {} })).to.equal(false);
    expect(isRefundable({})).to.equal(false);
  });
});

describe('refund selection: no mixing (spec 5)', () => {
  it('disables the other kind once one kind is chosen', () => {
    const withTicket = toggleItem(emptySelection, 'tickets', ticket('T1'), now);
    expect(withTicket).to.deep.equal({ tickets: ['T1'], merchandise: [] });
    expect(selectedKind(withTicket)).to.equal('tickets');
    expect(itemDisabled(shirt('M1'), 'merchandise', withTicket, now)).to.equal(true);
    expect(itemDisabled(ticket('T2'), 'tickets', withTicket, now)).to.equal(false);
    const withShirt = toggleItem(emptySelection, 'merchandise', shirt('M1'), now);
    expect(itemDisabled(ticket('T1'), 'tickets', withShirt, now)).to.equal(true);
  });

  it('ignores ticking a disabled item and frees the other kind once all are unticked', () => {
    let s: Selection = toggleItem(emptySelection, 'tickets', ticket('T1'), now);
    expect(toggleItem(s, 'merchandise', shirt('M1'), now)).to.equal(s);
    expect(toggleItem(s, 'tickets', ticket('T9', { pending: true }), now)).to.equal(s);
    s = toggleItem(s, 'tickets', ticket('T2'), now);
    expect(s.tickets).to.deep.equal(['T1', 'T2']);
    s = toggleItem(toggleItem(s, 'tickets', ticket('T1'), now), 'tickets', ticket('T2'), now);
    expect(selectedKind(s)).to.equal(null);
    expect(itemDisabled(shirt('M1'), 'merchandise', s, now)).to.equal(false);
  });

  it('always lets a chosen item be unticked, even once its window has closed', () => {
    const s = toggleItem(emptySelection, 'tickets', ticket('T1'), now);
    expect(toggleItem(s, 'tickets', ticket('T1'), Date.parse('2027-01-01T00:00:00Z'))).to.deep.equal(emptySelection);
  });

  it("asks for at least one item: 'Please select at least one item.'", () => {
    const select = (selection: Selection) => firstFailure(selectSchema, { selection });
    expect(select(emptySelection)).to.deep.equal({ field: 'selection', message: 'refund.selectOne' });
    expect(select({ tickets: [], merchandise: ['M1'] })).to.equal(null);
    expect(select({ tickets: ['T1'], merchandise: [] })).to.equal(null);
  });
});

describe('refund wizard start and payload (spec 2, 7)', () => {
  const order = { tickets: [{ code: 'T1' }, { code: 'T2' }], merchandisePurchases: [{ code: 'M1' }] };

  it('starts a payment-plan order at enter-details with everything chosen', () => {
    expect(refundStart({ ...order, hasPaymentPlan: true })).to.deep.equal({
      step: 'enter-details',
      selection: { tickets: ['T1', 'T2'], merchandise: ['M1'] },
    });
  });

  it('starts any other order at select-products with nothing chosen', () => {
    expect(refundStart({ ...order, hasPaymentPlan: false })).to.deep.equal({ step: 'select-products', selection: emptySelection });
    expect(refundStart({ hasPaymentPlan: null })).to.deep.equal({ step: 'select-products', selection: emptySelection });
    expect(refundStart({ hasPaymentPlan: true })).to.deep.equal({ step: 'enter-details', selection: emptySelection });
  });

  it('comma-joins the codes for /request-refund, each once, empty for none', () => {
    expect(refundCodes({ tickets: ['T1', 'T2', 'T1'], merchandise: [] })).to.deep.equal({ tickets: 'T1,T2', merchandise: '' });
    expect(refundCodes({ tickets: [], merchandise: ['M1'] })).to.deep.equal({ tickets: '', merchandise: 'M1' });
  });
});
