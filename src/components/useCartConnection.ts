import { useLayoutEffect } from 'react';
import { connectCart } from '../stores/cart/connection';

/**
 * Keep the cart loaded and in sync while this component is on the page
 * (stores/cart/connection). A layout effect: its cleanup runs during unmount
 * itself, so `unmount()` leaves no listener or timer behind.
 */
export function useCartConnection(): void {
  useLayoutEffect(() => connectCart(), []);
}
