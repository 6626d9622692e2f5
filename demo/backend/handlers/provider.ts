import type { DemoDb } from '../db';
import { action, fail, isReply, ok, str, type BackendOptions, type Reply } from '../http';
import type { ProviderSession } from '../model';
import { major } from '../money';
import { completeSession } from '../payments';

/**
 * DEMO ONLY, NOT PART OF THE CONTRACT. The fake card provider page
 * (demo/provider.html) talks to these three actions; a real host's payment
 * provider would call the host back instead. They take a session id that a
 * payment instruction put in the provider page's URL.
 */

function sessionOf(db: DemoDb, id: unknown): ProviderSession | Reply {
  return db.state.providerSessions[str(id)] ?? fail(404, 'This payment session could not be found.');
}

const orderCode = (db: DemoDb, session: ProviderSession): string =>
  db.state.orders.find((o) => String(o.id) === String(session.order_id))?.code ?? '';

export function providerHandlers(db: DemoDb, options: BackendOptions) {
  return [
    action(db, options, 'demo-provider-session', ({ body }) => {
      const session = sessionOf(db, body.session);
      if (isReply(session)) return session;
      return ok({
        session: {
          id: session.id,
          order: orderCode(db, session),
          reference: session.reference,
          amount: major(session.amount_cents),
          status: session.status,
        },
      });
    }),

    action(db, options, 'demo-provider-complete', ({ body }) => {
      const session = sessionOf(db, body.session);
      if (isReply(session)) return session;
      const order = completeSession(db, session);
      return isReply(order) ? order : ok({ order: order.code });
    }),

    action(db, options, 'demo-provider-cancel', ({ body }) => {
      const session = sessionOf(db, body.session);
      if (isReply(session)) return session;
      if (session.status === 'open') session.status = 'cancelled';
      return ok({ order: orderCode(db, session) });
    }),
  ];
}
