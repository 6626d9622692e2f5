import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { startAsDemo, TOKEN } from './helpers/api';
import { seedCart } from './helpers/cart';
import { mountShop, typeInto } from './helpers/shop';
import { allParts, frame, germanConfig, modals, translationScene, visit } from './helpers/translation';

/**
 * The whole shop translated through `texts` (docs/embed-contract.md §3), the
 * customer's screens: with demo/config.de.json and the demo customer logged in,
 * no English fixed text is left on the account, checkout, portal, order, ticket
 * edit and refund screens, nor in their dialogs.
 */
describe('no English fixed text on the customer screens (German config)', () => {
  const scene = translationScene(async () => {
    const started = await startAsDemo();
    localStorage.setItem('token', TOKEN);
    return started;
  });
  const { problems, check } = scene;
  const view = () => within(scene.shop!.part('view'));
  const dialog = async (name: string) => within(await modals(scene.shop!).findByRole('dialog', { name }));
  const closeDialog = async () => {
    (await modals(scene.shop!).findByRole('button', { name: 'Schließen' })).click();
    await waitFor(() => expect(modals(scene.shop!).queryByRole('dialog')).to.equal(null));
  };

  const open = async (hash: string) => {
    scene.shop = await mountShop({ config: germanConfig(), parts: [...allParts], hash });
    return scene.shop;
  };

  it('account, checkout with merchandise, and the logout confirmation', async () => {
    seedCart(scene.backend, [{ code: 'WEEKEND', holder: 'Anna Lehmann' }, { code: 'TEE-2027' }]);
    await open('#/account');
    await visit(scene.shop!, '/account', 'Einstellungen speichern');
    view().getByRole('button', { name: 'Einstellungen speichern' }).click();
    await view().findByText('Bitte geben Sie Ihr aktuelles Passwort ein.');
    check('account');
    await visit(scene.shop!, '/checkout', 'Lieferadresse');
    await view().findByText('Zahlungsart: Kreditkarte');
    // By card the action says what it does, in German too, once the amount is known.
    const submit = await view().findByRole('button', { name: /^Jetzt \d+,\d\d\s€ bezahlen$/ });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).to.equal(false));
    submit.click();
    await view().findByText(/^Bitte (füllen Sie folgende Felder aus|akzeptieren Sie die AGB)/);
    check('checkout');
    view().getByRole('button', { name: 'Einlösen' }).click();
    await view().findByText('Bitte geben Sie einen Gutscheincode ein.');
    check('checkout, voucher');
    within(scene.shop!.part('side')).getByRole('button', { name: 'Abmelden' }).click();
    const confirm = await dialog('Abmelden');
    check('logout confirmation');
    confirm.getByRole('button', { name: 'Abbrechen' }).click();
    expect(problems).to.deep.equal([]);
  });

  it('the portal, orders in every state, the confirmation and the travel time dialog', async () => {
    await open('#/portal');
    await visit(scene.shop!, '/portal', 'Ihre Erstattungen');
    check('portal');
    const orders: Array<[string, string]> = [
      ['PAIDCARD', 'Rechnung herunterladen'],
      ['BANKWAIT', 'Zahlung erwartet'],
      ['BANKPART', 'Teilweise bezahlt'],
      ['PENDCARD', 'Zahlung ausstehend'],
      ['PROBLEM1', 'Zahlungsproblem'],
      ['CANCELD1', 'Zahlung storniert'],
      ['ABANDON1', 'Zahlung abgebrochen'],
      ['STAFFTCS', 'Sie müssen die AGB'],
      ['VOUCHER1', 'GIFT-25'],
      ['REFUNDED', 'Erstattet'],
      ['MERCHREF', 'Fanartikel'],
      ['PLANOVER', 'Raten der Ratenzahlung'],
      ['PLANREFD', 'Erstattung'],
    ];
    for (const [code, text] of orders) {
      await visit(scene.shop!, `/portal/orders/${code}`, text);
      check(`order ${code}`);
    }
    await visit(scene.shop!, '/portal/orders/PLANDUE1/confirmation', 'Fällig');
    check('order confirmation');
    await visit(scene.shop!, '/portal/orders/PAIDCARD', 'Zeit wählen');
    view().getByRole('button', { name: 'Zeit wählen für Ticket TKSHUTL1' }).click();
    await dialog('Zeit wählen');
    await frame();
    check('travel time dialog');
    await closeDialog();
    expect(problems).to.deep.equal([]);
  });

  it('ticket edit: details, its messages, the confirm step, and a recently edited ticket', async () => {
    await open('#/portal');
    await visit(scene.shop!, '/portal/orders/PAIDCARD/manage-ticket/TKLIMIT2', 'Verbleibende Namensänderungen: 2');
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByText('Bitte ändern Sie die Angaben zum Ticket.');
    check('ticket edit, nothing changed');
    typeInto(view().getByLabelText(/^Vollständiger Name/), ' ');
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByText(/^Bitte füllen Sie folgende Felder aus/);
    check('ticket edit, a field missing');
    typeInto(view().getByLabelText(/^Vollständiger Name/), 'Alexandra Rivera');
    typeInto(view().getByLabelText(/^E-Mail/), 'alexandra@example.de');
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByText('Bitte prüfen Sie die neuen Angaben zu Ticket TKLIMIT2.');
    check('ticket edit, confirm');
    await visit(scene.shop!, '/portal/orders/PAIDCARD/manage-ticket/TKRECENT', 'vor Kurzem bearbeitet');
    check('recently edited ticket');
    await visit(scene.shop!, '/portal/orders/PAIDCARD/manage-ticket/TKFULL01', 'unbegrenzt');
    check('ticket edit, unlimited');
    expect(problems).to.deep.equal([]);
  });

  it('the refund wizard, its three steps and messages, and the refund pages with the cancel confirmation', async () => {
    await open('#/portal');
    await visit(scene.shop!, '/portal/orders/PAIDCARD/request-refund', 'Schritt 1 von 3');
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByText('Bitte wählen Sie mindestens einen Artikel.');
    view()
      .getByRole('checkbox', { name: /^Weekend ticket.*Dana Demo/ })
      .click();
    await view().findByText('Tickets und Fanartikel können nicht in einem Antrag erstattet werden.');
    check('refund, select step');
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByRole('heading', { level: 2, name: /Bankverbindung$/ });
    await frame();
    await frame();
    view().getByRole('button', { name: 'Weiter' }).click();
    await view().findByText(/^Bitte füllen Sie folgende Felder aus/);
    check('refund, bank step');
    typeInto(view().getByLabelText(/^Name der Bank/), 'Allied Irish Banks');
    typeInto(view().getByLabelText(/^BIC\/SWIFT-Code/), 'AIBK');
    typeInto(view().getByLabelText(/^IBAN/), 'IE00 AIBK 9311 5212 3456 78');
    view().getByRole('button', { name: 'Weiter' }).click();
    // Advice, not a stop: the confirm step shows it beside the details.
    await view().findByRole('heading', { level: 2, name: /Antrag bestätigen$/ });
    await view().findByText(/BIC\/SWIFT-Code scheint nicht zu stimmen/);
    check('refund, confirm step');
    // Through the portal: the wizard keeps its step while only the order in its path changes.
    await visit(scene.shop!, '/portal', 'Ihre Erstattungen');
    await visit(scene.shop!, '/portal/orders/LOCKED01/request-refund', 'Für diese Bestellung kann nichts erstattet werden.');
    check('refund, nothing refundable');
    await visit(scene.shop!, '/portal', 'Ihre Erstattungen');
    await visit(scene.shop!, '/portal/orders/PLANDUE1/request-refund', 'nur als Ganzes erstattet');
    check('refund, payment plan');
    await visit(scene.shop!, '/portal/refunds/701', 'Abgeschlossen');
    check('refund 701');
    await visit(scene.shop!, '/portal/refunds/703', 'In Bearbeitung');
    check('refund 703');
    await visit(scene.shop!, '/portal/refunds/702', 'Erstattung zurückziehen');
    view().getByRole('button', { name: 'Erstattung zurückziehen' }).click();
    const confirm = await dialog('Erstattung 702 zurückziehen?');
    check('refund 702, cancel confirmation');
    confirm.getByRole('button', { name: 'Antrag behalten' }).click();
    expect(problems).to.deep.equal([]);
  });
});
