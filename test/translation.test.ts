import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import english from '../demo/config.json';
import { parseConfig } from '../src/config/schema';
import type { EventShopConfig } from '../src/config/types';
import { englishTexts as defaultTexts } from '../src/i18n/en';
import { startBackend } from './helpers/backend';
import { choose, mountShop, typeInto } from './helpers/shop';
import { allParts, englishShown, frame, germanConfig, modals, translationScene, visit } from './helpers/translation';

/**
 * demo/config.de.json translates every fixed text through `texts`
 * (docs/embed-contract.md §3), and no English fixed text is left on the
 * visitor's screens (the customer's are in translation-portal.test.ts).
 */

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the German demo config (demo/config.de.json with the shipped texts, src/i18n/de.json)', () => {
  it('is a valid config in German, with a translation of every text key', () => {
    const config = germanConfig();
    const parsed = parseConfig(config);
    expect(parsed.ok, JSON.stringify(parsed)).to.equal(true);
    expect(config.locale).to.equal('de-DE');
    const texts = config.texts ?? {};
    const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
    const missing = Object.entries(defaultTexts)
      .filter(([key, en]) => {
        const de = texts[key];
        return typeof en === 'string'
          ? !filled(de)
          : typeof de !== 'object' || !Object.keys(en).every((category) => filled(de[category as 'other']));
      })
      .map(([key]) => key);
    expect(missing, 'text keys without a German text').to.deep.equal([]);
  });

  it('keeps every placeholder of the English text in its translation', () => {
    const texts = germanConfig().texts ?? {};
    const own = english.texts as Record<string, string>;
    for (const [key, en] of Object.entries(defaultTexts)) {
      const de = texts[key] ?? '';
      if (typeof en === 'string') expect(placeholders(typeof de === 'string' ? de : ''), key).to.deep.equal(placeholders(own[key] ?? en));
      // Plural forms: each of the English forms has its German form, with the same placeholders.
      else
        for (const [category, form] of Object.entries(en)) {
          const translated = typeof de === 'object' ? de[category as 'other'] : undefined;
          expect(placeholders(translated ?? ''), `${key}.${category}`).to.deep.equal(placeholders(form));
        }
    }
  });

  it('differs from the English except for the words German shares (so the screen checks below mean something)', () => {
    const texts = germanConfig().texts ?? {};
    const same = Object.entries(defaultTexts)
      .filter(([key, en]) => en !== '' && texts[key] === en)
      .map(([key]) => key);
    const shared = [
      'ticketsHeading',
      'title.tickets',
      'nav.tickets',
      'home.ticketsCardTitle',
      'portal.ticketCount',
      'portal.ticketsCaption',
      'refund.tickets',
      'refund.bankIban',
      'shop.timeLeft',
    ];
    const brands = ['social.facebook', 'social.soundcloud', 'social.instagram', 'social.youtube'];
    expect(same).to.have.members([...shared, ...brands]);
  });
});

describe('no English fixed text on the visitor screens (German config)', () => {
  const scene = translationScene(startBackend);
  const { problems, check } = scene;
  const view = () => within(scene.shop!.part('view'));
  const dialog = async (name: string) => within(await modals(scene.shop!).findByRole('dialog', { name }));

  it('finds English: the same check on the English demo config reports its texts (so it can fail)', async () => {
    scene.shop = await mountShop({ config: JSON.parse(JSON.stringify(english)) as EventShopConfig, parts: [...allParts], hash: '#/' });
    await waitFor(() => expect(scene.shop!.part('view').textContent).to.include('Buy tickets'));
    const found = englishShown('English home', scene.backend);
    for (const text of ['Buy tickets', 'Useful Links', 'Shop navigation', 'Notifications', 'Ireland']) {
      expect(
        found.some((p) => p.includes(`"${text}"`)),
        text,
      ).to.equal(true);
    }
  });

  it('home, listings, product pages, personalise, the cart and its remove confirmation', async () => {
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/' });
    await visit(scene.shop, '/', 'Tickets kaufen');
    check('home');
    await visit(scene.shop, '/tickets', 'Weekend ticket');
    check('tickets');
    await visit(scene.shop, '/merchandise', 'Festival T-shirt 2027');
    check('merchandise');
    (await view().findByRole('checkbox', { name: 'Ausverkaufte Artikel einbeziehen' })).click();
    await view().findAllByText('Ausverkauft');
    check('merchandise with sold-out items');
    await visit(scene.shop, '/merchandise/HOODIE', 'Hoodie');
    check('sold-out product');
    await visit(scene.shop, '/tickets/WEEKEND-PLAN', 'Anzahlung');
    check('payment-plan product');
    await visit(scene.shop, '/tickets/SHUTTLE-DUB', 'Verfügbare Abfahrtszeiten');
    check('transport product');
    view().getByRole('button', { name: 'In den Warenkorb' }).click();
    await dialog('Ticket personalisieren');
    await frame();
    check('personalise a shuttle ticket');
    (await modals(scene.shop).findByRole('button', { name: 'Schließen' })).click();
    await waitFor(() => expect(modals(scene.shop!).queryByRole('dialog')).to.equal(null));

    await visit(scene.shop, '/tickets/WEEKEND', 'In den Warenkorb');
    check('product');
    view().getByRole('button', { name: 'In den Warenkorb' }).click();
    const d = await dialog('Ticket personalisieren');
    await frame();
    d.getByRole('button', { name: 'In den Warenkorb' }).click();
    await d.findByText(germanConfig().texts!['personalise.fullNameRequired'] as string);
    check('personalise with an error');
    typeInto(d.getByLabelText(/^Vollständiger Name/), 'Anna Lehmann');
    typeInto(d.getByLabelText(/^E-Mail/), 'anna@example.de');
    choose(d.getByLabelText(/^Altersgruppe/), '25-34');
    d.getByRole('button', { name: 'In den Warenkorb' }).click();
    await within(scene.shop.overlay()).findByText('Artikel in den Warenkorb gelegt.');
    await within(scene.shop.part('side')).findByRole('button', { name: /entfernen$/ });
    check('cart with an item, and the toast');

    within(scene.shop.part('side'))
      .getByRole('button', { name: /entfernen$/ })
      .click();
    const confirm = await dialog('Artikel entfernen');
    check('remove confirmation');
    confirm.getByRole('button', { name: 'Abbrechen' }).click();
    within(scene.shop.part('side'))
      .getByRole('button', { name: /personalisieren$/ })
      .click();
    await dialog('Ticket personalisieren');
    await frame();
    check('personalise a cart item');
    expect(problems).to.deep.equal([]);
  });

  it('login, register, forgotten password, resend tickets and password reset', async () => {
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/login' });
    const submit = async (name: string, message: string) => {
      view().getByRole('button', { name }).click();
      await view().findByText(message);
    };
    await visit(scene.shop, '/login', 'Passwort vergessen?');
    await submit('Anmelden', 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.');
    check('login');
    await visit(scene.shop, '/register', 'Vollständiger Name');
    await submit('Registrieren', 'Bitte geben Sie Ihren vollständigen Namen und Ihre E-Mail-Adresse ein.');
    check('register');
    await visit(scene.shop, '/forgot-password', 'Link zum Zurücksetzen senden');
    await submit('Link zum Zurücksetzen senden', 'Bitte geben Sie Ihre E-Mail-Adresse ein.');
    check('forgot password');
    await visit(scene.shop, '/resend-tickets', 'Tickets senden');
    await submit('Tickets senden', 'Bitte geben Sie Ihre E-Mail-Adresse ein.');
    check('resend tickets');
    await visit(scene.shop, '/reset-password/demo%40festival.example/not-a-token', 'Neues Passwort');
    await submit('Passwort zurücksetzen', 'Bitte geben Sie Ihr neues Passwort ein.');
    check('reset password');
    typeInto(view().getByLabelText(/^Neues Passwort/), 'neues-geheimnis-1');
    typeInto(view().getByLabelText(/^Passwort bestätigen/), 'neues-geheimnis-1');
    await submit('Passwort zurücksetzen', 'Ungültiger Code');
    check('reset password with a wrong code');
    expect(problems).to.deep.equal([]);
  });

  it('static pages, the ambassadors page, the accept-terms and instalment links', async () => {
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash: '#/' });
    const pages: Array<[string, string]> = [
      ['/security-statement', 'Kartenzahlungen'],
      ['/terms-conditions', 'Tickets sind personalisiert.'],
      ['/cookie-policy', 'notwendige Cookies'],
      ['/privacy-policy', 'Ihre Daten'],
      ['/faqs', 'Wann öffnen die Tore?'],
      ['/botschafter', 'Freikarten'],
    ];
    for (const [path, text] of pages) {
      await visit(scene.shop, path, text);
      check(path);
    }
    await visit(scene.shop, '/accept-tcs/STAFFBNK/0000000000000000', 'Dieser Link ist abgelaufen.');
    check('expired terms link');
    await visit(scene.shop, '/accept-tcs/STAFFTCS/6668bef0b0378633', 'Ich akzeptiere die AGB');
    view().getByRole('button', { name: 'AGB akzeptieren' }).click();
    await view().findByText('Bitte akzeptieren Sie die AGB.');
    check('accept terms');
    view().getByRole('button', { name: 'AGB lesen' }).click();
    await dialog('Allgemeine Geschäftsbedingungen');
    check('terms dialog');
    (await modals(scene.shop).findByRole('button', { name: 'Schließen' })).click();
    await visit(scene.shop, '/payment-plan-payment/PLANDUE1/46f0ac46b6c1eca3/PLANDUE1-2', 'Jetzt bezahlen');
    view().getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await view().findByText('Bitte akzeptieren Sie die AGB.');
    check('instalment link');
    await visit(scene.shop, '/payment-plan-payment/PLANMAXD/36a1bf31b8e00022/PLANMAXD-2', 'Bitte kontaktieren Sie uns umgehend');
    check('instalment link, attempts used');
    await visit(scene.shop, '/payment-plan-payment/PLANREFD/a2fe658445d4b367/PLANREFD-2', 'aktiver Erstattungsantrag');
    check('instalment link, refund requested');
    expect(problems).to.deep.equal([]);
  });
});
