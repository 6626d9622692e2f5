import { useLayoutEffect, useRef } from 'react';

/**
 * The shared form error (docs/spec.md §8): one message per line, announced when it
 * appears, and scrolled into view: on a phone the form's top is often far
 * above the button that was pressed.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="es-form-error" role="alert">
      {message.split('\n').map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
