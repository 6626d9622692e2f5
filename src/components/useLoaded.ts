import { useEffect, useState } from 'react';

/**
 * What a screen loads for itself (a link's order or instalment): null until
 * the answer arrives, and again each time `deps` change; an answer for
 * earlier `deps`, or after unmount, is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: unknown[]): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    void load().then((value) => live && setAnswer(() => value));
    return () => {
      live = false;
    };
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return answer;
}
