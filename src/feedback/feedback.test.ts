import { expect } from '@open-wc/testing';
import { ApiError } from '../api/client';
import { exampleConfig } from '../../test/helpers/config';
import { parseConfig } from '../config/schema';
import { setPageConfig } from '../stores/config';
import { dataFailureText, loadFailureText, perform, showFailure } from './feedback';
import { endMount } from '../stores/runtime';
import { notify } from '../ui/toast';
import { resetPageState, pageState } from '../stores/page';

describe("why the shop's data did not load (feedback dataFailureText)", () => {
  afterEach(() => endMount());
  const withApi = (apiBase: string) => {
    const parsed = parseConfig({ ...exampleConfig(), apiBase });
    if (!parsed.ok) throw new Error('config');
    setPageConfig(parsed.config);
  };

  it('no answer from an API on another origin names its address (a refused CORS preflight looks the same)', () => {
    withApi('https://api.festival.example/api');
    expect(dataFailureText(new ApiError('network', 0, 'Failed to fetch'))).to.equal(
      'The shop cannot reach its API at https://api.festival.example/api.',
    );
  });

  it("no answer from the page's own site is as likely the connection: it says so, naming nothing", () => {
    withApi('/api');
    expect(dataFailureText(new ApiError('network', 0, 'Failed to fetch'))).to.equal(
      'The server could not be reached. Please check your connection and try again.',
    );
    withApi(`${location.origin}/api`);
    expect(dataFailureText(new ApiError('network', 0, 'Failed to fetch'))).not.to.contain(location.origin);
  });

  it('a page instead of the JSON names the address wherever it is', () => {
    withApi('/shop-api');
    expect(dataFailureText(new ApiError('http', 501, '501 Not Implemented'))).to.equal('The shop cannot reach its API at /shop-api.');
  });
});

describe('showing a failed change (feedback)', () => {
  afterEach(() => resetPageState());

  it("checkout's failure: an unknown outcome says the order may exist; a refusal says what the server said", () => {
    const mayExist =
      'We could not confirm your order, so it may have been placed. Please check your orders in the portal before trying again.';
    for (const error of [
      new ApiError('timeout', 0, 'The request to checkout-cart timed out.'),
      new ApiError('network', 0, 'Failed to fetch'),
      new ApiError('http', 502, '502 Bad Gateway'),
      new ApiError('http', 503, '503 Service Unavailable', { message: 'The payment provider is down.' }),
      new ApiError('parse', 200, 'The answer to /checkout-cart has no order.'),
    ]) {
      showFailure(error, 'checkout');
      expect(pageState.formError, error.message).to.equal(mayExist);
    }
    showFailure(new ApiError('http', 409, '409', { message: 'Your cart changed.' }), 'checkout');
    expect(pageState.formError).to.equal('Your cart changed.');
    showFailure(
      new ApiError('http', 422, '422', {
        errors: { country: ['Please choose your country.'], code: ['Invalid or expired voucher code.'] },
      }),
      '/update-settings',
    );
    expect(pageState.formError).to.equal('Please choose your country.\nInvalid or expired voucher code.');
  });

  it("shows each call as the catalogue of spec 8 says, by the call: a fixed toast, the server's words or a toast, the view's own state", () => {
    const toasts: string[] = [];
    const real = notify.error;
    notify.error = (message: string) => (toasts.push(message), 0);
    try {
      const refused = new ApiError('http', 422, '422', { message: 'Sold out.' });
      const silent = new ApiError('http', 500, '500');
      showFailure(refused, '/login');
      showFailure(refused, 'add:TICKET');
      showFailure(silent, 'add:TICKET');
      showFailure(refused, 'update:4');
      showFailure(refused, 'remove:product:4');
      showFailure(refused, '/reset-password');
      showFailure(refused, 'voucher');
      expect(toasts).to.deep.equal([
        'Login failed.',
        'Sold out.',
        'Could not add item to cart.',
        'Could not update item details.',
        'Sold out.',
      ]);
      expect(pageState.formError, 'shown by the view itself').to.equal(null);
      showFailure(silent, '/pay-payment-plan-order-payment');
      expect(pageState.formError).to.contain('may');
    } finally {
      notify.error = real;
    }
  });

  it("a failed load: the server's words, else the status it answered, else an unreadable answer, else the network", () => {
    expect(loadFailureText(new ApiError('http', 503, '503 Service Unavailable', { message: 'Maintenance.' }))).to.equal('Maintenance.');
    expect(loadFailureText(new ApiError('http', 502, '502 Bad Gateway'))).to.equal('The server answered 502 Bad Gateway.');
    expect(loadFailureText(new ApiError('parse', 200, 'The answer to get-data was not JSON.'))).to.equal(
      'The server sent an answer the shop cannot read.',
    );
    expect(loadFailureText(new ApiError('network', 0, 'Failed to fetch'))).to.equal(
      'The server could not be reached. Please check your connection and try again.',
    );
  });

  it('a change answered after an unmount is no outcome to act on, and nothing is shown', async () => {
    for (const answer of [() => Promise.resolve('done'), () => Promise.reject(new ApiError('http', 422, '422', { message: 'No.' }))]) {
      let settle!: () => void;
      const asked = new Promise<void>((resolve) => (settle = resolve));
      const pending = perform('/change', async () => {
        await asked;
        return answer();
      });
      endMount();
      settle();
      const result = await pending;
      expect(result.ok, 'not a success the caller follows').to.equal(false);
      expect(pageState.formError, 'no error shown').to.equal(null);
    }
    // In the mount of now, the same change is followed as ever.
    expect(await perform('/change', () => Promise.resolve('done'))).to.deep.equal({ ok: true, value: 'done' });
  });

  it("a change's success text is toasted once it went through, never for a failure or an answer after an unmount", async () => {
    const toasted: string[] = [];
    const real = notify.success;
    notify.success = (message: string) => (toasted.push(message), 0);
    try {
      await perform('/request-refund', () => Promise.resolve(1), 'refund.submitted');
      expect(toasted).to.deep.equal(['Refund request submitted successfully.']);
      await perform('/request-refund', () => Promise.reject(new ApiError('http', 422, '422', { message: 'No.' })), 'refund.submitted');
      expect(toasted, 'a failure is no success').to.have.length(1);
      let settle!: () => void;
      const asked = new Promise<void>((resolve) => (settle = resolve));
      const pending = perform('/request-refund', () => asked, 'refund.submitted');
      endMount();
      settle();
      await pending;
      expect(toasted, 'answered after the unmount').to.have.length(1);
    } finally {
      notify.success = real;
    }
  });
});
