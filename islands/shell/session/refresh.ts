import { z } from 'zod';
import { INVALID_GRANT } from '../../../src/http/refresh-answer.ts';
import { loginUrl, REFRESH_PATH } from '../../../src/routing/paths.ts';
import { leaveFor } from '../actions/signed-out.ts';

/** Membership spec sections 7 and 9: the browser renews its session every 8 minutes. */
export const REFRESH_INTERVAL_MS = 480_000;
/** A refresh by any tab within this window makes the others skip theirs. */
export const REFRESH_LOCK_MS = 479_000;
export const REFRESH_RETRIES = 2;
export const REFRESH_RETRY_BASE_WAIT_MS = 100;
export const REFRESH_RETRY_WAIT_FACTOR = 3;
/** Pause before sending a member whose session cannot be renewed to the login. */
export const LOGIN_REDIRECT_PAUSE_MS = 10_000;
export const REFRESH_LOCK_NAME = 'session-refresh';
export const LAST_REFRESH_STORAGE_KEY = 'session.lastRefreshAt';

/** Where the page is: the login brings the member back here. */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

/** The refresh endpoint's error answer; only its type is read. */
const refreshErrorSchema = z.looseObject({ error: z.string().optional(), type: z.string().optional() });

/** The part of the Web Locks API the scheduler needs. */
export interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshSchedulerOptions {
  fetch?: typeof fetch;
  /** Shared by all tabs of the origin: localStorage in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** navigator.locks when the browser has it. */
  locks?: CrossTabLocks | null;
  now?: () => number;
  location?: CurrentLocation;
  navigate?: (url: string) => void;
}

type Outcome = 'refreshed' | 'failed' | 'invalid-grant';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait before retry `attempt` (1-based): 100 ms, then tripled each time. */
export function retryWait(attempt: number): number {
  return REFRESH_RETRY_BASE_WAIT_MS * REFRESH_RETRY_WAIT_FACTOR ** (attempt - 1);
}

/**
 * Starts refreshing: at once, then every interval. Returns a stop function. Tabs coordinate through
 * the lock and the stored timestamp so that two open tabs cause one refresh.
 */
export function startSessionRefresh(options: RefreshSchedulerOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const now = options.now ?? (() => Date.now());
  const currentLocation = (): CurrentLocation => options.location ?? globalThis.location;
  // As a refused Action does: never from a page already on its way elsewhere (a logout under way).
  const navigate = options.navigate ?? ((url: string) => leaveFor(url));
  let stopped = false;

  async function attempt(): Promise<Outcome> {
    try {
      const response = await doFetch(REFRESH_PATH, { credentials: 'same-origin' });
      if (response.ok) return 'refreshed';
      const body = refreshErrorSchema.safeParse(await response.json().catch(() => null));
      const type = body.success ? (body.data.error ?? body.data.type) : undefined;
      return type === INVALID_GRANT ? 'invalid-grant' : 'failed';
    } catch {
      return 'failed';
    }
  }

  async function refreshWithRetries(): Promise<Outcome> {
    let outcome = await attempt();
    for (let retry = 1; retry <= REFRESH_RETRIES && outcome === 'failed' && !stopped; retry += 1) {
      await sleep(retryWait(retry));
      outcome = await attempt();
    }
    return outcome;
  }

  async function refreshUnlessRecent(): Promise<void> {
    const last = Number(storage?.getItem(LAST_REFRESH_STORAGE_KEY) ?? Number.NaN);
    if (now() - last < REFRESH_LOCK_MS) return;
    // Claim before fetching: without Web Locks this narrows the window in which two tabs both refresh.
    storage?.setItem(LAST_REFRESH_STORAGE_KEY, String(now()));
    const outcome = await refreshWithRetries();
    if (outcome === 'refreshed' || stopped) return;
    storage?.removeItem(LAST_REFRESH_STORAGE_KEY);
    await sleep(LOGIN_REDIRECT_PAUSE_MS);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the stop function may set it during the sleep
    if (stopped) return;
    const here = currentLocation();
    navigate(loginUrl(here.pathname + here.search));
  }

  const tick = (): void => {
    if (stopped) return;
    void (locks ? locks.request(REFRESH_LOCK_NAME, refreshUnlessRecent) : refreshUnlessRecent());
  };

  tick();
  const interval = setInterval(tick, REFRESH_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(interval);
  };
}

function safeLocalStorage(): Storage | null {
  try {
    // Typed as always there, but absent outside browsers (the unit tests).
    return 'localStorage' in globalThis ? globalThis.localStorage : null;
  } catch {
    return null; // storage blocked by privacy settings
  }
}

function browserLocks(): CrossTabLocks | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  // The DOM typing wraps an async callback's promise once more; at run time the lock resolves to its value.
  return locks ? { request: (name, callback) => locks.request(name, callback) as unknown as ReturnType<typeof callback> } : null;
}
