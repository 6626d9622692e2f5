import { useSnapshot } from 'valtio';
import { formatRemaining } from '../../domain/cart-rules';
import { countdown } from '../../stores/cart/state';
import { useT } from '../../stores/config';

/**
 * The reservation countdown: the only reader of the `countdown` store, so the
 * 500 ms tick re-renders this and nothing else. Screen readers hear the time at
 * 5 minutes and 1 minute (stores/cart/ticker announces), not every second: no
 * live region here.
 */
export function Countdown() {
  const { seconds } = useSnapshot(countdown);
  const t = useT();
  return (
    <p className="es-cart__timer" role="timer">
      {t('cart.reservedFor', { time: formatRemaining(seconds * 1000) })}
    </p>
  );
}
