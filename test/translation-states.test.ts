import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { DEMO_EMAIL } from '../demo/backend/seed';
import { overrideHandlers, startBackend } from './helpers/backend';
import { mountShop, typeInto } from './helpers/shop';
import { allParts, frame, germanConfig, modals, translationScene, visit } from './helpers/translation';

/**
 * The whole shop translated through `texts` (docs/embed-contract.md §3), the
 * shop's states rather than its screens, with demo/config.de.json: a config
 * that cannot start, a closed shop, data that could not be loaded, and the
 * toasts of logging in and out.
 */
describe('no English fixed text in the shop states (German config)', () => {
  const scene = translationScene(startBackend);
  const { problems, check } = scene;

  it('a config that cannot start says so in its own language', async () => {
    const config = germanConfig();
    delete (config as Partial<typeof config>).currency;
    scene.shop = await mountShop({ config, parts: ['view'], settle: false });
    const box = scene.shop.placeholders[0].shadowRoot!.querySelector('[role="alert"]');
    expect(box?.textContent).to.equal('Der Shop konnte nicht starten, weil seine Konfiguration unvollständig ist.');
    check('invalid config');
    expect(problems).to.deep.equal([]);
  });

  it('a closed shop, and data that could not be loaded', async () => {
    scene.shop = await mountShop({ config: { ...germanConfig(), shopActive: false }, parts: [...allParts], hash: '#/tickets' });
    await within(scene.shop.part('view')).findByText('Der Shop öffnet bald');
    check('closed shop');
    scene.shop.cleanup();
    overrideHandlers(http.post('/api/get-data', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/tickets' });
    await within(scene.shop.part('view')).findByText('Der Shop konnte nicht geladen werden.');
    check('data not loaded');
    expect(problems).to.deep.equal([]);
  });

  it('logging in and out: the toasts and the confirmation', async () => {
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/login' });
    const view = within(scene.shop.part('view'));
    await visit(scene.shop, '/login', 'Passwort vergessen?');
    typeInto(view.getByLabelText(/^E-Mail/), DEMO_EMAIL);
    typeInto(view.getByLabelText(/^Passwort/), 'falsch');
    await frame();
    view.getByRole('button', { name: 'Anmelden' }).click();
    await within(scene.shop.overlay()).findByText('Anmeldung fehlgeschlagen.');
    check('login failed');
    typeInto(view.getByLabelText(/^Passwort/), 'festival2026');
    view.getByRole('button', { name: 'Anmelden' }).click();
    await within(scene.shop.overlay()).findByText('Anmeldung erfolgreich.');
    check('logged in');
    (await within(scene.shop.part('side')).findByRole('button', { name: 'Abmelden' })).click();
    within(await modals(scene.shop).findByRole('dialog', { name: 'Abmelden' }))
      .getByRole('button', { name: 'Abmelden' })
      .click();
    await within(scene.shop.overlay()).findByText('Sie wurden abgemeldet.');
    check('logged out');
    expect(problems).to.deep.equal([]);
  });
});
