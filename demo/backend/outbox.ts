import type { DemoDb, DemoEmail } from './db';

/**
 * The demo host's outbox: the e-mails the simulated backend would have sent
 * (a new customer's password, a reset link, tickets, order and refund mails),
 * listed on the demo page so a visitor can finish a registration or a password
 * reset without a mail server. Part of the demo host, not of the shop.
 */
const KIND: Record<DemoEmail['kind'], string> = {
  password: 'Your new account: password',
  reset: 'Reset your password',
  tickets: 'Your tickets',
  order: 'Your order',
  refund: 'Your refund request',
};

function item(email: DemoEmail): HTMLLIElement {
  const li = document.createElement('li');
  const head = document.createElement('strong');
  head.textContent = `${KIND[email.kind] ?? email.kind} — to ${email.to}`;
  li.append(head, document.createElement('br'));
  if (email.kind === 'password' && email.password) {
    li.append(`Password: `);
    const code = document.createElement('code');
    code.textContent = email.password;
    li.append(code);
  } else if (email.kind === 'reset' && email.token) {
    const link = document.createElement('a');
    link.href = `#/reset-password/${encodeURIComponent(email.to)}/${encodeURIComponent(email.token)}`;
    link.textContent = 'Open the reset link (valid for 15 minutes)';
    li.append(link);
  } else {
    li.append(email.about ? `About ${email.about}` : 'Sent');
  }
  return li;
}

/** Fill `#demo-outbox` (a <details>) and keep it current while it is open. */
export function showOutbox(db: DemoDb): void {
  const box = document.getElementById('demo-outbox');
  if (!(box instanceof HTMLDetailsElement)) return;
  const summary = box.querySelector('summary');
  const list = box.querySelector('ol');
  if (!summary || !list) return;
  const render = () => {
    db.load();
    const emails = [...db.state.emails].reverse();
    summary.textContent = `E-mails the demo backend sent (${emails.length})`;
    list.replaceChildren(...emails.map(item));
  };
  render();
  box.addEventListener('toggle', render);
  setInterval(() => box.open && render(), 1500);
}
