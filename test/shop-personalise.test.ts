import { expect } from '@open-wc/testing';
import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { shopDataFor } from '../demo/backend/shop-data';
import { callsOf, overrideHandlers, startBackend } from './helpers/backend';
import { seedCart } from './helpers/cart';
import { exampleConfig } from './helpers/config';
import { choose, mountShop, typeInto, type MountedShop } from './helpers/shop';

/** The personalise ticket modal (docs/spec.md §2 Modals, §5): checks in order, quick fill, editing a cart item. */
describe('personalise ticket', () => {
  let shop: MountedShop | null = null;
  afterEach(() => {
    shop?.cleanup();
    shop = null;
  });

  /** Modals render in the overlay's shadow root, beside the toasts' container. */
  const modals = () => within(shop!.overlay().getRootNode() as unknown as HTMLElement);

  /**
   * The dialog's form fields register with the form in an effect that preact
   * runs after the next frame; a person cannot type sooner.
   */
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));

  async function open(hash: string, parts: Array<'view' | 'cart'> = ['view']) {
    shop = await mountShop({ config: exampleConfig(), parts, hash });
    (await within(shop.part('view')).findByRole('button', { name: 'Add to cart' })).click();
    const dialog = await modals().findByRole('dialog', { name: 'Personalise ticket' });
    await nextFrame();
    const d = within(dialog);
    return {
      dialog,
      d,
      submit: () => d.getByRole('button', { name: 'Add to cart' }).click(),
      field: (label: RegExp) => d.getByLabelText(label) as HTMLInputElement | HTMLSelectElement,
    };
  }

  it('checks in the spec order, one message at a time, on the field it is about', async () => {
    const backend = await startBackend();
    const { d, submit, field, dialog } = await open('#/tickets/WEEKEND');
    const steps: Array<[() => void, string, RegExp]> = [
      [() => undefined, 'Please enter the full name for this ticket holder.', /^Full name/],
      [() => typeInto(field(/^Full name/), 'Ann Lee'), 'Please enter the email address for this ticket holder.', /^Email/],
      [() => typeInto(field(/^Email/), 'mailto:ann@lee.ie'), 'Please enter a valid email address for this ticket holder.', /^Email/],
      [() => typeInto(field(/^Email/), 'ann@lee.ie'), 'Please choose the age range for this ticket holder.', /^Age range/],
      [
        () => {
          choose(field(/^Age range/), '25-34');
          // The country starts as the visitor's own (data.country): clear it.
          expect(field(/^Country/).value).to.equal('IE');
          choose(field(/^Country/), '');
        },
        'Please choose the country for this ticket holder.',
        /^Country/,
      ],
    ];
    for (const [act, message, label] of steps) {
      act();
      submit();
      const shown = await d.findByText(message);
      const input = field(label);
      await waitFor(() =>
        expect((dialog.getRootNode() as ShadowRoot).activeElement === input, 'focus on the first failing field').to.equal(true),
      );
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.contain(shown.id);
      expect(dialog.querySelectorAll('.es-field-error')).to.have.length(1);
    }
    expect(callsOf(backend, 'add-product-to-cart')).to.have.length(0);
    choose(field(/^Country/), 'NL');
    submit();
    await within(shop!.overlay()).findByText('Item added to cart.');
    expect(callsOf(backend, 'add-product-to-cart').map((c) => c.body)).to.deep.equal([
      {
        token: null,
        cart: null,
        external_code: 'WEEKEND',
        full_name: 'Ann Lee',
        email: 'ann@lee.ie',
        age: '25-34',
        country: 'NL',
        transport_time_id: null,
      },
    ]);
    await waitFor(() => expect(modals().queryByRole('dialog')).to.equal(null));

    // 7: the same product for the same full name is already in the cart.
    const again = await open2();
    typeInto(again.field(/^Full name/), ' ann lee ');
    typeInto(again.field(/^Email/), 'other@lee.ie');
    choose(again.field(/^Age range/), '18-24');
    again.submit();
    await again.d.findByText('A Weekend ticket already exists for ann lee in your cart.');
    expect(callsOf(backend, 'add-product-to-cart')).to.have.length(1);
  });

  async function open2() {
    (await within(shop!.part('view')).findByRole('button', { name: 'Add to cart' })).click();
    const dialog = await modals().findByRole('dialog', { name: 'Personalise ticket' });
    await nextFrame();
    const d = within(dialog);
    return {
      d,
      submit: () => d.getByRole('button', { name: 'Add to cart' }).click(),
      field: (label: RegExp) => d.getByLabelText(label) as HTMLInputElement | HTMLSelectElement,
    };
  }

  it('asks a travel time for selectable transport: remaining seats in brackets, sold-out times disabled, hint and deadline', async () => {
    const backend = await startBackend({
      // A time without a seat limit (remaining null), and one oversold (below 0).
      seed: (s) =>
        s.products
          .find((p) => p.external_code === 'SHUTTLE-DUB')!
          .travel_times!.push(
            { id: 4, travel_time: '2027-07-09T19:00:00+01:00', remaining: null },
            { id: 5, travel_time: '2027-07-09T21:00:00+01:00', remaining: -1 },
          ),
    });
    const { d, submit, field, dialog } = await open('#/tickets/SHUTTLE-DUB');
    // Transport: no age range.
    expect(d.queryByLabelText(/^Age range/)).to.equal(null);
    typeInto(field(/^Full name/), 'Bo Lee');
    typeInto(field(/^Email/), 'bo@lee.ie');
    submit();
    await d.findByText('Please choose your travel date and time.');
    const select = field(/^Travel date and time/) as HTMLSelectElement;
    const options = Array.from(select.options).slice(1);
    expect(options.map((o) => o.textContent)).to.deep.equal([
      '9 Jul 2027, 10:00 (40)',
      '9 Jul 2027, 13:00 (Sold out)',
      '9 Jul 2027, 16:00 (3)',
      '9 Jul 2027, 19:00',
      '9 Jul 2027, 21:00 (Sold out)',
    ]);
    expect(options.map((o) => o.disabled)).to.deep.equal([false, true, false, false, true]);
    expect(options[0].textContent).to.contain('10:00');
    expect(dialog.textContent).to.contain('Please be at the meeting location 30 minutes before your travel time.');
    // allow_travel_time_changes_until 2027-07-01T23:59:00+01:00, shown in the event's zone (Dublin).
    expect(dialog.textContent).to.match(/You can change your travel time until 1 Jul 2027, 23:59\./);
    choose(select, '3');
    submit();
    await within(shop!.overlay()).findByText('Item added to cart.');
    expect(callsOf(backend, 'add-product-to-cart')[0].body.transport_time_id).to.equal(3);
  });

  it('asks no age range when the event has age ranges off, or for add-ons', async () => {
    await startBackend();
    let opened = await open('#/tickets/WINTER-NIGHT');
    expect(opened.d.queryByLabelText(/^Age range/)).to.equal(null);
    shop!.cleanup();
    opened = await open('#/tickets/CAMP-BOUTIQUE');
    expect(opened.d.queryByLabelText(/^Age range/)).to.equal(null);
    expect(opened.d.getByLabelText(/^Full name/)).to.exist;
    expect(opened.dialog.textContent).to.contain('Use roman characters, exactly as on the passport or ID of the ticket holder.');
    await expect((shop!.overlay().getRootNode() as ShadowRoot).querySelector('[role="dialog"]')).to.be.accessible();
  });

  it("offers the customer's existing ticket holders for quick fill", async () => {
    const backend = await startBackend();
    overrideHandlers(
      http.post('/api/get-data', () => {
        const data = shopDataFor(backend.db, null);
        return HttpResponse.json({
          data: {
            ...data,
            existing_tickets: [
              { full_name: 'Cara Byrne', email: 'cara@byrne.ie', age: '35-44', event_id: 1 },
              { full_name: 'Dev Patel', email: 'dev@patel.nl', age: null, event_id: 2 },
            ],
          },
        });
      }),
    );
    const { field, d } = await open('#/tickets/WEEKEND');
    const quick = field(/^Fill in a previous ticket holder/) as HTMLSelectElement;
    expect(Array.from(quick.options).map((o) => o.textContent)).to.deep.equal([
      'Please choose',
      'Cara Byrne (cara@byrne.ie)',
      'Dev Patel (dev@patel.nl)',
    ]);
    choose(quick, '0');
    // One batch of changes, but the fields may show them a render apart (WebKit under load).
    await waitFor(() =>
      expect([field(/^Full name/).value, field(/^Email/).value, field(/^Age range/).value]).to.deep.equal([
        'Cara Byrne',
        'cara@byrne.ie',
        '35-44',
      ]),
    );
    await expect((shop!.overlay().getRootNode() as ShadowRoot).querySelector('[role="dialog"]')).to.be.accessible();
    expect(d.getByRole('button', { name: 'Cancel' })).to.exist;
  });

  it('keeps every value when the add fails, and shows why', async () => {
    const backend = await startBackend();
    const { field, submit, d } = await open('#/tickets/CAMP-BOUTIQUE');
    // Another tab filled the limit in the meantime: only the server knows.
    backend.db.state.products.find((p) => p.external_code === 'CAMP-BOUTIQUE')!.limit_per_order = 0;
    overrideHandlers(
      http.post('/api/add-product-to-cart', () =>
        HttpResponse.json({ message: 'You can order at most 2 of Boutique camping.' }, { status: 422 }),
      ),
    );
    typeInto(field(/^Full name/), 'Eve Ng');
    typeInto(field(/^Email/), 'eve@ng.ie');
    submit();
    await within(shop!.overlay()).findAllByText('You can order at most 2 of Boutique camping.');
    expect(field(/^Full name/).value).to.equal('Eve Ng');
    expect(field(/^Email/).value).to.equal('eve@ng.ie');
    expect(d.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).to.equal(false);
  });

  it('edits a cart item through /update-product-in-cart: not its own duplicate; failure keeps the values', async () => {
    const backend = await startBackend();
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('event-shop:customise', listen);
    try {
      const first = await open('#/tickets/WEEKEND', ['view', 'cart']);
      typeInto(first.field(/^Full name/), 'Ann Lee');
      typeInto(first.field(/^Email/), 'ann@lee.ie');
      choose(first.field(/^Age range/), '18-24');
      first.submit();
      await within(shop!.overlay()).findByText('Item added to cart.');
      expect(events).to.have.length(1);
      const cart = within(shop!.part('cart'));
      (await cart.findByRole('button', { name: 'Personalise Weekend ticket (Ann Lee)' })).click();
      const dialog = await modals().findByRole('dialog', { name: 'Personalise ticket' });
      await nextFrame();
      const d = within(dialog);
      const name = d.getByLabelText(/^Full name/) as HTMLInputElement;
      expect(name.value).to.equal('Ann Lee');
      expect((d.getByLabelText(/^Age range/) as HTMLSelectElement).value).to.equal('18-24');
      typeInto(d.getByLabelText(/^Email/), 'ann.lee@lee.ie');
      d.getByRole('button', { name: 'Save' }).click();
      await within(shop!.overlay()).findByText('Item details updated.');
      const update = callsOf(backend, 'update-product-in-cart');
      expect(update).to.have.length(1);
      expect(update[0].body).to.include({ full_name: 'Ann Lee', email: 'ann.lee@lee.ie', age: '18-24', country: 'IE' });
      expect(update[0].body.cart).to.be.a('string').and.to.equal(localStorage.getItem('cart'));
      expect(update[0].body.cart_product_id).to.equal(backend.db.state.carts[localStorage.getItem('cart')!].products[0].id);
      expect(events).to.have.length(2);

      overrideHandlers(http.post('/api/update-product-in-cart', () => HttpResponse.json({ message: 'Server says no.' }, { status: 500 })));
      (await cart.findByRole('button', { name: 'Personalise Weekend ticket (Ann Lee)' })).click();
      const again = within(await modals().findByRole('dialog', { name: 'Personalise ticket' }));
      await nextFrame();
      typeInto(again.getByLabelText(/^Full name/), 'Ann Leigh');
      again.getByRole('button', { name: 'Save' }).click();
      await within(shop!.overlay()).findByText('Could not update item details.');
      expect((again.getByLabelText(/^Full name/) as HTMLInputElement).value).to.equal('Ann Leigh');
      expect(cart.getByText('Ann Lee')).to.exist;
    } finally {
      window.removeEventListener('event-shop:customise', listen);
    }
  });

  it('opens on its first field, so typing a name never hits the close cross', async () => {
    await startBackend();
    const { dialog, field } = await open('#/tickets/CAMP-BOUTIQUE');
    expect((dialog.getRootNode() as ShadowRoot).activeElement === field(/^Full name/), 'focus on Full name').to.equal(true);
  });

  it('the remove confirmation opens on Confirm, the choice Enter and Space make (docs/spec.md §2 Modals)', async () => {
    const backend = await startBackend();
    seedCart(backend, [{ code: 'BOTTLE' }]);
    shop = await mountShop({ config: exampleConfig(), parts: ['cart'] });
    (await within(shop.part('cart')).findByRole('button', { name: 'Remove Steel water bottle' })).click();
    const dialog = await modals().findByRole('dialog', { name: 'Remove item' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect((dialog.getRootNode() as ShadowRoot).activeElement === confirm, 'focus on Confirm').to.equal(true);
  });
});
