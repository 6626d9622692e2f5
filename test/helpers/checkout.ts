import { waitFor, within } from '@testing-library/dom';
import { TOKEN, startAsDemo } from './api';
import { seedCart } from './cart';
import { exampleConfig } from './config';
import { mountShop, type MountedShop } from './shop';
import type { DemoBackend } from '../../demo/backend/index';
import type { Part } from '../../src/app/parts';
import type { EventShopConfig } from '../../src/config/types';
import { leavePage } from '../../src/stores/payment';

/**
 * Fields register with their form in an effect preact runs after a frame: a
 * new form is ready two frames after it is rendered; a person cannot type
 * sooner.
 */
/** Checkout's pay action, named by what it does: 'Pay €245.50' for a card, else 'Place order'. */
export const PAY = /^(Pay €\d[\d,]*\.\d\d|Place order)$/;

const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
export const nextFrame = async () => {
  await frame();
  await frame();
};

export interface CheckoutScene {
  backend: DemoBackend;
  shop: MountedShop;
  view: ReturnType<typeof within>;
  /** Where the shop tried to send the browser (followPayment), instead of leaving the test page. */
  left: Array<{ kind: 'assign'; url: string } | { kind: 'submit'; form: HTMLFormElement; html: string }>;
}

/** The demo customer logged in, a cart of `lines`, on #/checkout. */
export async function openCheckout(
  lines: Array<{ code: string; holder?: string; time?: number }>,
  { config = exampleConfig(), parts = ['view'] as Part[] }: { config?: EventShopConfig; parts?: Part[] } = {},
): Promise<CheckoutScene> {
  const backend = await startAsDemo();
  seedCart(backend, lines);
  localStorage.setItem('token', TOKEN);
  const left: CheckoutScene['left'] = [];
  leavePage.assign = (url) => void left.push({ kind: 'assign', url });
  leavePage.submit = (form) => void left.push({ kind: 'submit', form, html: form.outerHTML });
  const shop = await mountShop({ config, parts, hash: '#/checkout', settle: false });
  try {
    // The data, then the stored cart, then the invoice: each a call.
    const view = await waitFor(() => within(shop.part('view')), { timeout: 5000 });
    await view.findByRole('button', { name: PAY }, { timeout: 5000 });
    await nextFrame();
    return { backend, shop, view, left };
  } catch (error) {
    // Not left mounted: the next test's mount would do nothing.
    console.warn(`openCheckout: ${window.location.hash} shows "${shop.part('view').textContent}"`);
    shop.cleanup();
    throw error;
  }
}
