import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the island hydrates, then true. An island's controls stay
 * disabled until they work, and a store the server never saw (it rendered the island's props) is
 * read only once hydrated; a store the server rendered at its initial value is read through
 * useSharedStore.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A store shared between islands, as the island's server HTML has it (the store's initial value:
 * the server never changes one) while the island hydrates, then live; an island mounted later reads
 * it live at once. Another island may change the store first (the gems intro loads the balance the
 * header's counter shows; a purchase started in one modal is under way when a scrolled-to island
 * wakes), and a first render that differs from the HTML is a hydration error: React logs it and
 * throws the island's HTML away.
 */
export function useSharedStore<Value>(store: ReadableAtom<Value>): Value {
  return useStore(store, { ssr: 'initial' });
}
