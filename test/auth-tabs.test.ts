import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/backend/seed';
import { openDemo, type DemoFrame } from './helpers/demo-frame';

/**
 * Logging in and out across tabs, end to end on the built bundle (run
 * `npm run build` first): two frames of the demo page share localStorage and the demo
 * backend, as two tabs of one site do. Logging in or out in one updates the
 * other within a second, without a reload.
 */
describe('two tabs of the demo (dist/event-shop.js)', () => {
  const frames: DemoFrame[] = [];
  afterEach(() => {
    frames.splice(0).forEach((f) => f.remove());
    window.localStorage.clear();
  });

  /** Set an input's value the way typing does, inside a frame. */
  function type(frame: DemoFrame, input: HTMLElement, value: string) {
    const el = input as HTMLInputElement;
    el.focus();
    el.value = value;
    el.dispatchEvent(new frame.win.Event('input', { bubbles: true, composed: true }));
  }

  it('a login in one tab logs the other in, and a logout logs it out, within a second and without a reload', async () => {
    const a = await openDemo({ hash: '#/faqs' });
    frames.push(a);
    const b = await openDemo({ hash: '#/faqs', reset: false });
    frames.push(b);
    const bDoc = b.doc;
    let bReloaded = false;
    b.win.addEventListener('unload', () => (bReloaded = true));

    const sideA = within(a.part('side'));
    await sideA.findByRole('button', { name: 'Login' });
    await within(b.part('side')).findByRole('button', { name: 'Login' });
    await new Promise((r) => a.win.requestAnimationFrame(() => setTimeout(r)));
    await new Promise((r) => a.win.requestAnimationFrame(() => setTimeout(r)));
    type(a, sideA.getByLabelText('Email'), DEMO_EMAIL);
    type(a, sideA.getByLabelText('Password'), DEMO_PASSWORD);
    sideA.getByRole('button', { name: 'Login' }).click();
    await within(a.overlay()).findByText('Login success.', undefined, { timeout: 5000 });
    expect(window.localStorage.getItem('token')).to.be.a('string');

    const loggedInAt = performance.now();
    await waitFor(() => expect(within(b.part('side')).getByRole('heading', { name: 'Your account' })).to.exist, { timeout: 1000 });
    expect(within(b.part('side')).getByText('Dana Demo')).to.exist;
    expect(performance.now() - loggedInAt).to.be.below(1000);

    // Logout in tab B this time; tab A follows.
    within(b.part('side')).getByRole('button', { name: 'Logout' }).click();
    const dialog = await within(b.doc.querySelector('[data-event-shop-overlay]')!.shadowRoot as unknown as HTMLElement).findByRole(
      'dialog',
    );
    within(dialog).getByRole('button', { name: 'Logout' }).click();
    await waitFor(() => expect(window.localStorage.getItem('token')).to.equal(null));
    const loggedOutAt = performance.now();
    await waitFor(() => expect(within(a.part('side')).getByRole('button', { name: 'Login' })).to.exist, { timeout: 1000 });
    expect(performance.now() - loggedOutAt).to.be.below(1000);

    expect(bReloaded).to.equal(false);
    expect(b.frame.contentDocument === bDoc, 'same document').to.equal(true);
    expect(a.errors).to.deep.equal([]);
    expect(b.errors).to.deep.equal([]);
  });
});
