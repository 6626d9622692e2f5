import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useUiEnv } from './env';
import { kitState, type WaitShown } from './kit-state';

/**
 * Why the shop waits (docs/embed-contract.md §6), where the shopper waits: a loading state or a busy
 * button. The notice is a live region, announced when it appears; the countdown inside is a timer
 * (not announced every second). The place in the queue and the expected wait follow each answer.
 * "Stop waiting" stops every waiting call: a form keeps its values, the cart is left alone.
 */
export function WaitNotice() {
  const wait = useSnapshot(kitState).wait;
  return wait && <Waiting wait={wait} />;
}

function Waiting({ wait }: { wait: WaitShown }) {
  const { t, locale, stopWaiting } = useUiEnv();
  const minutes = wait.waitSeconds === null ? null : Math.ceil(wait.waitSeconds / 60);
  return (
    <div className="es-wait" role="status">
      <p className="es-wait__title">{t(wait.reason === 'busy' ? 'busy.title' : 'busy.fault')}</p>
      {wait.position !== null && <p>{t('busy.position', { position: wait.position.toLocaleString(locale) })}</p>}
      {minutes !== null && <p>{t('busy.wait', { count: minutes })}</p>}
      {wait.full && <p>{t('busy.full')}</p>}
      <RetryIn until={wait.until} />
      {stopWaiting && (
        <button type="button" className="es-btn es-btn--secondary" onClick={stopWaiting}>
          {t('busy.stop')}
        </button>
      )}
    </div>
  );
}

/** The countdown to the next try: the only part of the notice that renders once a second. */
function RetryIn({ until }: { until: number }) {
  const { t } = useUiEnv();
  const seconds = useSecondsUntil(until);
  return <p role="timer">{seconds > 0 ? t('busy.retryIn', { count: seconds }) : t('busy.retrying')}</p>;
}

/** Whole seconds until `until` (`performance.now()`), counting down once a second. */
function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - performance.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left);
    const timer = setInterval(() => setSeconds(left), 1000);
    return () => clearInterval(timer);
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
