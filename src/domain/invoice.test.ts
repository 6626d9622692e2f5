import { expect } from '@open-wc/testing';
import { amountToPay, invoiceAmounts, invoiceKey, invoiceRows, taxRows, type InvoiceInput } from './invoice';

const item = (id: number, name: string, price: number | string, over: Record<string, unknown> = {}) => ({
  id,
  name,
  price,
  shopItemType: 'tickets',
  type: 'ticket',
  ...over,
});

const tickets: InvoiceInput = {
  items: [item(1, 'Weekend ticket', 0.1, { fullName: ' Ann Lee ' }), item(2, 'Day ticket', 0.2, { fullName: '' })],
  shipping: { name: 'No shipping', price: 0 },
  total: 0.3,
  tax: { '21': 0.05 },
  itemsTotalWithoutTax: { '21': 0.25 },
};

const mixed: InvoiceInput = {
  items: [item(1, 'Weekend ticket', 110.1), item(2, 'T-shirt', 20.2, { shopItemType: 'merchandise', type: 'clothing' })],
  shipping: { name: 'EU standard', price: 4.95 },
  total: 135.25,
  tax: { '21': 19.11, '9': 1.67, '13.5': 0.01 },
  itemsTotalWithoutTax: { '9': 18.53, '21': 91 },
};

describe('invoice rows (spec 3, exact to the cent)', () => {
  it('lists items, tax and total in order for a ticket cart, hiding zero shipping', () => {
    expect(invoiceRows(tickets, null, 'EUR')).to.deep.equal([
      { kind: 'item', id: 1, name: 'Weekend ticket', holder: 'Ann Lee', amountMinor: 10 },
      { kind: 'item', id: 2, name: 'Day ticket', holder: null, amountMinor: 20 },
      { kind: 'tax', rate: '21', amountMinor: 5, netMinor: 25 },
      { kind: 'total', amountMinor: 30 },
    ]);
  });

  it('shows shipping after the items and sorts tax by numeric rate', () => {
    const rows = invoiceRows(mixed, null, 'EUR');
    expect(rows.map((r) => r.kind)).to.deep.equal(['item', 'item', 'shipping', 'tax', 'tax', 'tax', 'total']);
    expect(rows[2]).to.deep.equal({ kind: 'shipping', name: 'EU standard', amountMinor: 495 });
    expect(taxRows(mixed, 'EUR')).to.deep.equal([
      { kind: 'tax', rate: '9', amountMinor: 167, netMinor: 1853 },
      { kind: 'tax', rate: '13.5', amountMinor: 1, netMinor: null },
      { kind: 'tax', rate: '21', amountMinor: 1911, netMinor: 9100 },
    ]);
    expect(rows[rows.length - 1]).to.deep.equal({ kind: 'total', amountMinor: 13525 });
  });

  it('shows free shipping when the cart holds merchandise', () => {
    const rows = invoiceRows({ ...mixed, shipping: { name: 'Free shipping', price: 0 } }, null, 'EUR');
    expect(rows.find((r) => r.kind === 'shipping')).to.deep.equal({ kind: 'shipping', name: 'Free shipping', amountMinor: 0 });
  });

  it('shows no shipping row when it cannot be shipped (shipping null)', () => {
    expect(invoiceRows({ ...mixed, shipping: null }, null, 'EUR').some((r) => r.kind === 'shipping')).to.equal(false);
  });

  it('adds the discount and the amount to pay with a voucher', () => {
    const rows = invoiceRows(mixed, { discountAmount: 35.15 }, 'EUR');
    expect(rows.slice(-3)).to.deep.equal([
      { kind: 'total', amountMinor: 13525 },
      { kind: 'discount', amountMinor: 3515 },
      { kind: 'to-pay', amountMinor: 10010 },
    ]);
  });

  it('never asks to pay below 0 when the discount exceeds the total', () => {
    const rows = invoiceRows(tickets, { discountAmount: 50 }, 'EUR');
    expect(rows.slice(-2)).to.deep.equal([
      { kind: 'discount', amountMinor: 5000 },
      { kind: 'to-pay', amountMinor: 0 },
    ]);
    expect(amountToPay(30, 30)).to.equal(0);
    expect(amountToPay(30, 29)).to.equal(1);
    expect(amountToPay(30, null)).to.equal(30);
  });

  it('is exact to the cent: 0.30 total minus a 0.10 voucher is 0.20', () => {
    const rows = invoiceRows(tickets, { discountAmount: 0.1 }, 'EUR');
    expect(rows[rows.length - 1]).to.deep.equal({ kind: 'to-pay', amountMinor: 20 });
  });

  it('sums the amounts exactly and keeps the server total as sent', () => {
    expect(invoiceAmounts(tickets, 'EUR')).to.deep.equal({ itemsMinor: 30, shippingMinor: 0, totalMinor: 30 });
    expect(invoiceAmounts(mixed, 'EUR')).to.deep.equal({ itemsMinor: 13030, shippingMinor: 495, totalMinor: 13525 });
    expect(invoiceAmounts({ ...mixed, shipping: null }, 'EUR').shippingMinor).to.equal(null);
    expect(invoiceAmounts({ items: [item(1, 'A', '10.10'), item(2, 'B', '10.20')], shipping: null, total: '20.30' }, 'EUR')).to.deep.equal({
      itemsMinor: 2030,
      shippingMinor: null,
      totalMinor: 2030,
    });
  });

  it('uses the currency digits (JPY has none)', () => {
    const yen: InvoiceInput = { items: [item(1, 'A', 1500)], shipping: null, total: 1500, tax: { '10': 136 } };
    expect(invoiceRows(yen, { discountAmount: 500 }, 'JPY').slice(-3)).to.deep.equal([
      { kind: 'total', amountMinor: 1500 },
      { kind: 'discount', amountMinor: 500 },
      { kind: 'to-pay', amountMinor: 1000 },
    ]);
  });

  it('copes with an invoice without items or tax', () => {
    expect(invoiceRows({ items: null, shipping: undefined, total: 0 }, null, 'EUR')).to.deep.equal([{ kind: 'total', amountMinor: 0 }]);
  });
});

describe('invoiceKey', () => {
  const cart = { code: 'C1', products: [1, 2], merchandise: [3] };
  it('names the cart, the country and how many lines of each kind it holds', () => {
    expect(invoiceKey(cart, 'IE')).to.equal('C1|IE|2|1');
    expect(invoiceKey(null, null)).to.equal('||0|0');
  });
  it('changes with the country, the cart and its lines, so an invoice for anything else is not shown', () => {
    const key = invoiceKey(cart, 'IE');
    expect(invoiceKey(cart, 'NL')).to.not.equal(key);
    expect(invoiceKey({ ...cart, code: 'C2' }, 'IE')).to.not.equal(key);
    expect(invoiceKey({ ...cart, merchandise: [] }, 'IE')).to.not.equal(key);
    expect(invoiceKey({ ...cart }, 'IE')).to.equal(key);
  });
});
