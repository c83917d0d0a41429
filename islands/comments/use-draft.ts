import { useCallback, useEffect, useState } from 'react';

/** Session storage, or nothing where it is refused (private windows, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A comment's text while the member types, kept in session storage under `key`, so a reload or a
 * navigation back does not lose it (membership spec section 3: draft). Read after hydration, so the
 * server's HTML and the first render agree.
 */
export function useDraft(key: string, initial = ''): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(initial);
  useEffect(() => {
    setText(storage()?.getItem(key) ?? initial);
  }, [key, initial]);
  const change = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next === '') storage()?.removeItem(key);
        else storage()?.setItem(key, next);
      } catch {
        // A full or refused storage keeps the draft in the page only.
      }
    },
    [key],
  );
  const clear = useCallback(() => change(''), [change]);
  return [text, change, clear];
}
