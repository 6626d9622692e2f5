import { expect } from '@open-wc/testing';
import { ApiError } from '../api/client';
import { loadFailureText, showFailure } from './feedback';
import { resetUi, ui } from './ui';

describe('showing a failed change (stores/feedback)', () => {
  afterEach(() => resetUi());

  it("checkout's form display: a timeout says the order may exist; other failures say what the server said", () => {
    const display = { form: true as const, timeout: 'checkout.timeout' as const };
    showFailure(new ApiError('timeout', 0, 'The request to checkout-cart timed out.'), display);
    expect(ui.formError).to.equal('We did not hear back in time, so your order may have been placed. Please check your orders in the portal before trying again.');
    showFailure(new ApiError('http', 503, '503 Service Unavailable', { message: 'The payment provider is down.' }), display);
    expect(ui.formError).to.equal('The payment provider is down.');
    showFailure(new ApiError('http', 422, '422', { errors: { country: ['Please choose your country.'], code: ['Invalid or expired voucher code.'] } }), 'form');
    expect(ui.formError).to.equal('Please choose your country.\nInvalid or expired voucher code.');
  });

  it("a failed load: the server's words, else the status it answered, else an unreadable answer, else the network", () => {
    expect(loadFailureText(new ApiError('http', 503, '503 Service Unavailable', { message: 'Maintenance.' }))).to.equal('Maintenance.');
    expect(loadFailureText(new ApiError('http', 502, '502 Bad Gateway'))).to.equal('The server answered 502 Bad Gateway.');
    expect(loadFailureText(new ApiError('parse', 200, 'The answer to get-data was not JSON.'))).to.equal('The server sent an answer the shop cannot read.');
    expect(loadFailureText(new ApiError('network', 0, 'Failed to fetch'))).to.equal('The server could not be reached. Please check your connection and try again.');
  });
});
