import { http, HttpResponse } from 'msw';
import type { DemoDb } from '../db';
import type { DemoOrder } from '../model';
import { cents, linesCents, major } from '../money';
import { ticketView } from '../views';

/**
 * The two downloads (docs/spec.md §7, docs/embed-contract.md §4): browser navigations, not API calls,
 * so plain GETs under siteBase that answer a small readable page, or 404.
 * - `{siteBase}/download-ticket/{email}/{ticket code}`: the holder's address
 *   and a ticket whose `allow_download` holds now;
 * - `{siteBase}/download-invoice/{order code}/{checksum}`: an order with an invoice.
 */

const escape = (text: unknown): string =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const euro = (amount: number): string => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);

const param = (value: string | readonly string[] | undefined): string => {
  const text = typeof value === 'string' ? value : '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function page(title: string, rows: Array<[string, string]>, note: string): Response {
  const list = rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('');
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body style="font-family:sans-serif;color:#1a1a1a;max-width:40rem;margin:2rem auto"><h1>${escape(title)}</h1><dl>${list}</dl><p>${escape(note)}</p></body></html>`,
  );
}

const notFound = (what: string): Response => HttpResponse.text(`${what} could not be found, or cannot be downloaded.`, { status: 404 });

function ticketPage(db: DemoDb, email: string, code: string): Response {
  for (const order of db.state.orders) {
    const ticket = order.tickets.find((t) => t.code === code && (t.email ?? '').toLowerCase() === email.toLowerCase());
    if (!ticket) continue;
    const view = ticketView(db, order, ticket);
    if (!view.allow_download) break;
    return page(
      `Ticket ${ticket.code}`,
      [
        ['Holder', ticket.full_name ?? ''],
        ['Ticket', ticket.product.name],
        ['Event', ticket.event_name ?? ''],
        ...(ticket.travel_time ? ([['Travel time', ticket.travel_time]] as Array<[string, string]>) : []),
        ['Order', order.code],
      ],
      'Demo ticket: a real host would send a PDF with a scannable code.',
    );
  }
  return notFound('This ticket');
}

function invoicePage(order: DemoOrder | undefined, checksum: string): Response {
  if (!order || order.checksum !== checksum || !order.has_invoice) return notFound('This invoice');
  const lines = [
    ...order.tickets.map((t) => ({ ...t, name: t.product.name })),
    ...order.merchandisePurchases.map((m) => ({ ...m, name: m.merchandise.name })),
  ];
  return page(
    `Invoice for order ${order.code}`,
    [
      ...lines.map((l): [string, string] => [l.name, euro(major(linesCents([l])))]),
      ['Shipping', euro(order.shipping_amount)],
      ['Discount', euro(order.discount_amount ?? 0)],
      ['Total', euro(order.total_price)],
      ['Paid', euro(major(cents(order.total_paid)))],
    ],
    'Demo invoice: prices include taxes and booking fees.',
  );
}

export function downloadHandlers(db: DemoDb, siteBase: string) {
  const base = siteBase.replace(/\/+$/, '');
  return [
    http.get(`${base}/download-ticket/:email/:code`, ({ params }) => {
      db.load();
      return ticketPage(db, param(params.email), param(params.code));
    }),
    http.get(`${base}/download-invoice/:order/:checksum`, ({ params }) => {
      db.load();
      const code = param(params.order);
      return invoicePage(
        db.state.orders.find((o) => o.code === code),
        param(params.checksum),
      );
    }),
  ];
}
