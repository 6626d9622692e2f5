import { expect } from '@open-wc/testing';
import { sendKeys } from '../../test/helpers/commands';
import { uiEnv } from '../../test/helpers/ui-env';
import { waitFor, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { UiEnvContext, type UiEnv } from './env';
import { DateTime } from './DateTime';
import { Dropdown } from './Dropdown';
import { Modal } from './Modal';
import { Money } from './Money';
import type { WindowLike } from 'dompurify';
import { SafeHtml, sanitizeHtml } from './SafeHtml';
import { Table } from './Table';
import { deepActiveElement } from './focus';
import { resetPageState } from '../stores/page';
import { object } from 'yup';
import { FORM_ERROR } from 'final-form';
import { ShopForm } from './ShopForm';
import { TextField } from './form-fields';
import { instant } from '../../test/helpers/instant';

let host: HTMLDivElement;
let overlay: HTMLDivElement;
let root: Root;

function renderUi(node: ReactNode, env: Partial<UiEnv> = {}) {
  const value = uiEnv({ overlay, ...env });
  act(() => root.render(<UiEnvContext.Provider value={value}>{node}</UiEnvContext.Provider>));
  return within(host);
}

const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

/**
 * Wait until `el` has focus. Compared by identity with a readable label: chai's
 * message for two unequal DOM nodes can stall the browser while it is built.
 */
async function waitForFocus(el: Element, label: string): Promise<void> {
  await waitFor(() => {
    const active = deepActiveElement();
    if (active !== el) throw new Error(`${label}: focus is on ${active ? active.outerHTML.slice(0, 80) : 'nothing'}`);
  });
}

beforeEach(() => {
  host = document.createElement('div');
  overlay = document.createElement('div');
  document.body.append(host, overlay);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  overlay.remove();
  resetPageState();
});

describe('Button (spec 2)', () => {
  it("defaults to the label 'Click Me', type button and a tooltip from the label", () => {
    const q = renderUi(<Button />);
    const button = q.getByRole('button', { name: 'Click Me' });
    expect(button.getAttribute('type')).to.equal('button');
    expect(button.title).to.equal('Click Me');
  });

  it('uses its label as tooltip unless one is given, and blocks clicks while busy', () => {
    let clicks = 0;
    const q = renderUi(
      <>
        <Button label="Pay" onClick={() => (clicks += 1)} />
        <Button label="Save" title="Save your changes" busy onClick={() => (clicks += 1)} />
      </>,
    );
    expect(q.getByRole('button', { name: 'Pay' }).title).to.equal('Pay');
    const save = q.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.title).to.equal('Save your changes');
    expect(save.getAttribute('aria-disabled')).to.equal('true');
    save.click();
    q.getByRole('button', { name: 'Pay' }).click();
    expect(clicks).to.equal(1);
  });
});

describe('ShopForm', () => {
  it('is busy while its submit runs, and not a moment after, even when the answer comes within a frame', async () => {
    let release = () => undefined as void;
    let sent = 0;
    const q = renderUi(
      <ShopForm
        schema={() => object({})}
        submitLabel="Send"
        onSubmit={() => ((sent += 1), new Promise<void>((resolve) => (release = resolve)))}
      >
        <p>Fields</p>
      </ShopForm>,
    );
    await frame();
    const button = () => q.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    button().click();
    await waitFor(() => expect(button().getAttribute('aria-busy')).to.equal('true'));
    button().click();
    expect(sent).to.equal(1);
    release();
    await waitFor(() => expect(button().getAttribute('aria-busy')).to.equal(null));
    // An answer within the same frame: react-final-form's own `submitting` would stay true.
    for (let i = 0; i < 5; i++) {
      act(() => button().click());
      release();
      await frame();
      await frame();
      expect(button().getAttribute('aria-busy'), `submit ${i + 2}`).to.equal(null);
    }
    expect(sent).to.equal(6);
  });

  it('keeps what is typed before the fields have registered (their effects run after the paint)', async () => {
    const value = uiEnv({ overlay });
    let sent: unknown = null;
    // Rendered without act(): the effects wait for the frame, as on a page.
    root.render(
      <UiEnvContext.Provider value={value}>
        <ShopForm
          schema={() => object({})}
          submitLabel="Send"
          initialValues={{ email: 'old@example.ie', address: { city: 'Cork' } }}
          onSubmit={(values) => void (sent = values)}
        >
          <TextField name="email" label="Email" />
          <TextField name="address.city" label="City" />
        </ShopForm>
      </UiEnvContext.Provider>,
    );
    const q = within(host);
    for (const [label, typed] of [
      ['Email', 'new@example.ie'],
      ['City', 'Galway'],
    ]) {
      const input = q.getByLabelText(label) as HTMLInputElement;
      input.value = typed;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await frame();
    await new Promise((r) => setTimeout(r, 150));
    expect((q.getByLabelText('Email') as HTMLInputElement).value).to.equal('new@example.ie');
    expect((q.getByLabelText('City') as HTMLInputElement).value).to.equal('Galway');
    q.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(sent).to.deep.equal({ email: 'new@example.ie', address: { city: 'Galway' } }));
  });

  it("shows a submit's error inside the form each time, the same error twice in a row included", async () => {
    const q = renderUi(
      <ShopForm schema={() => object({})} submitLabel="Send" onSubmit={async () => ({ [FORM_ERROR]: 'Could not update item details.' })}>
        <p>Fields</p>
      </ShopForm>,
    );
    await frame();
    for (let i = 0; i < 4; i++) {
      act(() => q.getByRole('button', { name: 'Send' }).click());
      await waitFor(() => expect(q.getByRole('alert').textContent, `submit ${i + 1}`).to.equal('Could not update item details.'));
      await frame();
      expect(q.getByRole('alert').textContent, `submit ${i + 1}, a frame later`).to.equal('Could not update item details.');
    }
  });
});

describe('Table (spec 2)', () => {
  interface Row {
    id: number;
    name: string;
    price: number;
  }
  const rows: Row[] = [
    { id: 1, name: 'Weekend', price: 1010 },
    { id: 2, name: 'Parking', price: 2000 },
  ];

  it('renders columns with widths, rows, extra rows, total rows and row actions', async () => {
    const removed: number[] = [];
    const q = renderUi(
      <Table<Row>
        caption="Items"
        columns={[
          { name: 'Item', width: '60%', render: (r) => r.name },
          { name: 'Price', width: '40%', align: 'end', render: (r) => <Money minor={r.price} /> },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        extraRows={[{ key: 'shipping', label: 'Shipping', value: <Money minor={450} /> }]}
        totalRows={[{ key: 'total', label: 'Total', value: <Money minor={1010 + 2000 + 450} /> }]}
        actions={[
          { label: 'Remove', onClick: (r) => removed.push(r.id), disabled: (r) => r.id === 2 },
          { label: 'Personalise', onClick: () => undefined, visible: (r) => r.name === 'Weekend' },
        ]}
      />,
    );
    const table = q.getByRole('table', { name: 'Items' });
    expect(Array.from(table.querySelectorAll('col')).map((c) => c.style.width)).to.deep.equal(['60%', '40%', '']);
    expect(q.getAllByRole('columnheader').map((h) => h.textContent)).to.deep.equal(['Item', 'Price', 'Actions']);
    expect(q.getByRole('rowheader', { name: 'Shipping' })).to.exist;
    expect(table.querySelector('tfoot')!.textContent).to.equal('Total€34.60');
    expect(q.getAllByRole('button', { name: 'Personalise' })).to.have.length(1);
    const removes = q.getAllByRole('button', { name: 'Remove' }) as HTMLButtonElement[];
    expect(removes[1].disabled).to.equal(true);
    removes[0].click();
    expect(removed).to.deep.equal([1]);
    await expect(host).to.be.accessible();
  });

  it('shows the empty content when there are no rows', () => {
    const q = renderUi(
      <Table<Row> columns={[{ name: 'Item', render: (r) => r.name }]} rows={[]} rowKey={(r) => r.id} empty="Nothing here." />,
    );
    expect(q.getByText('Nothing here.')).to.exist;
  });
});

describe('Dropdown (spec 2)', () => {
  it('shows label, asterisk when required, placeholder, disabled options, and emits the chosen value', async () => {
    const chosen: string[] = [];
    const q = renderUi(
      <Dropdown
        name="country"
        label="Country"
        required
        placeholder="Choose a country"
        value=""
        options={[
          { value: 'IE', label: 'Ireland' },
          { value: 'XX', label: 'Closed', disabled: true },
        ]}
        onChange={(v) => chosen.push(v)}
      />,
    );
    const select = q.getByLabelText(/Country/) as HTMLSelectElement;
    expect(select.required).to.equal(true);
    expect(host.querySelector('label')!.textContent).to.equal('Country *');
    expect(Array.from(select.options).map((o) => [o.textContent, o.disabled])).to.deep.equal([
      ['Choose a country', false],
      ['Ireland', false],
      ['Closed', true],
    ]);
    select.value = 'IE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).to.deep.equal(['IE']);
    await expect(host).to.be.accessible();
  });

  it('has no asterisk when optional, and links its error', () => {
    const q = renderUi(
      <Dropdown name="age" label="Age range" value={null} options={[]} error="Please choose." onChange={() => undefined} />,
    );
    expect(host.querySelector('label')!.textContent).to.equal('Age range');
    const select = q.getByLabelText('Age range');
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(q.getByText('Please choose.').id).to.equal(select.getAttribute('aria-describedby'));
  });
});

function ModalHarness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Travel time"
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
          footer={<button type="button">Save</button>}
        >
          <label>
            Time <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal (spec 2 Modals)', () => {
  it('moves focus inside, keeps Tab inside, closes on Escape and returns focus', async () => {
    let closed = 0;
    const q = renderUi(<ModalHarness onClosed={() => (closed += 1)} />);
    const opener = q.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    const dialog = await within(overlay).findByRole('dialog', { name: 'Travel time' });
    await frame();
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // A dialog with a form opens on its first field, where typing starts, not on the close cross.
    await waitForFocus(within(dialog).getByLabelText('Time'), 'first field on open');
    await sendKeys({ press: 'Tab' });
    await waitForFocus(save, 'Tab');
    await sendKeys({ press: 'Tab' });
    await waitForFocus(close, 'Tab wraps to the first');
    await sendKeys({ press: 'Shift+Tab' });
    await waitForFocus(save, 'Shift+Tab wraps to the last');
    await expect(overlay).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(within(overlay).queryByRole('dialog')).to.equal(null));
    expect(closed).to.equal(1);
    await waitForFocus(opener, 'focus returns to the opener');
  });
});

function ConfirmHarness({ onConfirm, confirmDisabled = false }: { onConfirm: () => void; confirmDisabled?: boolean }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ConfirmDialog
      title="Remove item"
      text="Remove Weekend ticket from your cart?"
      confirmDisabled={confirmDisabled}
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  ) : (
    <p>closed</p>
  );
}

/** The harness's confirm dialog, open with focus on Confirm, the choice Enter and Space make. */
async function openConfirm(onConfirm: () => void) {
  const q = renderUi(<ConfirmHarness onConfirm={onConfirm} />);
  const dialog = await within(overlay).findByRole('dialog', { name: 'Remove item' });
  await waitForFocus(within(dialog).getByRole('button', { name: 'Confirm' }), 'Confirm focused on open');
  return { q, dialog };
}

describe('confirm dialog (spec 2)', () => {
  for (const key of ['Enter', 'Space']) {
    it(`opens on Confirm and confirms once with ${key}`, async () => {
      let confirmed = 0;
      const { q, dialog } = await openConfirm(() => (confirmed += 1));
      expect(within(dialog).getByText('Remove Weekend ticket from your cart?')).to.exist;
      // A space is ' ' to every driver (WebDriver BiDi knows no "Space").
      await sendKeys({ press: key === 'Space' ? ' ' : key });
      await q.findByText('closed');
      await frame();
      expect(confirmed).to.equal(1);
    });

    it(`confirms with ${key} wherever focus is in the dialog but on Cancel`, async () => {
      let confirmed = 0;
      const { q, dialog } = await openConfirm(() => (confirmed += 1));
      dialog.focus();
      // A space is ' ' to every driver (WebDriver BiDi knows no "Space").
      await sendKeys({ press: key === 'Space' ? ' ' : key });
      await q.findByText('closed');
      await frame();
      expect(confirmed).to.equal(1);
    });

    it(`cancels when ${key} is pressed on Cancel (the button's own behaviour)`, async () => {
      let confirmed = 0;
      const { q, dialog } = await openConfirm(() => (confirmed += 1));
      await sendKeys({ press: 'Shift+Tab' });
      await waitForFocus(within(dialog).getByRole('button', { name: 'Cancel' }), 'Cancel focused after Shift+Tab');
      // A space is ' ' to every driver (WebDriver BiDi knows no "Space").
      await sendKeys({ press: key === 'Space' ? ' ' : key });
      await q.findByText('closed');
      await frame();
      expect(confirmed).to.equal(0);
    });
  }

  it('closes with Escape without confirming', async () => {
    let confirmed = 0;
    const { q } = await openConfirm(() => (confirmed += 1));
    await sendKeys({ press: 'Escape' });
    await q.findByText('closed');
    expect(confirmed).to.equal(0);
  });

  it('does not confirm while its Confirm button is disabled', async () => {
    let confirmed = 0;
    renderUi(<ConfirmHarness confirmDisabled onConfirm={() => (confirmed += 1)} />);
    const dialog = await within(overlay).findByRole('dialog');
    // Confirm takes no focus while disabled: it opens on Cancel.
    await waitForFocus(within(dialog).getByRole('button', { name: 'Cancel' }), 'focus inside the dialog');
    dialog.focus();
    await sendKeys({ press: 'Enter' });
    await frame();
    expect(confirmed).to.equal(0);
    expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).to.equal(true);
  });
});

describe('SafeHtml (one sanitiser for HTML from outside)', () => {
  it('removes script, style, form and event attributes', () => {
    const clean = String(
      sanitizeHtml(
        '<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style><form action="/x"><input name="a"></form><img src="https://i.example/a.png" onerror="x()">',
      ),
    );
    expect(clean).to.equal('<p>Hi</p><img src="https://i.example/a.png">');
  });

  it('keeps only http, https and mailto links, relative ones resolving to the page', () => {
    const clean = String(
      sanitizeHtml(
        '<a href="https://a.example">a</a><a href="http://b.example">b</a><a href="mailto:x@y.example">c</a><a href="javascript:alert(1)">d</a><a href="data:text/html,x">e</a><a href="tel:123">f</a><a href="/faq">g</a><a href=" jav&#x09;ascript:alert(1)">h</a>',
      ),
    );
    const links = new DOMParser().parseFromString(clean, 'text/html').querySelectorAll('a');
    expect(Array.from(links).map((a) => a.getAttribute('href'))).to.deep.equal([
      'https://a.example',
      'http://b.example',
      'mailto:x@y.example',
      null,
      null,
      null,
      '/faq',
      null,
    ]);
  });

  it('adds rel="noopener noreferrer" to links that open a new window', () => {
    expect(String(sanitizeHtml('<a href="https://a.example" target="_blank" rel="opener">a</a>'))).to.equal(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('drops <style> elements with their content before parsing, closed or not, keeping what is around them', () => {
    expect(String(sanitizeHtml('<p>a</p><STYLE media="all">p { color: red }</style ><p>b</p><style>p{}'))).to.equal('<p>a</p><p>b</p>');
    expect(String(sanitizeHtml('<p><style-note>kept</style-note></p>'))).to.equal('<p>kept</p>');
  });

  it('drops handler and style attributes before parsing, not lookalikes in values or text', () => {
    expect(String(sanitizeHtml('<p title="a onclick=b" style="c" ONCLICK=\'d\'>x onclick=y</p><br/ onload=z>'))).to.equal(
      '<p title="a onclick=b">x onclick=y</p><br>',
    );
  });

  it('gives TrustedHTML of the one policy, event-shop, where the browser has Trusted Types', () => {
    expect((window as WindowLike).trustedTypes!.isHTML(sanitizeHtml('<p>a</p>'))).to.equal(true);
  });

  it('renders the clean HTML', () => {
    renderUi(<SafeHtml html={'<h3>When?</h3><p onmouseover="x()">At noon.</p>'} />);
    expect(host.querySelector('.es-html')!.innerHTML).to.equal('<h3>When?</h3><p>At noon.</p>');
  });
});

describe('Money and DateTime (spec 9)', () => {
  it('formats minor units with locale and currency', () => {
    renderUi(
      <>
        <Money minor={30} />
        <Money minor={3090} />
      </>,
    );
    expect(Array.from(host.querySelectorAll('.es-money')).map((m) => m.textContent)).to.deep.equal(['€0.30', '€30.90']);
  });

  it('formats in another locale and currency', () => {
    renderUi(<Money minor={123450} />, { locale: 'de-DE', currency: 'CHF' });
    expect(host.textContent).to.equal('1.234,50\u00a0CHF');
  });

  it("shows a time in its own zone (the config's or its event's), and one that is no time as it came", () => {
    renderUi(
      <>
        <DateTime value={instant('2027-07-09T10:00:00+00:00', 'Europe/Dublin')} style="time" />
        <DateTime value={instant('2027-07-09T10:00:00+00:00', 'America/New_York')} style="time" />
        <DateTime value={instant('not a date')} />
        <DateTime value={null} />
      </>,
    );
    const nodes = Array.from(host.childNodes) as Element[];
    expect(nodes.map((n) => n.textContent)).to.have.length(3);
    expect(nodes[0].textContent).to.match(/11:00/);
    expect(nodes[1].textContent).to.match(/06:00|6:00/);
    expect(nodes[1].getAttribute('datetime')).to.equal('2027-07-09T10:00:00+00:00');
    expect([nodes[2].localName, nodes[2].textContent]).to.deep.equal(['span', 'not a date']);
  });
});
