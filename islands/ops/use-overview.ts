import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ConsoleOverview } from '../../src/features/ops/console-model.ts';
import { $overview, connectLive } from './console-store.ts';

/**
 * The tenants page's overview: the one the server rendered the island with, until the live stream's
 * first overview (the same at that moment), then live. Each island opens the one stream of the page.
 */
export function useOverview(rendered: ConsoleOverview): ConsoleOverview {
  const live = useStore($overview);
  useEffect(() => connectLive(), []);
  return live ?? rendered;
}
