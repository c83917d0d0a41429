import { atom } from 'nanostores';
import type { ConsoleEvent, ConsoleOverview } from '../../src/features/ops/console-model.ts';
import { CONSOLE_EVENTS_PATH } from '../../src/features/ops/console-paths.ts';

/**
 * The tenants page's live state (server-sent events, CONSOLE_EVENTS_PATH): null until the stream's
 * first overview, which the islands show instead of the one the server rendered them with.
 * Browser-only.
 */
export const $overview = atom<ConsoleOverview | null>(null);

/** Takes one event of the stream in: the whole overview, or the running build's progress. */
export function receive(event: ConsoleEvent): void {
  if (event.type === 'overview') {
    $overview.set(event.overview);
    return;
  }
  const current = $overview.get();
  if (!current) return;
  const queue = current.queue.filter((queued) => queued.run !== event.run.run);
  // A run of the queue that started leaves it; one still queued is updated in its place.
  if (event.run.status === 'queued') $overview.set({ ...current, queue: current.queue.some((queued) => queued.run === event.run.run) ? current.queue.map((queued) => (queued.run === event.run.run ? event.run : queued)) : [...current.queue, event.run] });
  else if (event.run.kind !== 'dry run') $overview.set({ ...current, run: event.run, queue });
}

let source: EventSource | null = null;

/** Opens the live stream once per page; the browser reconnects it by itself after a break. */
export function connectLive(): void {
  if (source) return;
  source = new EventSource(CONSOLE_EVENTS_PATH);
  for (const type of ['overview', 'run'] as const) {
    source.addEventListener(type, (message) => receive(JSON.parse((message as MessageEvent<string>).data) as ConsoleEvent));
  }
}
