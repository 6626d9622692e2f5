import { expect } from '@open-wc/testing';
import { startBackend } from './helpers/backend';

/** The demo backend keeps to the contract's envelope and the spec's rules. */
async function post(
  action: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' },
) {
  const res = await fetch(`/api/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('demo backend', () => {
  it('rejects a call without X-Requested-With, without token, or with a body that is not JSON', async () => {
    await startBackend();
    expect((await post('get-data', { token: null }, {})).status).to.equal(400);
    expect((await post('get-data', {})).body.message).to.contain('token');
    const res = await fetch('/api/get-data', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: 'nope' });
    expect(res.status).to.equal(400);
  });

  it('gives stock held by an expired cart back before answering /get-data', async () => {
    let now = Date.parse('2027-01-01T12:00:00Z');
    await startBackend({ clock: { now: () => now } });
    const stock = async () => {
      const { body } = await post('get-data', { token: null });
      const data = body.data as { merchandise: Array<{ external_code: string; stock_level: number | null }> };
      return data.merchandise.find((m) => m.external_code === 'BOTTLE')!.stock_level;
    };
    const before = await stock();
    const added = await post('add-merchandise-to-cart', { token: null, cart: null, external_code: 'BOTTLE' });
    expect(added.status).to.equal(200);
    expect(await stock()).to.equal(before! - 1);
    now += 16 * 60_000;
    expect(await stock()).to.equal(before);
  });
});
