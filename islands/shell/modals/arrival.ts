import type { QueryBehaviour } from '../../../src/shell/query-behaviour.ts';
import { withoutOneShotParams } from '../../../src/shell/query-behaviour.ts';
import { showModal } from './store.ts';

/** The attribute of <body> that carries the page's query behaviour, decided on the server (src/shell/query-behaviour.ts). */
export const ARRIVAL_ATTRIBUTE = 'data-arrival';

/**
 * Opens the modals the page's query asked for and takes the one-shot parameters off the address, so
 * that reloading the page (or sharing its address) does not open them or flash again. The modals'
 * islands may hydrate later: the store keeps them shown until they do.
 */
export function applyArrival(behaviour: QueryBehaviour, location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'>): void {
  for (const modal of behaviour.modals) showModal(modal.id, modal.props);
  const cleaned = withoutOneShotParams(new URL(location.href));
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);
}

/** Reads the decision the server left on <body>; a page without one has nothing to do. */
export function arrivalOf(body: HTMLElement): QueryBehaviour | null {
  const raw = body.getAttribute(ARRIVAL_ATTRIBUTE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as QueryBehaviour;
  } catch {
    return null;
  }
}
