import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import type { DemoBackend } from '../demo/backend/index';
import { DEMO_EMAIL } from '../demo/backend/seed';
import { shopData } from '../src/stores/shop-data';
import { overrideHandlers, startBackend } from './helpers/backend';
import { mountShop, typeInto, type MountedShop } from './helpers/shop';
import { allParts, englishShown, frame, germanConfig, modals, visit } from './helpers/translation';

/**
 * Issue 13 point 2, the shop's states rather than its screens, with
 * demo/config.de.json: a config that cannot start, a closed shop, data that
 * could not be loaded, and the toasts of logging in and out.
 */
describe('no English fixed text in the shop states (German config)', () => {
  let shop: MountedShop | null = null;
  let backend: DemoBackend;
  const problems: string[] = [];
  const check = (where: string) => problems.push(...englishShown(where, backend));

  beforeEach(async () => {
    problems.length = 0;
    backend = await startBackend();
  });
  afterEach(async () => {
    await waitFor(() => expect(shopData.status).not.to.equal('loading'));
    shop?.cleanup();
    shop = null;
  });

  it('a config that cannot start says so in its own language', async () => {
    const config = germanConfig();
    delete (config as Partial<typeof config>).currency;
    shop = await mountShop({ config, parts: ['view'], settle: false });
    const box = shop.placeholders[0].shadowRoot!.querySelector('[role="alert"]');
    expect(box?.textContent).to.equal('Der Shop konnte nicht starten, weil seine Konfiguration unvollständig ist.');
    check('invalid config');
    expect(problems).to.deep.equal([]);
  });

  it('a closed shop, and data that could not be loaded', async () => {
    shop = await mountShop({ config: { ...germanConfig(), shopActive: false }, parts: [...allParts], hash: '#/tickets' });
    await within(shop.part('view')).findByText('Der Shop öffnet bald');
    check('closed shop');
    shop.cleanup();
    overrideHandlers(http.post('/api/get-data', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/tickets' });
    await within(shop.part('view')).findByText('Der Shop konnte nicht geladen werden.');
    check('data not loaded');
    expect(problems).to.deep.equal([]);
  });

  it('logging in and out: the toasts and the confirmation', async () => {
    shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/login' });
    const view = within(shop.part('view'));
    await visit(shop, '/login', 'Passwort vergessen?');
    typeInto(view.getByLabelText(/^E-Mail/), DEMO_EMAIL);
    typeInto(view.getByLabelText(/^Passwort/), 'falsch');
    await frame();
    view.getByRole('button', { name: 'Anmelden' }).click();
    await within(shop.overlay()).findByText('Anmeldung fehlgeschlagen.');
    check('login failed');
    typeInto(view.getByLabelText(/^Passwort/), 'festival2026');
    view.getByRole('button', { name: 'Anmelden' }).click();
    await within(shop.overlay()).findByText('Anmeldung erfolgreich.');
    check('logged in');
    (await within(shop.part('side')).findByRole('button', { name: 'Abmelden' })).click();
    within(await modals(shop).findByRole('dialog', { name: 'Abmelden' })).getByRole('button', { name: 'Abmelden' }).click();
    await within(shop.overlay()).findByText('Sie wurden abgemeldet.');
    check('logged out');
    expect(problems).to.deep.equal([]);
  });
});
