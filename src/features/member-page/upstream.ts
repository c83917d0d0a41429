/** A call to the upstream that either answered or failed; a failure shows a themed message, not a stack. */
export type Fetched<T> = { ok: true; value: T } | { ok: false };

/** Upstream status for a page whose data could not be loaded. */
export const UPSTREAM_FAILED_STATUS = 502;
export const UPSTREAM_FAILED_MESSAGE = 'This page could not be loaded right now. Please try again in a moment.';

export async function fetched<T>(what: string, call: () => Promise<T>, log: (line: string) => void = (line) => console.error(line)): Promise<Fetched<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    log(`member page: ${what} failed: ${(error as Error).message}`);
    return { ok: false };
  }
}
