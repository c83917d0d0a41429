import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_REFRESH_STORAGE_KEY,
  LOGIN_REDIRECT_PAUSE_MS,
  REFRESH_INTERVAL_MS,
  retryWait,
  startSessionRefresh,
  type CrossTabLocks,
} from '../../islands/shell/session/refresh.ts';

/** localStorage shared by the tabs of one origin. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** An exclusive lock per name, like navigator.locks. */
function memoryLocks(): CrossTabLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => {}));
      return run;
    },
  };
}

const ok = () => new Response('{}', { status: 200 });
const failure = (body: unknown = {}) => new Response(JSON.stringify(body), { status: 500 });

function tab(respond: () => Response | Promise<Response>, shared = { storage: memoryStorage(), locks: memoryLocks() as CrossTabLocks | null }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  const navigate = vi.fn<(url: string) => void>();
  const stop = startSessionRefresh({
    fetch,
    navigate,
    storage: shared.storage,
    locks: shared.locks,
    location: { pathname: '/videos/some-slug', search: '?page=2' },
  });
  stops.push(stop);
  return { fetch, navigate, stop, shared };
}

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-15T12:00:00Z') });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('session refresh schedule', () => {
  it('refreshes at session start and every 480000 ms', async () => {
    const { fetch } = tab(ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]).toEqual(['/api/refresh', { credentials: 'same-origin' }]);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['with Web Locks', true],
    ['with the localStorage timestamp only', false],
  ])('two tabs cause one refresh (%s)', async (_case, withLocks) => {
    const shared = { storage: memoryStorage(), locks: withLocks ? memoryLocks() : null };
    const first = tab(ok, shared);
    const second = tab(ok, shared);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(first.fetch).mock.calls.length + vi.mocked(second.fetch).mock.calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(vi.mocked(first.fetch).mock.calls.length + vi.mocked(second.fetch).mock.calls.length).toBe(2);
  });

  it('a tab takes over when the refreshing tab closes', async () => {
    const shared = { storage: memoryStorage(), locks: memoryLocks() };
    const first = tab(ok, shared);
    const second = tab(ok, shared);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(second.fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const { fetch, stop } = tab(ok);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('refresh failures', () => {
  it.each([
    [1, 100],
    [2, 300],
  ])('retry %i waits %i ms', (attempt, wait) => {
    expect(retryWait(attempt)).toBe(wait);
  });

  it('retries twice (100 ms, then 300 ms), then goes to the login after a 10 s pause', async () => {
    const { fetch, navigate, shared } = tab(() => failure());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_PAUSE_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/oidc/login?uri=%2Fvideos%2Fsome-slug%3Fpage%3D2');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(shared.storage.getItem(LAST_REFRESH_STORAGE_KEY)).toBeNull();
  });

  it('a network error counts as a failure', async () => {
    const { fetch } = tab(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(400);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    const { fetch, navigate } = tab(() => (++calls === 1 ? failure() : ok()));
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_PAUSE_MS + 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([[{ error: 'invalid_grant' }], [{ type: 'invalid_grant' }]])('%j stops retrying and goes to the login', async (body) => {
    const { fetch, navigate } = tab(() => new Response(JSON.stringify(body), { status: 400 }));
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_PAUSE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/oidc/login?uri=%2Fvideos%2Fsome-slug%3Fpage%3D2');
  });
});
