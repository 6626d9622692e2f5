import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { http, HttpResponse } from 'msw';
import { act } from 'preact/test-utils';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { hashPassword } from '../demo/backend/db';
import type { DemoBackend } from '../demo/backend/index';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/backend/seed';
import type { EventShopConfig } from '../src/config/types';
import { paths } from '../src/domain/paths';
import { ResetPasswordPage } from '../src/features/auth/ResetPasswordPage';
import { shopData } from '../src/stores/shop-data';
import { deepActiveElement } from '../src/ui/focus';

/** Compare by identity: a failing chai diff of two preact-owned elements never ends. */
function expectFocus(el: Element | null): void {
  const active = deepActiveElement();
  expect(active === el, `focus is on ${active?.outerHTML.slice(0, 80)}, not ${el?.outerHTML.slice(0, 80)}`).to.equal(true);
}
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { exampleConfig } from './helpers/config';
import { currentRoute, mountShop, typeInto, type MountedShop } from './helpers/shop';

/** react-final-form registers its fields one frame after they render. */
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

let shop: MountedShop | null = null;
afterEach(async () => {
  await waitFor(() => expect(shopData.status).not.to.equal('loading'));
  shop?.cleanup();
  shop = null;
  delete (window as Window & { fbq?: unknown }).fbq;
});

async function open(hash: string, config: EventShopConfig = exampleConfig()) {
  shop = await mountShop({ config, parts: ['view'], hash });
  await frame();
  await frame();
  return shop;
}

const view = () => within(shop!.part('view'));
const submit = (name: string) => view().getByRole('button', { name }).click();

/** Submit and expect exactly this rule message, with no call made. */
async function expectMessage(button: string, message: string, backend: DemoBackend, action: string) {
  submit(button);
  await waitFor(() =>
    expect(
      view()
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).to.deep.equal([message]),
  );
  expect(callsOf(backend, action)).to.have.length(0);
}

describe('register (docs/spec.md §2, §4 Other flows, §5 Register, §7)', () => {
  it('checks in order: name and email required, then the email pattern', async () => {
    const backend = await startBackend();
    await open('#/register');
    expect(view().getByRole('heading', { level: 1, name: 'Register' })).to.exist;
    await expectMessage('Register', 'Please enter your full name and email address.', backend, 'register');
    expectFocus(view().getByLabelText('Full name'));
    typeInto(view().getByLabelText('Full name'), 'Ann Other');
    await expectMessage('Register', 'Please enter your full name and email address.', backend, 'register');
    expectFocus(view().getByLabelText('Email'));
    typeInto(view().getByLabelText('Email'), 'mailto:ann@example.ie');
    await expectMessage('Register', 'Please enter a valid email address.', backend, 'register');
    await expect(shop!.part('view')).to.be.accessible();
  });

  it('sends full_name and email, then shows the success message in place of the form', async () => {
    const backend = await startBackend();
    await open('#/register');
    typeInto(view().getByLabelText('Full name'), ' Ann Other ');
    typeInto(view().getByLabelText('Email'), 'ann@example.ie');
    submit('Register');
    const done = await view().findByText(
      'Thank you for registering. Please check your email: your password will arrive within 10 minutes.',
    );
    expect(callsOf(backend, 'register')[0].body).to.include({ full_name: 'Ann Other', email: 'ann@example.ie', token: null });
    expect(view().queryByLabelText('Email')).to.equal(null);
    await waitFor(() => expectFocus(done.closest('[role="status"]')));
    // The demo emailed a password that works.
    const mail = backend.db.state.emails.find((e) => e.to === 'ann@example.ie' && e.kind === 'password');
    const customer = backend.db.customerByEmail('ann@example.ie')!;
    expect(await hashPassword(customer.salt, mail!.password!)).to.equal(customer.password_hash);
    await expect(shop!.part('view')).to.be.accessible();
  });

  it('can be filled and sent with the keyboard only', async () => {
    const backend = await startBackend();
    await open('#/register');
    view().getByLabelText('Full name').focus();
    await sendKeys({ type: 'Key Board' });
    await sendKeys({ press: 'Tab' });
    expectFocus(view().getByLabelText('Email'));
    await sendKeys({ type: 'keys@example.ie' });
    await sendKeys({ press: 'Enter' });
    expect(await view().findByText('Thank you for registering. Please check your email: your password will arrive within 10 minutes.')).to
      .exist;
    expect(callsOf(backend, 'register')[0].body).to.include({ full_name: 'Key Board', email: 'keys@example.ie' });
  });

  it('fires the registration pixel event only when a pixel id is configured', async () => {
    const seen: unknown[][] = [];
    (window as Window & { fbq?: unknown }).fbq = (...args: unknown[]) => seen.push(args);
    await startBackend();
    await open('#/register');
    typeInto(view().getByLabelText('Full name'), 'Ann Other');
    typeInto(view().getByLabelText('Email'), 'ann@example.ie');
    submit('Register');
    await view().findByRole('status');
    expect(seen).to.deep.equal([]);
    shop!.cleanup();

    await startBackend();
    await open('#/register', { ...exampleConfig(), pixelId: '1234567890' });
    typeInto(view().getByLabelText('Full name'), 'Bo Other');
    typeInto(view().getByLabelText('Email'), 'bo@example.ie');
    submit('Register');
    await view().findByRole('status');
    expect(seen).to.deep.equal([['trackSingle', '1234567890', 'CompleteRegistration', undefined]]);
  });

  it('a failed call shows the server error as the form error, keeps the values and fires no pixel', async () => {
    const seen: unknown[][] = [];
    (window as Window & { fbq?: unknown }).fbq = (...args: unknown[]) => seen.push(args);
    await startBackend();
    await open('#/register', { ...exampleConfig(), pixelId: '1234567890' });
    typeInto(view().getByLabelText('Full name'), 'Dana Again');
    typeInto(view().getByLabelText('Email'), DEMO_EMAIL);
    submit('Register');
    expect(await view().findByText('The email has already been taken.')).to.exist;
    expect(view().getByLabelText('Full name')).to.have.property('value', 'Dana Again');
    expect(view().getByLabelText('Email')).to.have.property('value', DEMO_EMAIL);
    expect(seen).to.deep.equal([]);
  });
});

describe('forgot password and resend tickets (docs/spec.md §4, §5, §8)', () => {
  const screens = [
    {
      hash: '#/forgot-password',
      title: 'Forgot password',
      button: 'Send reset link',
      action: 'request-password-reset',
      success: 'Please check your email: a password reset link will arrive within 10 minutes. The link is valid for 15 minutes.',
      kind: 'reset',
    },
    {
      hash: '#/resend-tickets',
      title: 'Resend tickets',
      button: 'Send tickets',
      action: 'email-tickets',
      success: 'Please check your email: your tickets will arrive within 10 minutes.',
      kind: 'tickets',
    },
  ] as const;

  for (const s of screens) {
    it(`${s.hash}: empty, then invalid email, then success`, async () => {
      const backend = await startBackend();
      await open(s.hash);
      expect(view().getByRole('heading', { level: 1, name: s.title })).to.exist;
      await expectMessage(s.button, 'Please enter your email address.', backend, s.action);
      typeInto(view().getByLabelText('Email'), 'demo@festival');
      await expectMessage(s.button, 'Please enter a valid email address.', backend, s.action);
      await expect(shop!.part('view')).to.be.accessible();
      typeInto(view().getByLabelText('Email'), DEMO_EMAIL);
      submit(s.button);
      expect(await view().findByText(s.success)).to.exist;
      expect(callsOf(backend, s.action)[0].body).to.include({ email: DEMO_EMAIL });
      expect(backend.db.state.emails.filter((e) => e.kind === s.kind && e.to === DEMO_EMAIL)).to.have.length(1);
      await expect(shop!.part('view')).to.be.accessible();
    });

    it(`${s.hash}: a failed call sets the shared form error (errors map, one per line) and keeps the email`, async () => {
      await startBackend();
      overrideHandlers(
        http.post(`/api/${s.action}`, () =>
          HttpResponse.json({ message: 'ignored', errors: { email: ['First problem.', 'Second problem.'] } }, { status: 422 }),
        ),
      );
      await open(s.hash);
      typeInto(view().getByLabelText('Email'), DEMO_EMAIL);
      submit(s.button);
      const alert = await view().findByText('First problem.');
      expect(alert.parentElement?.textContent).to.equal('First problem.Second problem.');
      expect(view().getByLabelText('Email')).to.have.property('value', DEMO_EMAIL);
      expect(view().queryByText(s.success)).to.equal(null);
    });

    it(`${s.hash}: can be sent with the keyboard only`, async () => {
      const backend = await startBackend();
      await open(s.hash);
      view().getByLabelText('Email').focus();
      await sendKeys({ type: DEMO_EMAIL });
      await sendKeys({ press: 'Tab' });
      expectFocus(view().getByRole('button', { name: s.button }));
      await sendKeys({ press: 'Enter' });
      expect(await view().findByText(s.success)).to.exist;
      expect(callsOf(backend, s.action)).to.have.length(1);
    });
  }

  it('a network failure says so and keeps the email', async () => {
    await startBackend();
    overrideHandlers(http.post('/api/request-password-reset', () => HttpResponse.error()));
    await open('#/forgot-password');
    typeInto(view().getByLabelText('Email'), DEMO_EMAIL);
    submit('Send reset link');
    expect(await view().findByText('The server could not be reached. Please check your connection and try again.')).to.exist;
    expect(view().getByLabelText('Email')).to.have.property('value', DEMO_EMAIL);
  });
});

describe('reset password (docs/spec.md §4 Other flows, §5, §8, §9)', () => {
  it('the form: 8-character advice, then "Please enter your new password.", then the mismatch message', async () => {
    const backend = await startBackend();
    await open(`#/reset-password/${encodeURIComponent(DEMO_EMAIL)}/abc`);
    expect(view().getByRole('heading', { level: 1, name: 'Reset password' })).to.exist;
    expect(view().getByText('Use at least 8 characters.')).to.exist;
    await expectMessage('Reset password', 'Please enter your new password.', backend, 'reset-password');
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-2');
    await expectMessage('Reset password', 'Password and confirmation do not match.', backend, 'reset-password');
    await expect(shop!.part('view')).to.be.accessible();
  });

  it('success: the new password works once the link is used', async () => {
    const backend = await startBackend();
    const hash = await resetLinkFrom(backend);
    await open(hash);
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
    submit('Reset password');
    expect(await view().findByText('Your password has been reset. You can now log in.')).to.exist;
    expect(view().getByRole('link', { name: 'Login' }).getAttribute('href')).to.equal('#/login');
    const body = callsOf(backend, 'reset-password')[0].body;
    expect(body).to.include({ email: DEMO_EMAIL, password: 'new-secret-1' });
    const customer = backend.db.customerByEmail(DEMO_EMAIL)!;
    expect(await hashPassword(customer.salt, 'new-secret-1')).to.equal(customer.password_hash);
    await expect(shop!.part('view')).to.be.accessible();
  });

  for (const token of ['tok%en', 'tok%41en', 'a/b?c#d e']) {
    it(`a link built with paths.resetPassword (an email with "+" and "@", the token ${token}) works end to end`, async () => {
      const email = 'x+1@festival.example';
      const backend = await startBackend();
      const customer = await resetCustomer(backend, email, token);
      await open(`#${paths.resetPassword.href(email, token)}`);
      typeInto(view().getByLabelText('New password'), 'new-secret-1');
      typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
      submit('Reset password');
      expect(await view().findByText('Your password has been reset. You can now log in.')).to.exist;
      const bodies = callsOf(backend, 'reset-password').map((c) => c.body);
      expect(bodies).to.have.length(1);
      expect(bodies[0]).to.deep.include({ email, token, password: 'new-secret-1' });
      expect(await hashPassword(customer.salt, 'new-secret-1')).to.equal(customer.password_hash);
    });
  }

  it('sends the email and token exactly as the route hands them over (decoded once, by app/View)', async () => {
    // Route params arrive decoded; one that holds "%41" must not be decoded again into "A".
    const email = 'x+1@festival.example';
    const token = 'tok%41en';
    const backend = await startBackend();
    const customer = await resetCustomer(backend, email, token);
    shop = await mountShop({ config: exampleConfig(), parts: ['side'], hash: '#/faqs' });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      act(() => root.render(createElement(ResetPasswordPage, { email, token })));
      await frame();
      await frame();
      const page = within(host);
      typeInto(page.getByLabelText('New password'), 'new-secret-1');
      typeInto(page.getByLabelText('Confirm password'), 'new-secret-1');
      page.getByRole('button', { name: 'Reset password' }).click();
      expect(await page.findByText('Your password has been reset. You can now log in.')).to.exist;
      expect(callsOf(backend, 'reset-password').map((c) => c.body)).to.deep.equal([{ token, email, password: 'new-secret-1' }]);
      expect(await hashPassword(customer.salt, 'new-secret-1')).to.equal(customer.password_hash);
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  /** A customer with this email and a valid reset token for it. */
  async function resetCustomer(backend: DemoBackend, email: string, token: string) {
    const customer = { ...backend.db.state.customers[0], id: 7, email, full_name: 'X One' };
    backend.db.state.customers.push(customer);
    backend.db.state.resetTokens.push({ email, token, expires_at: backend.db.now() + 15 * 60 * 1000, used: false });
    return customer;
  }

  it('an invalid code shows the exact text and Restart goes back to forgot password', async () => {
    await startBackend();
    await open(`#/reset-password/${encodeURIComponent(DEMO_EMAIL)}/not-a-token`);
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
    submit('Reset password');
    const alert = await view().findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).to.equal('Incorrect code');
    expect(
      within(alert).getByText(
        'Your password reset code might have timed out, or already been used. Please restart the password reset process to try again.',
      ),
    ).to.exist;
    await expect(shop!.part('view')).to.be.accessible();
    within(alert).getByRole('button', { name: 'Restart' }).click();
    await waitFor(() => expect(currentRoute()).to.equal('/forgot-password'));
    expect(await view().findByRole('heading', { level: 1, name: 'Forgot password' })).to.exist;
  });

  it('a code works once', async () => {
    const backend = await startBackend();
    const hash = await resetLinkFrom(backend);
    await open(hash);
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
    submit('Reset password');
    await view().findByRole('status');
    shop!.cleanup();
    await open(hash);
    typeInto(view().getByLabelText('New password'), 'new-secret-2');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-2');
    submit('Reset password');
    expect(await view().findByText('Incorrect code')).to.exist;
  });

  it('a code expires after 15 minutes on the server clock', async () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    const backend = await startBackend({ clock: { now: () => now } });
    const hash = await resetLinkFrom(backend);
    now += 15 * 60 * 1000 + 1;
    await open(hash);
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
    submit('Reset password');
    expect(await view().findByText('Incorrect code')).to.exist;
    const customer = backend.db.customerByEmail(DEMO_EMAIL)!;
    expect(await hashPassword(customer.salt, DEMO_PASSWORD)).to.equal(customer.password_hash);
  });

  it('any failure (a server error) is the invalid-code state', async () => {
    await startBackend();
    overrideHandlers(http.post('/api/reset-password', () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    await open(`#/reset-password/${encodeURIComponent(DEMO_EMAIL)}/abc`);
    typeInto(view().getByLabelText('New password'), 'new-secret-1');
    typeInto(view().getByLabelText('Confirm password'), 'new-secret-1');
    submit('Reset password');
    expect(await view().findByText('Incorrect code')).to.exist;
    expect(view().queryByText('Oops')).to.equal(null);
  });

  it('the forgot-password email link leads to a working reset (keyboard only)', async () => {
    const backend = await startBackend();
    await open('#/forgot-password');
    typeInto(view().getByLabelText('Email'), DEMO_EMAIL);
    submit('Send reset link');
    await view().findByRole('status');
    const mail = backend.db.state.emails.find((e) => e.kind === 'reset')!;
    shop!.cleanup();
    await open(`#/reset-password/${encodeURIComponent(mail.to)}/${mail.token}`);
    view().getByLabelText('New password').focus();
    await sendKeys({ type: 'keyboard-pass' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'keyboard-pass' });
    await sendKeys({ press: 'Enter' });
    expect(await view().findByText('Your password has been reset. You can now log in.')).to.exist;
  });

  /** A fresh, valid reset link for the demo customer, as the email carries it. */
  async function resetLinkFrom(backend: DemoBackend): Promise<string> {
    const token = backend.db.token();
    backend.db.state.resetTokens.push({ email: DEMO_EMAIL, token, expires_at: backend.db.now() + 15 * 60 * 1000, used: false });
    return `#/reset-password/${encodeURIComponent(DEMO_EMAIL)}/${token}`;
  }
});
