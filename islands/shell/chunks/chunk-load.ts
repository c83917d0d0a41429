/**
 * Browsing spec sections 7 and 9: "Page scripts and styles load lazily from a cdn with up to 3
 * retries, time-out 120000 ms", and section 8: a chunk that still fails is 'Loading chunk N failed'
 * (time-out or missing), reported.
 */
export const CHUNK_RETRIES = 3;
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunk: string, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
  }
}

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

export interface ChunkLoadOptions {
  retries?: number;
  timeoutMs?: number;
  /** The clock (injected by tests): calls `callback` after `ms`, and returns how to cancel. */
  after?: (ms: number, callback: () => void) => () => void;
}

const realTimer = (ms: number, callback: () => void): (() => void) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

function withTimeout<T>(loading: Promise<T>, ms: number, after: NonNullable<ChunkLoadOptions['after']>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = after(ms, () => reject(new ChunkTimeoutError(`no answer in ${ms} ms`)));
    loading.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a lazily imported chunk: the first try and up to CHUNK_RETRIES more, each given
 * CHUNK_TIMEOUT_MS. `load(attempt)` gets the attempt's number (0 first), so a retry can ask for a
 * fresh URL: a browser may keep a failed module import. All tries failing is a ChunkLoadError.
 */
export async function loadChunk<T>(chunk: string, load: (attempt: number) => Promise<T>, options: ChunkLoadOptions = {}): Promise<T> {
  const { retries = CHUNK_RETRIES, timeoutMs = CHUNK_TIMEOUT_MS, after = realTimer } = options;
  let last: unknown = null;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(load(attempt), timeoutMs, after);
    } catch (error) {
      last = error;
    }
  }
  throw new ChunkLoadError(chunk, last);
}

/** The chunk's name in the message: its file, without the folder and the query. */
export function chunkNameOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

/** What `astro:hydration-error` carries (Astro's island runtime dispatches it, cancelable, on the island). */
interface HydrationErrorDetail {
  error: unknown;
  componentUrl: string | null;
}
/** Astro's island element: `start()` runs its directive and imports again. */
interface IslandElement extends Element {
  start(): Promise<void>;
}

/**
 * Retries an island whose code failed to load (Astro tries once more itself, then gives up): up to
 * CHUNK_RETRIES more starts, each import asked afresh; then 'Loading chunk N failed' is reported.
 * Only a failed import is retried: a crash while rendering is the error boundary's.
 */
export function retryFailedIslands(target: Pick<Document, 'addEventListener'>, report: (error: ChunkLoadError) => void = (error) => console.error(error)): void {
  const tries = new WeakMap<Element, number>();
  target.addEventListener('astro:hydration-error', (event) => {
    const island = event.target as IslandElement | null;
    const detail = (event as CustomEvent<HydrationErrorDetail>).detail;
    if (!island || typeof island.start !== 'function' || !isImportFailure(detail.error)) return;
    const done = tries.get(island) ?? 0;
    event.preventDefault();
    if (done >= CHUNK_RETRIES) {
      report(new ChunkLoadError(chunkNameOf(detail.componentUrl ?? 'island'), detail.error));
      return;
    }
    tries.set(island, done + 1);
    void island.start();
  });
}

/** A dynamic import that failed to fetch or parse (browsers word it differently), not a thrown render error. */
export function isImportFailure(error: unknown): boolean {
  return error instanceof TypeError && /import|module|fetch/i.test(error.message);
}
