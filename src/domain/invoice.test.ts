import { expect } from '@open-wc/testing';
import { amountToPay, invoiceAmounts, invoiceKey, invoiceRows, taxRows, type InvoiceInput } from './invoice';

const item = (id: number, name: string, price: number, over: Record<string, unknown> = {}) => ({
  id,
  name,
  price,
  shopItemType: 'tickets',
  type: 'ticket',
  ...over,
});

const tickets: InvoiceInput = {
  items: [item(1, 'Weekend ticket', 10, { fullName: ' Ann Lee ' }), item(2, 'Day ticket', 20, { fullName: '' })],
  shipping: { name: 'No shipping', price: 0 },
  total: 30,
  tax: { '21': 5 },
  itemsTotalWithoutTax: { '21': 25 },
};

const mixed: InvoiceInput = {
  items: [item(1, 'Weekend ticket', 11010), item(2, 'T-shirt', 2020, { shopItemType: 'merchandise', type: 'clothing' })],
  shipping: { name: 'EU standard', price: 495 },
  total: 13525,
  tax: { '21': 1911, '9': 167, '13.5': 1 },
  itemsTotalWithoutTax: { '9': 1853, '21': 9100 },
};

// Amounts in minor units, as api/ reads them (its exactness: api/adapt.test.ts).
describe('invoice rows (spec 3, exact to the cent)', () => {
  it('lists items, tax and total in order for a ticket cart, hiding zero shipping', () => {
    expect(invoiceRows(tickets, null)).to.deep.equal([
      { kind: 'item', id: 1, name: 'Weekend ticket', holder: 'Ann Lee', amountMinor: 10 },
      { kind: 'item', id: 2, name: 'Day ticket', holder: null, amountMinor: 20 },
      { kind: 'tax', rate: '21', amountMinor: 5, netMinor: 25 },
      { kind: 'total', amountMinor: 30 },
    ]);
  });

  it('shows shipping after the items and sorts tax by numeric rate', () => {
    const rows = invoiceRows(mixed, null);
    expect(rows.map((r) => r.kind)).to.deep.equal(['item', 'item', 'shipping', 'tax', 'tax', 'tax', 'total']);
    expect(rows[2]).to.deep.equal({ kind: 'shipping', name: 'EU standard', amountMinor: 495 });
    expect(taxRows(mixed)).to.deep.equal([
      { kind: 'tax', rate: '9', amountMinor: 167, netMinor: 1853 },
      { kind: 'tax', rate: '13.5', amountMinor: 1, netMinor: null },
      { kind: 'tax', rate: '21', amountMinor: 1911, netMinor: 9100 },
    ]);
    expect(rows[rows.length - 1]).to.deep.equal({ kind: 'total', amountMinor: 13525 });
  });

  it('shows free shipping when the cart holds merchandise', () => {
    const rows = invoiceRows({ ...mixed, shipping: { name: 'Free shipping', price: 0 } }, null);
    expect(rows.find((r) => r.kind === 'shipping')).to.deep.equal({ kind: 'shipping', name: 'Free shipping', amountMinor: 0 });
  });

  it('shows no shipping row when it cannot be shipped (shipping null)', () => {
    expect(invoiceRows({ ...mixed, shipping: null }, null).some((r) => r.kind === 'shipping')).to.equal(false);
  });

  it('adds the discount and the amount to pay with a voucher', () => {
    const rows = invoiceRows(mixed, { discountAmount: 3515 });
    expect(rows.slice(-3)).to.deep.equal([
      { kind: 'total', amountMinor: 13525 },
      { kind: 'discount', amountMinor: 3515 },
      { kind: 'to-pay', amountMinor: 10010 },
    ]);
  });

  it('never asks to pay below 0 when the discount exceeds the total', () => {
    const rows = invoiceRows(tickets, { discountAmount: 5000 });
    expect(rows.slice(-2)).to.deep.equal([
      { kind: 'discount', amountMinor: 5000 },
      { kind: 'to-pay', amountMinor: 0 },
    ]);
    expect(amountToPay(30, 30)).to.equal(0);
    expect(amountToPay(30, 29)).to.equal(1);
    expect(amountToPay(30, null)).to.equal(30);
  });

  it('is exact to the cent: 0.30 total minus a 0.10 voucher is 0.20', () => {
    const rows = invoiceRows(tickets, { discountAmount: 10 });
    expect(rows[rows.length - 1]).to.deep.equal({ kind: 'to-pay', amountMinor: 20 });
  });

  it('sums the amounts exactly and keeps the server total as sent', () => {
    expect(invoiceAmounts(tickets)).to.deep.equal({ itemsMinor: 30, shippingMinor: 0, totalMinor: 30 });
    expect(invoiceAmounts(mixed)).to.deep.equal({ itemsMinor: 13030, shippingMinor: 495, totalMinor: 13525 });
    expect(invoiceAmounts({ ...mixed, shipping: null }).shippingMinor).to.equal(null);
  });

  it('works the same in a currency without minor digits (JPY: one unit is one yen)', () => {
    const yen: InvoiceInput = { items: [item(1, 'A', 1500)], shipping: null, total: 1500, tax: { '10': 136 } };
    expect(invoiceRows(yen, { discountAmount: 500 }).slice(-3)).to.deep.equal([
      { kind: 'total', amountMinor: 1500 },
      { kind: 'discount', amountMinor: 500 },
      { kind: 'to-pay', amountMinor: 1000 },
    ]);
  });

  it('copes with an invoice without items or tax', () => {
    expect(invoiceRows({ items: null, shipping: undefined, total: 0 }, null)).to.deep.equal([{ kind: 'total', amountMinor: 0 }]);
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
