import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { openDemo, type DemoFrame } from './helpers/demo-frame';
import { typeInto } from './helpers/shop';

/** Issue 8 point 10: the demo is easy to drive (its reset and its outbox). */
describe('the demo page', () => {
  let demo: DemoFrame | null = null;
  afterEach(() => {
    demo?.remove();
    demo = null;
    localStorage.clear();
  });

  it('takes ?reset-demo out of the address once it has reset, so a reload keeps the data', async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/faqs', reset: true });
    expect(demo.win.location.search).to.equal('');
    expect(demo.win.location.hash).to.equal('#/faqs');
  });

  it('?lang=de mounts the shop with the German config (demo/config.de.json) and keeps the language through a reset', async function () {
    this.timeout(20_000);
    demo = await openDemo({ hash: '#/tickets', query: 'lang=de' });
    await waitFor(() => expect(within(demo!.part('view')).getByRole('heading', { level: 1 }).textContent).to.equal('Tickets'));
    expect(within(demo.part('nav')).getByRole('navigation', { name: 'Shop-Navigation' })).to.exist;
    expect(within(demo.part('side')).getByRole('heading', { name: 'Ihr Warenkorb' })).to.exist;
    expect(demo.win.location.search).to.equal('?lang=de');
    expect(demo.doc.documentElement.lang).to.equal('de');
    expect(demo.doc.getElementById('demo-reset')!.getAttribute('href')).to.equal('?lang=de&reset-demo');
    expect(demo.errors).to.deep.equal([]);
  });

  it('lists the e-mails its backend sent: a visitor registers, reads the password there and logs in with it', async function () {
    this.timeout(30_000);
    demo = await openDemo({ hash: '#/register' });
    const view = within(demo.part('view'));
    typeInto(await view.findByLabelText(/Full name/), 'Rosa Demo');
    typeInto(view.getByLabelText(/Email/), 'rosa@demo.example');
    await new Promise((r) => setTimeout(r, 50));
    view.getByRole('button', { name: 'Register' }).click();
    await view.findByRole('status');
    const outbox = demo.doc.getElementById('demo-outbox') as HTMLDetailsElement;
    outbox.open = true;
    const password = await waitFor(() => {
      const code = outbox.querySelector('code');
      if (!code?.textContent) throw new Error('no password mail yet');
      return code.textContent;
    });
    expect(outbox.textContent).to.contain('to rosa@demo.example');
    demo.win.location.hash = '#/login';
    typeInto(await view.findByLabelText(/Email/), 'rosa@demo.example');
    typeInto(view.getByLabelText(/Password/), password);
    await new Promise((r) => setTimeout(r, 50));
    view.getByRole('button', { name: 'Login' }).click();
    await waitFor(() => expect(within(demo!.part('side')).getByText('Rosa Demo')).to.exist, { timeout: 5000 });
    expect(demo.errors).to.deep.equal([]);
  });
});
