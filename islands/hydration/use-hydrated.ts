import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the island hydrates, then true. An island's controls stay
 * disabled until they work, and a store shared between islands is read only once hydrated (the
 * server has no module-level store: it renders the props it was given).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
