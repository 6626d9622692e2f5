import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from './helpers/commands';
import { delay, http, HttpResponse } from 'msw';
import type { DemoBackend } from '../demo/backend/index';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/backend/seed';
import type { EventShopConfig } from '../src/config/types';
import { subscribeLocation, currentPath } from '../src/stores/location';
import { unmount } from '../src/mount/mount';
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
const settleForm = async () => {
  await frame();
  await frame();
};

let shop: MountedShop | null = null;
afterEach(async () => {
  // Let a reload still running (after a logout, say) finish inside this test.
  await waitFor(() => expect(shopData.status).not.to.equal('loading'));
  shop?.cleanup();
  shop = null;
});

/** A stored token the backend knows: the demo customer is logged in. */
function storeSession(backend: DemoBackend, token = 'tok-demo'): string {
  backend.db.state.sessions[token] = 1;
  window.localStorage.setItem('token', token);
  return token;
}

async function open(
  hash: string,
  {
    config = exampleConfig(),
    parts = ['view', 'side'] as const,
  }: { config?: EventShopConfig; parts?: readonly ('view' | 'side' | 'account' | 'app')[] } = {},
) {
  shop = await mountShop({ config, parts: [...parts], hash });
  await settleForm();
  return shop;
}

const view = () => within(shop!.part('view'));
const side = () => within(shop!.part('side'));
const overlay = () => within(shop!.overlay());
/** Modals are portalled into the overlay's shadow root, beside the toasts. */
const modals = () => within(shop!.overlay().getRootNode() as unknown as HTMLElement);

async function fillLogin(scope: ReturnType<typeof within>, email: string, password: string) {
  typeInto(await scope.findByLabelText('Email'), email);
  typeInto(scope.getByLabelText('Password'), password);
}

/** Every route the router passes through, in order (redirects included). */
function recordRoutes(): { routes: string[]; stop: () => void } {
  const routes: string[] = [];
  const stop = subscribeLocation(() => routes.push(currentPath()));
  routes.length = 0;
  return { routes, stop };
}

describe('side area panels (docs/spec.md §2 Shop chrome)', () => {
  it('shows a visitor the login panel: email, password, Login, and links to register, forgot password and resend tickets', async () => {
    await startBackend();
    await open('#/faqs');
    const panel = side();
    expect(panel.getByRole('heading', { name: 'Login' })).to.exist;
    expect(panel.getByLabelText('Email')).to.have.property('type', 'email');
    expect(panel.getByLabelText('Password')).to.have.property('type', 'password');
    expect(panel.getByRole('button', { name: 'Login' })).to.exist;
    expect(panel.getByRole('link', { name: 'Register' }).getAttribute('href')).to.equal('#/register');
    expect(panel.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).to.equal('#/forgot-password');
    expect(panel.getByRole('link', { name: 'Resend tickets' }).getAttribute('href')).to.equal('#/resend-tickets');
    expect(panel.queryByRole('button', { name: 'Logout' })).to.equal(null);
    await expect(shop!.part('side')).to.be.accessible();
  });

  it('shows a logged-in customer the account panel: name, links to portal and account, Logout', async () => {
    const backend = await startBackend();
    storeSession(backend);
    await open('#/faqs');
    const panel = side();
    await panel.findByRole('heading', { name: 'Your account' });
    expect(panel.getByText('Dana Demo')).to.exist;
    expect(panel.getByRole('link', { name: 'Portal' }).getAttribute('href')).to.equal('#/portal');
    expect(panel.getByRole('link', { name: 'Account' }).getAttribute('href')).to.equal('#/account');
    expect(panel.getByRole('button', { name: 'Logout' })).to.exist;
    expect(panel.queryByLabelText('Password')).to.equal(null);
    await expect(shop!.part('side')).to.be.accessible();
  });

  it('the `account` part alone renders the same panel', async () => {
    await startBackend();
    await open('#/', { parts: ['account'] });
    expect(within(shop!.part('account')).getByRole('button', { name: 'Login' })).to.exist;
  });
});

describe('login (docs/spec.md §4 Session, §5 Login, §8)', () => {
  it('asks for both fields before calling: "Please enter your email address and password."', async () => {
    const backend = await startBackend();
    await open('#/faqs');
    side().getByRole('button', { name: 'Login' }).click();
    expect(await side().findByText('Please enter your email address and password.')).to.exist;
    typeInto(side().getByLabelText('Email'), DEMO_EMAIL);
    side().getByRole('button', { name: 'Login' }).click();
    await frame();
    expect(side().getByText('Please enter your email address and password.')).to.exist;
    expect(side().getByLabelText('Password').getAttribute('aria-invalid')).to.equal('true');
    expect(callsOf(backend, 'login')).to.have.length(0);
  });

  it('on success: token stored, "Login success." toast, account panel; from the side panel elsewhere it goes to /', async () => {
    const backend = await startBackend();
    await open('#/faqs');
    await fillLogin(side(), `  ${DEMO_EMAIL} `, DEMO_PASSWORD);
    side().getByRole('button', { name: 'Login' }).click();
    expect(await overlay().findByText('Login success.')).to.exist;
    expect(callsOf(backend, 'login')[0].body).to.include({ email: DEMO_EMAIL, password: DEMO_PASSWORD, token: null });
    const token = window.localStorage.getItem('token');
    expect(token).to.be.a('string').and.have.length.above(10);
    expect(backend.db.state.sessions[token!]).to.equal(1);
    await side().findByRole('heading', { name: 'Your account' });
    expect(currentRoute()).to.equal('/');
    // The login answer carried the data: no extra /get-data.
    expect(callsOf(backend, 'get-data')).to.have.length(1);
  });

  it('on /login without from: the route is replaced with the portal', async () => {
    await startBackend();
    await open('#/login', { parts: ['view'] });
    const lengthBefore = window.history.length;
    const seen = recordRoutes();
    try {
      await fillLogin(view(), DEMO_EMAIL, DEMO_PASSWORD);
      view().getByRole('button', { name: 'Login' }).click();
      await overlay().findByText('Login success.');
      await waitFor(() => expect(seen.routes[0]).to.equal('/portal'));
    } finally {
      seen.stop();
    }
    expect(window.history.length).to.equal(lengthBefore);
  });

  it('on /login?from=… goes back to that in-shop path', async () => {
    await startBackend();
    await open('#/login?from=%2Faccount', { parts: ['view'] });
    await fillLogin(view(), DEMO_EMAIL, DEMO_PASSWORD);
    view().getByRole('button', { name: 'Login' }).click();
    await overlay().findByText('Login success.');
    await waitFor(() => expect(currentRoute()).to.equal('/account'));
    expect(await view().findByRole('heading', { name: 'Account' })).to.exist;
  });

  it('honours only an internal from: anything else goes to /', async () => {
    await startBackend();
    await open(`#/login?from=${encodeURIComponent('https://evil.example/phish')}`, { parts: ['view'] });
    const seen = recordRoutes();
    try {
      await fillLogin(view(), DEMO_EMAIL, DEMO_PASSWORD);
      view().getByRole('button', { name: 'Login' }).click();
      await overlay().findByText('Login success.');
      await waitFor(() => expect(currentRoute()).to.equal('/'));
      expect(seen.routes).not.to.include('https://evil.example/phish');
      expect(seen.routes).not.to.include('/portal');
    } finally {
      seen.stop();
    }
  });

  it('login-required routes send a visitor to login with from, and back after login', async () => {
    await startBackend();
    await open('#/account', { parts: ['view'] });
    await waitFor(() => expect(currentRoute()).to.equal('/login?from=%2Faccount'));
    await fillLogin(view(), DEMO_EMAIL, DEMO_PASSWORD);
    view().getByRole('button', { name: 'Login' }).click();
    await waitFor(() => expect(currentRoute()).to.equal('/account'));
  });

  it('wrong credentials: "Login failed." toast, nothing stored, typed values kept', async () => {
    const backend = await startBackend();
    await open('#/faqs');
    await fillLogin(side(), DEMO_EMAIL, 'wrong-password');
    side().getByRole('button', { name: 'Login' }).click();
    expect(await overlay().findByText('Login failed.')).to.exist;
    expect(overlay().queryByText('Login success.')).to.equal(null);
    expect(window.localStorage.getItem('token')).to.equal(null);
    expect(callsOf(backend, 'login')).to.have.length(1);
    expect(side().getByLabelText('Email')).to.have.property('value', DEMO_EMAIL);
    expect(side().getByLabelText('Password')).to.have.property('value', 'wrong-password');
    // The toast shows as the call fails; the form leaves its submitting state on the next render.
    await waitFor(() => expect(side().getByRole('button', { name: 'Login' }).getAttribute('aria-busy')).to.equal(null));
  });

  it('a server failure also toasts "Login failed."', async () => {
    await startBackend();
    overrideHandlers(http.post('/api/login', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 500 })));
    await open('#/faqs');
    await fillLogin(side(), DEMO_EMAIL, DEMO_PASSWORD);
    side().getByRole('button', { name: 'Login' }).click();
    expect(await overlay().findByText('Login failed.')).to.exist;
    expect(side().getByLabelText('Password')).to.have.property('value', DEMO_PASSWORD);
  });

  it('a double click sends one login, and the button is busy (and keeps focus) while it runs', async () => {
    const backend = await startBackend();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await open('#/faqs');
    overrideHandlers(
      http.post('/api/login', async () => {
        await gate;
        return undefined;
      }),
    );
    await fillLogin(side(), DEMO_EMAIL, DEMO_PASSWORD);
    const button = side().getByRole('button', { name: 'Login' });
    button.click();
    button.click();
    button.focus();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).to.equal('true'));
    expect(deepActiveElement(), 'focus stays on the busy button').to.equal(button);
    button.click();
    release();
    await overlay().findByText('Login success.');
    expect(callsOf(backend, 'login')).to.have.length(1);
  });

  it('can be done with the keyboard only', async () => {
    const backend = await startBackend();
    await open('#/login', { parts: ['view'] });
    const email = view().getByLabelText('Email');
    email.focus();
    await sendKeys({ type: DEMO_EMAIL });
    await sendKeys({ press: 'Tab' });
    expectFocus(view().getByLabelText('Password'));
    await sendKeys({ type: DEMO_PASSWORD });
    await sendKeys({ press: 'Enter' });
    expect(await overlay().findByText('Login success.')).to.exist;
    expect(callsOf(backend, 'login')[0].body).to.include({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });

  it('the /login screen passes the accessibility audit', async () => {
    await startBackend();
    await open('#/login', { parts: ['view'] });
    expect(view().getByRole('heading', { level: 1, name: 'Login' })).to.exist;
    view().getByRole('button', { name: 'Login' }).click();
    await view().findByText('Please enter your email address and password.');
    await expect(shop!.part('view')).to.be.accessible();
  });
});

describe('guest-only routes (docs/spec.md §2 Routes, §6)', () => {
  for (const hash of ['#/login', '#/register', '#/forgot-password', '#/resend-tickets', '#/reset-password/demo%40festival.example/abc']) {
    it(`${hash} sends a logged-in customer home`, async () => {
      const backend = await startBackend();
      storeSession(backend);
      await open(hash, { parts: ['view'] });
      await waitFor(() => expect(currentRoute()).to.equal('/'));
    });
  }
});

describe('logout (docs/spec.md §2 Modals, §4 Session)', () => {
  it('asks first; Cancel keeps the session; Confirm clears the token, toasts and goes home', async () => {
    const backend = await startBackend();
    storeSession(backend);
    await open('#/faqs');
    (await side().findByRole('button', { name: 'Logout' })).click();
    const dialog = await modals().findByRole('dialog', { name: 'Logout' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).to.exist;
    await expect(shop!.overlay()).to.be.accessible();
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(modals().queryByRole('dialog')).to.equal(null));
    expect(window.localStorage.getItem('token')).to.equal('tok-demo');
    expect(currentRoute()).to.equal('/faqs');

    side().getByRole('button', { name: 'Logout' }).click();
    within(await modals().findByRole('dialog'))
      .getByRole('button', { name: 'Logout' })
      .click();
    expect(await overlay().findByText('You have been logged out.')).to.exist;
    expect(window.localStorage.getItem('token')).to.equal(null);
    await waitFor(() => expect(currentRoute()).to.equal('/'));
    await side().findByRole('button', { name: 'Login' });
  });

  it('the dialog is confirmed with Enter and dismissed with Escape, keyboard only', async () => {
    const backend = await startBackend();
    storeSession(backend);
    await open('#/faqs');
    const logout = await side().findByRole('button', { name: 'Logout' });
    logout.focus();
    await sendKeys({ press: 'Enter' });
    await modals().findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(modals().queryByRole('dialog')).to.equal(null));
    expect(window.localStorage.getItem('token')).to.equal('tok-demo');
    await waitFor(() => expectFocus(logout));
    await sendKeys({ press: ' ' });
    const dialog = await modals().findByRole('dialog');
    // It opens on its confirming button, the choice Enter and Space make (docs/spec.md §2 Modals).
    await waitFor(() => expectFocus(within(dialog).getByRole('button', { name: 'Logout' })));
    await sendKeys({ press: 'Enter' });
    expect(await overlay().findByText('You have been logged out.')).to.exist;
    expect(window.localStorage.getItem('token')).to.equal(null);
  });

  it('a stored token whose /get-data has no customer logs out silently (token cleared, data reloaded)', async () => {
    const backend = await startBackend();
    window.localStorage.setItem('token', 'expired-token');
    await open('#/faqs');
    await side().findByRole('button', { name: 'Login' });
    await waitFor(() =>
      expect(
        callsOf(backend, 'get-data').map((c) => c.body.token),
        JSON.stringify(callsOf(backend, 'get-data').map((c) => c.body.token)),
      ).to.have.length(2),
    );
    expect(callsOf(backend, 'get-data')[0].body.token).to.equal('expired-token');
    expect(callsOf(backend, 'get-data')[1].body.token).to.equal(null);
    expect(window.localStorage.getItem('token')).to.equal(null);
  });

  it('a stored token that /get-data answers with 401 or 419 logs out silently and loads as a visitor', async () => {
    for (const status of [401, 419]) {
      const backend = await startBackend();
      window.localStorage.setItem('token', 'expired-token');
      const refused: string[] = [];
      overrideHandlers(
        http.post('/api/get-data', async ({ request }) => {
          const body = (await request.clone().json()) as { token?: string | null };
          if (body.token !== 'expired-token') return undefined;
          refused.push(body.token);
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status });
        }),
      );
      await open('#/faqs');
      await side().findByRole('button', { name: 'Login' });
      expect(refused, String(status)).to.deep.equal(['expired-token']);
      expect(
        callsOf(backend, 'get-data').map((c) => c.body.token),
        String(status),
      ).to.deep.equal([null]);
      expect(shopData.status, String(status)).to.equal('ready');
      expect(view().queryByText('The shop could not be loaded. Please check your connection and try again.'), String(status)).to.equal(
        null,
      );
      expect(window.localStorage.getItem('token'), String(status)).to.equal(null);
      // Nobody was logged in on this page: no logout toast.
      expect(overlay().queryByText('You have been logged out.'), String(status)).to.equal(null);
      shop!.cleanup();
      shop = null;
    }
  });

  it('a /get-data that answers after unmount changes nothing: the host keeps its token, no call follows', async () => {
    const backend = await startBackend();
    // A token the backend does not know: its answer has no customer.
    window.localStorage.setItem('token', 'tok-slow');
    let asked = 0;
    overrideHandlers(
      http.post('/api/get-data', async () => {
        asked += 1;
        await delay(300);
        return undefined;
      }),
    );
    shop = await mountShop({ config: exampleConfig(), parts: ['view', 'side'], hash: '#/faqs', settle: false });
    await waitFor(() => expect(asked).to.equal(1));
    unmount();
    await waitFor(() => expect(callsOf(backend, 'get-data')).to.have.length(1));
    await new Promise((r) => setTimeout(r, 400));
    expect(window.localStorage.getItem('token')).to.equal('tok-slow');
    expect(asked).to.equal(1);
    expect(callsOf(backend, 'get-data')).to.have.length(1);
    expect(shopData.status).to.equal('idle');
    expect(shopData.data.customer).to.equal(null);
  });

  it('a 401 or 419 while a customer is present logs out', async () => {
    for (const status of [401, 419]) {
      const backend = await startBackend();
      storeSession(backend);
      await open('#/account', { parts: ['view', 'side'] });
      // The session ended on the server.
      delete backend.db.state.sessions['tok-demo'];
      overrideHandlers(http.post('/api/update-settings', () => HttpResponse.json({ message: 'Session expired.' }, { status })));
      typeInto(await view().findByLabelText(/Current password/), DEMO_PASSWORD);
      view().getByRole('button', { name: 'Update Settings' }).click();
      expect(await overlay().findByText('You have been logged out.')).to.exist;
      expect(window.localStorage.getItem('token'), String(status)).to.equal(null);
      await side().findByRole('button', { name: 'Login' });
      shop!.cleanup();
      shop = null;
    }
  });
});

describe('across tabs', () => {
  it('a token written or removed by another tab logs this tab in or out without a reload', async () => {
    const backend = await startBackend();
    await open('#/faqs');
    backend.db.state.sessions['tok-other-tab'] = 1;
    // What another tab's login does: write the token; this tab hears a storage event.
    window.localStorage.setItem('token', 'tok-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: null, newValue: 'tok-other-tab', storageArea: window.localStorage }),
    );
    await waitFor(() => expect(side().getByRole('heading', { name: 'Your account' })).to.exist, { timeout: 1000 });
    expect(callsOf(backend, 'get-data').at(-1)?.body.token).to.equal('tok-other-tab');

    window.localStorage.removeItem('token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: 'tok-other-tab', newValue: null, storageArea: window.localStorage }),
    );
    await waitFor(() => expect(side().getByRole('button', { name: 'Login' })).to.exist, { timeout: 1000 });
    expect(overlay().queryByText('You have been logged out.')).to.equal(null);
  });

  it('ignores other keys', async () => {
    const backend = await startBackend();
    await open('#/faqs');
    const before = callsOf(backend, 'get-data').length;
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: 'X', storageArea: window.localStorage }));
    await new Promise((r) => setTimeout(r, 100));
    expect(callsOf(backend, 'get-data')).to.have.length(before);
  });

  it('unmount removes every storage listener it added, synchronously', async () => {
    await startBackend();
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    const listeners = new Set<unknown>();
    window.addEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
      if (type === 'storage') listeners.add(listener);
      return (add as (...a: unknown[]) => void).call(this, type, listener, ...rest);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, listener: unknown, ...rest: unknown[]) {
      if (type === 'storage') listeners.delete(listener);
      return (remove as (...a: unknown[]) => void).call(this, type, listener, ...rest);
    } as typeof window.removeEventListener;
    try {
      await open('#/faqs');
      expect(listeners.size).to.be.at.least(1);
      shop!.cleanup();
      shop = null;
      expect(listeners.size).to.equal(0);
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
  });
});

describe('one login form', () => {
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  it('the side panel steps aside while the view shows the login route, and comes back elsewhere', async () => {
    await startBackend();
    await open('#/login');
    await view().findByRole('button', { name: 'Login' });
    expect(side().queryAllByRole('button', { name: 'Login' })).to.have.length(0);
    expect(side().getByRole('heading', { name: 'Your Cart' })).to.exist;
    window.location.hash = '#/faqs';
    await side().findByRole('button', { name: 'Login' });
  });

  it('keeps the panel on the login route when no part shows the view', async () => {
    await startBackend();
    await open('#/login', { parts: ['account'] });
    expect(within(shop!.part('account')).getByRole('button', { name: 'Login' })).to.exist;
  });
});
