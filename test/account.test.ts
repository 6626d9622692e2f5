import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { http, HttpResponse } from 'msw';
import { hashPassword } from '../demo/backend/db';
import type { DemoBackend } from '../demo/backend/index';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/backend/seed';
import { loadData } from '../src/stores/session';
import { receiveData } from '../src/stores/shop-data';
import { shopData } from '../src/stores/shop-data';
import { deepActiveElement } from '../src/ui/focus';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { choose, mountShop, typeInto, type MountedShop } from './helpers/shop';

/** react-final-form registers its fields one frame after they render. */
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

/** Compare by identity: a failing chai diff of two preact-owned elements never ends. */
function expectFocus(el: Element | null): void {
  const active = deepActiveElement();
  expect(active === el, `focus is on ${active?.outerHTML.slice(0, 80)}, not ${el?.outerHTML.slice(0, 80)}`).to.equal(true);
}

let shop: MountedShop | null = null;
afterEach(async () => {
  await waitFor(() => expect(shopData.status).not.to.equal('loading'));
  shop?.cleanup();
  shop = null;
});

async function openAccount(backend: DemoBackend) {
  backend.db.state.sessions['tok-demo'] = 1;
  window.localStorage.setItem('token', 'tok-demo');
  shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/account' });
  await view().findByRole('heading', { level: 1, name: 'Account' });
  await frame();
  await frame();
}

const view = () => within(shop!.part('view'));
const field = (label: string | RegExp) => view().getByLabelText(label) as HTMLInputElement;
const update = () => view().getByRole('button', { name: 'Update Settings' }).click();
const alerts = () =>
  view()
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('account view (docs/spec.md §2 Account view, §5 Account update, §7, §8)', () => {
  it('shows the fields filled from the customer, required address lines marked, and passes the audit', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    expect(field(/Current password/)).to.have.property('type', 'password');
    expect(field(/Current password/).value).to.equal('');
    expect(field(/Full name/).value).to.equal('Dana Demo');
    expect(field(/Email/).value).to.equal(DEMO_EMAIL);
    expect(field('New password').value).to.equal('');
    expect(field('Confirm password').value).to.equal('');
    expect(view().getByText('Use at least 8 characters.')).to.exist;
    // The configured address lines, in order, required ones marked.
    const lines = [
      ['Address line 1', '1 Festival Lane', true],
      ['Address line 2', '', false],
      ['Town / City', 'Dublin', true],
      ['Postcode', 'D02 X285', false],
    ] as const;
    for (const [label, value, required] of lines) {
      const input = field(new RegExp(`^${label.replace('/', '\\/')}`));
      expect(input.value, label).to.equal(value);
      expect(input.getAttribute('aria-required'), label).to.equal(required ? 'true' : null);
      expect(input.closest('.es-field')!.querySelector('.es-required') !== null, label).to.equal(required);
    }
    expect((view().getByLabelText('Country') as HTMLSelectElement).value).to.equal('IE');
    expect(view().getByRole('button', { name: 'Logout' })).to.exist;
    await expect(shop!.part('view')).to.be.accessible();
  });

  it('checks the five rules in the spec order before any call', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Full name/), '');
    typeInto(field(/Email/), '');
    typeInto(field('New password'), 'abcdefgh');
    typeInto(field('Confirm password'), 'different');
    const steps: Array<[string, () => void, Element]> = [
      ['Please enter your current password.', () => typeInto(field(/Current password/), DEMO_PASSWORD), field(/Current password/)],
      ['Please enter your full name.', () => typeInto(field(/Full name/), 'Dana Renamed'), field(/Full name/)],
      ['Please enter your email address.', () => typeInto(field(/Email/), 'dana@'), field(/Email/)],
      ['Please enter a valid email address.', () => typeInto(field(/Email/), 'dana@festival.example'), field(/Email/)],
      ['Password and confirmation do not match.', () => typeInto(field('Confirm password'), 'abcdefgh'), field('Confirm password')],
    ];
    for (const [message, fix, input] of steps) {
      update();
      await waitFor(() => expect(alerts()).to.deep.equal([message]));
      expectFocus(input);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(callsOf(backend, 'update-settings')).to.have.length(0);
      fix();
    }
    await expect(shop!.part('view')).to.be.accessible();
    update();
    expect(await within(shop!.overlay()).findByText('Account settings updated.')).to.exist;
  });

  it('sends /update-settings, toasts, takes the new data and clears the password fields', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Current password/), DEMO_PASSWORD);
    typeInto(field(/Full name/), 'Dana Renamed');
    typeInto(field(/Email/), 'dana@festival.example');
    typeInto(field('New password'), 'brand-new-pass');
    typeInto(field('Confirm password'), 'brand-new-pass');
    typeInto(field(/^Town/), 'Cork');
    choose(view().getByLabelText('Country'), 'NL');
    update();
    expect(await within(shop!.overlay()).findByText('Account settings updated.')).to.exist;
    const sent = callsOf(backend, 'update-settings')[0].body;
    expect(sent).to.deep.include({
      token: 'tok-demo',
      old_password: DEMO_PASSWORD,
      new_password: 'brand-new-pass',
      full_name: 'Dana Renamed',
      email: 'dana@festival.example',
      country: 'NL',
    });
    expect(sent.address).to.deep.equal({ address_1: '1 Festival Lane', address_2: '', city: 'Cork', postcode: 'D02 X285' });
    await waitFor(() => expect(field(/Current password/).value).to.equal(''));
    expect(field('New password').value).to.equal('');
    expect(field(/Full name/).value).to.equal('Dana Renamed');
    expect(await within(shop!.part('side')).findByText('Dana Renamed')).to.exist;
    const customer = backend.db.customerByEmail('dana@festival.example')!;
    expect(await hashPassword(customer.salt, 'brand-new-pass')).to.equal(customer.password_hash);
    expect(customer.address.city).to.equal('Cork');
  });

  it('without a new password sends null and keeps the old one', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Current password/), DEMO_PASSWORD);
    update();
    await within(shop!.overlay()).findByText('Account settings updated.');
    expect(callsOf(backend, 'update-settings')[0].body.new_password).to.equal(null);
    // Nothing else changed, yet the saved form starts over: the password is cleared.
    await waitFor(() => expect(field(/Current password/).value).to.equal(''));
    const customer = backend.db.customerByEmail(DEMO_EMAIL)!;
    expect(await hashPassword(customer.salt, DEMO_PASSWORD)).to.equal(customer.password_hash);
  });

  it('a wrong current password: the server error shows as the form error and nothing typed is lost', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Current password/), 'not-my-password');
    typeInto(field(/Full name/), 'Dana Typed');
    typeInto(field('New password'), 'another-pass');
    typeInto(field('Confirm password'), 'another-pass');
    typeInto(field(/^Postcode/), 'T12 ABC');
    update();
    expect(await view().findByText('The current password is incorrect.')).to.exist;
    expect(within(shop!.overlay()).queryByText('Account settings updated.')).to.equal(null);
    expect(field(/Current password/).value).to.equal('not-my-password');
    expect(field(/Full name/).value).to.equal('Dana Typed');
    expect(field('New password').value).to.equal('another-pass');
    expect(field('Confirm password').value).to.equal('another-pass');
    expect(field(/^Postcode/).value).to.equal('T12 ABC');
    expect(backend.db.customerByEmail(DEMO_EMAIL)!.full_name).to.equal('Dana Demo');
    // Still logged in: a 422 is not a 401.
    expect(window.localStorage.getItem('token')).to.equal('tok-demo');
  });

  it('new shop data arriving (a cart edit, another tab, a retry) keeps what is being typed', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Current password/), 'half-typed-pass');
    typeInto(field(/Full name/), 'Dana Typing');
    typeInto(field(/^Postcode/), 'T12 ABC');
    // What any answer carrying data does: the same customer, as a new object.
    receiveData(JSON.parse(JSON.stringify(shopData.data)));
    await frame();
    // And a real reload of /get-data.
    await loadData();
    await frame();
    await frame();
    expect(callsOf(backend, 'get-data')).to.have.length(2);
    expect(field(/Current password/).value).to.equal('half-typed-pass');
    expect(field(/Full name/).value).to.equal('Dana Typing');
    expect(field(/^Postcode/).value).to.equal('T12 ABC');
    // The typed values are what is sent.
    typeInto(field(/Current password/), DEMO_PASSWORD);
    update();
    await within(shop!.overlay()).findByText('Account settings updated.');
    expect(callsOf(backend, 'update-settings')[0].body).to.deep.include({ full_name: 'Dana Typing' });
    expect(callsOf(backend, 'update-settings')[0].body.address).to.deep.include({ postcode: 'T12 ABC' });
  });

  it("another customer's email: the server's message; all messages of an errors map, one per line", async () => {
    const backend = await startBackend({
      seed: (state) => {
        state.customers.push({ ...state.customers[0], id: 2, email: 'taken@festival.example', full_name: 'Other' });
      },
    });
    await openAccount(backend);
    typeInto(field(/Current password/), DEMO_PASSWORD);
    typeInto(field(/Email/), 'taken@festival.example');
    update();
    expect(await view().findByText('The email has already been taken.')).to.exist;

    overrideHandlers(
      http.post('/api/update-settings', () =>
        HttpResponse.json({ message: 'Invalid.', errors: { full_name: ['Name too long.'], email: ['Email blocked.'] } }, { status: 422 }),
      ),
    );
    update();
    const first = await view().findByText('Name too long.');
    expect(first.closest('.es-form-error')!.textContent).to.equal('Name too long.Email blocked.');
    expect(field(/Email/).value).to.equal('taken@festival.example');
  });

  it('a second click while saving sends once', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    typeInto(field(/Current password/), DEMO_PASSWORD);
    const button = view().getByRole('button', { name: 'Update Settings' });
    button.click();
    button.click();
    await within(shop!.overlay()).findByText('Account settings updated.');
    expect(callsOf(backend, 'update-settings')).to.have.length(1);
  });

  it('can be filled and sent with the keyboard only', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    field(/Current password/).focus();
    await sendKeys({ type: DEMO_PASSWORD });
    await sendKeys({ press: 'Tab' });
    expectFocus(field(/Full name/));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Keys' });
    await sendKeys({ press: 'Enter' });
    expect(await within(shop!.overlay()).findByText('Account settings updated.')).to.exist;
    expect(callsOf(backend, 'update-settings')[0].body.full_name).to.equal('Dana Demo Keys');
  });

  it('Logout on the account view asks, then logs out and goes home', async () => {
    const backend = await startBackend();
    await openAccount(backend);
    view().getByRole('button', { name: 'Logout' }).click();
    const modals = within(shop!.overlay().getRootNode() as unknown as HTMLElement);
    const dialog = await modals.findByRole('dialog', { name: 'Logout' });
    within(dialog).getByRole('button', { name: 'Logout' }).click();
    expect(await within(shop!.overlay()).findByText('You have been logged out.')).to.exist;
    expect(window.localStorage.getItem('token')).to.equal(null);
    await waitFor(() => expect(window.location.hash).to.equal('#/'));
  });
});
