import { useSnapshot } from 'valtio';
import { formatRemaining } from '../../domain/cart-rules';
import { countdown } from '../../stores/cart/state';
import { useT } from '../../stores/config';

/** The last minutes of a reservation are shown in the warning colour, so the shopper sees time running out. */
export const ENDING_SECONDS = 120;

/**
 * The reservation countdown: the only reader of the `countdown` store, so the
 * 500 ms tick re-renders this and nothing else. `compact` is the header's
 * short form (`14:32`, named in full for screen readers). Screen readers hear
 * the time at 5 minutes and 1 minute (stores/cart/ticker announces), not every
 * second: no live region here.
 */
export function Countdown({ compact = false }: { compact?: boolean }) {
  const { seconds } = useSnapshot(countdown);
  const t = useT();
  const time = formatRemaining(seconds * 1000);
  const className = `es-timer${compact ? ' es-timer--compact' : ''}${seconds <= ENDING_SECONDS ? ' es-timer--ending' : ''}`;
  return compact ? (
    <span className={className} role="timer" aria-label={t('cart.timerLabel', { time })}>
      {time}
    </span>
  ) : (
    <p className={className} role="timer">
      {t('cart.reservedFor', { time })}
    </p>
  );
}
