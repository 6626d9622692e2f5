import { expect } from '@open-wc/testing';
import type { PurchaseEventDetail } from '../src/public-api';
import { PURCHASES_KEY } from '../src/tracking/purchase';
import { exampleConfig } from './helpers/config';
import { closePortal, frame, openPortal, view } from './helpers/portal';

/** The purchase events dispatched while `run` runs. */
async function purchases(run: () => Promise<void>): Promise<PurchaseEventDetail[]> {
  const seen: PurchaseEventDetail[] = [];
  const listen = (e: Event) => seen.push((e as CustomEvent<PurchaseEventDetail>).detail);
  window.addEventListener('event-shop:purchase', listen);
  try {
    await run();
  } finally {
    window.removeEventListener('event-shop:purchase', listen);
  }
  return seen;
}

async function showOrder(hash: string, code: string, config = exampleConfig()) {
  await openPortal(hash, { config });
  // The confirmation of these paid orders leads with the outcome.
  await view().findByRole('heading', { level: 1, name: hash.endsWith('/confirmation') ? "You're going!" : `Order ${code}` });
  // Effects run after the frame is painted.
  await frame();
  await closePortal();
}

beforeEach(() => window.sessionStorage.clear());
afterEach(closePortal);

describe('order confirmation: the purchase event (docs/spec.md §2, §7)', () => {
  it('tells the host once per order, even when the confirmation is reloaded', async () => {
    const seen = await purchases(async () => {
      await showOrder('#/portal/orders/VOUCHER1/confirmation', 'VOUCHER1');
      await showOrder('#/portal/orders/VOUCHER1/confirmation', 'VOUCHER1');
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.deep.include({ currency: 'EUR', value: 0, transaction_id: 'VOUCHER1' });
    expect(seen[0].items.map((i) => [i.item_id, i.quantity])).to.deep.equal([['SHUTTLE-DUB', 1]]);
    expect(JSON.parse(window.sessionStorage.getItem(PURCHASES_KEY)!)).to.deep.equal(['VOUCHER1']);
    expect(Object.keys(window.localStorage).filter((k) => k.includes('purchase'))).to.deep.equal([]);
  });

  it('sends the order total and each item at price plus fee; the order page itself sends nothing', async () => {
    const seen = await purchases(async () => {
      await showOrder('#/portal/orders/PAIDCARD', 'PAIDCARD');
      await showOrder('#/portal/orders/PAIDCARD/confirmation', 'PAIDCARD');
    });
    expect(seen).to.have.length(1);
    expect(seen[0].items).to.have.length(7);
    const sum = seen[0].items.reduce((a, i) => a + Math.round(i.price * 100), 0);
    // The total adds the shipping (5.00) to the items.
    expect(Math.round(seen[0].value * 100) - sum).to.equal(500);
  });

  it('fires the pixel Purchase with the value and currency when a pixel id is set, once per order like the host event', async () => {
    const calls: unknown[][] = [];
    (window as Window & { fbq?: unknown }).fbq = (...args: unknown[]) => calls.push(args);
    let seen: PurchaseEventDetail[] = [];
    try {
      seen = await purchases(async () => {
        await showOrder('#/portal/orders/PAIDCARD/confirmation', 'PAIDCARD', { ...exampleConfig(), pixelId: 'px-1' });
        await showOrder('#/portal/orders/PAIDCARD/confirmation', 'PAIDCARD', { ...exampleConfig(), pixelId: 'px-1' });
      });
    } finally {
      delete (window as Window & { fbq?: unknown }).fbq;
    }
    expect(calls.map((c) => c.slice(0, 3))).to.deep.equal([['trackSingle', 'px-1', 'Purchase']]);
    expect(seen[0].value).to.be.above(0);
    expect(calls[0][3]).to.include({ currency: 'EUR', value: seen[0].value });
  });

  it('storage that throws breaks nothing: the page shows and the event is sent once', async () => {
    const proto = Object.getPrototypeOf(window.sessionStorage) as Storage;
    const { getItem, setItem } = proto;
    proto.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage) throw new DOMException('denied', 'SecurityError');
      return getItem.call(this, key);
    };
    proto.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) throw new DOMException('denied', 'SecurityError');
      return setItem.call(this, key, value);
    };
    try {
      const seen = await purchases(async () => {
        await showOrder('#/portal/orders/LOCKED01/confirmation', 'LOCKED01');
        await showOrder('#/portal/orders/LOCKED01/confirmation', 'LOCKED01');
      });
      expect(seen.map((d) => d.transaction_id)).to.deep.equal(['LOCKED01']);
    } finally {
      proto.getItem = getItem;
      proto.setItem = setItem;
    }
  });
});
