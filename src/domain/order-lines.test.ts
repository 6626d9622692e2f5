import { expect } from '@open-wc/testing';
import { orderLines, ticketOf } from './order-lines';
import { instant } from '../../test/helpers/instant';

const named = (name: string) => ({ name });

describe('order lines', () => {
  const order = {
    tickets: [
      {
        code: 'TK1',
        product: named('Weekend'),
        fullName: 'Dana',
        email: 'd@x.ie',
        status: 'paid',
        pending: false,
        price: 100,
        fee: 5,
        travelTime: null,
      },
    ],
    cartProducts: [
      {
        id: 7,
        product: named('Shuttle'),
        fullName: 'Sam',
        email: 's@x.ie',
        price: 10,
        fee: 1,
        travelTime: instant('2027-07-09T10:00:00+01:00', 'Europe/Paris'),
      },
    ],
    merchandisePurchases: [{ code: 'MP1', merchandise: named('Tee'), status: 'refunding', price: 25, fee: 0 }],
    cartMerchandise: [{ id: 8, merchandise: named('Bottle'), price: 12, fee: 0 }],
  };

  it('lists issued tickets, then pending ones; purchases, then pending merchandise', () => {
    const { tickets, merchandise } = orderLines(order);
    expect(tickets.map((l) => [l.key, l.name, l.holder, l.pending, l.ticket?.code ?? null])).to.deep.equal([
      ['ticket:TK1', 'Weekend', 'Dana', false, 'TK1'],
      ['pending-ticket:7', 'Shuttle', 'Sam', true, null],
    ]);
    expect(tickets.map((l) => l.travelTime?.text ?? null)).to.deep.equal([null, '2027-07-09T10:00:00+01:00']);
    expect(merchandise.map((l) => [l.key, l.name, l.status, l.pending])).to.deep.equal([
      ['merchandise:MP1', 'Tee', 'refunding', false],
      ['pending-merchandise:8', 'Bottle', 'pending', true],
    ]);
  });

  it('copes with missing lists and finds issued tickets only', () => {
    expect(orderLines({})).to.deep.equal({ tickets: [], merchandise: [] });
    expect(ticketOf(order, 'TK1')?.code).to.equal('TK1');
    expect(ticketOf(order, '7')).to.equal(undefined);
    expect(ticketOf(null, 'TK1')).to.equal(undefined);
  });
});
