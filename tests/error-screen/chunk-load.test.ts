import { describe, expect, it } from 'vitest';
import { CHUNK_RETRIES, CHUNK_TIMEOUT_MS, ChunkLoadError, chunkNameOf, isImportFailure, loadChunk, retryFailedIslands } from '../../islands/shell/chunks/chunk-load.ts';

/** A clock the test runs by hand: nothing here waits for real time. */
function manualClock() {
  const timers: { ms: number; callback: () => void; cancelled: boolean }[] = [];
  return {
    after: (ms: number, callback: () => void) => {
      const timer = { ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    fireAll: () => {
      for (const timer of timers.splice(0)) if (!timer.cancelled) timer.callback();
    },
    asked: () => timers.map((timer) => timer.ms),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('a lazily loaded chunk (browsing spec: up to 3 retries, time-out 120000 ms)', () => {
  it('uses the spec\'s numbers', () => {
    expect([CHUNK_RETRIES, CHUNK_TIMEOUT_MS]).toEqual([3, 120_000]);
  });

  it.each([
    ['loads at the first try', [true], 1],
    ['loads at the third try after two failures', [false, false, true], 3],
    ['loads at the last retry', [false, false, false, true], 4],
  ])('%s', async (_case, outcomes, expectedTries) => {
    const attempts: number[] = [];
    const value = await loadChunk('player', (attempt) => {
      attempts.push(attempt);
      return outcomes[attempt] ? Promise.resolve('module') : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    expect(value).toBe('module');
    expect(attempts).toHaveLength(expectedTries);
  });

  it("fails with 'Loading chunk N failed' once the first try and three retries have failed", async () => {
    let tries = 0;
    const failing = loadChunk('hls', () => {
      tries += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failing).rejects.toThrow('Loading chunk hls failed');
    expect(tries).toBe(1 + CHUNK_RETRIES);
  });

  it('gives each try 120000 ms, then tries again, and counts a time-out as a failure', async () => {
    const clock = manualClock();
    let tries = 0;
    const hanging = loadChunk('player', () => {
      tries += 1;
      return new Promise(() => undefined);
    }, { after: clock.after });
    for (let i = 0; i <= CHUNK_RETRIES; i += 1) {
      await flush();
      expect(clock.asked()).toEqual([CHUNK_TIMEOUT_MS]);
      clock.fireAll();
    }
    await expect(hanging).rejects.toThrow('Loading chunk player failed');
    expect(tries).toBe(4);
  });
});

describe('an island whose code failed to load', () => {
  function islandWorld() {
    const target = new EventTarget();
    const reported: Error[] = [];
    retryFailedIslands(target, (error) => reported.push(error));
    let starts = 0;
    const island = Object.assign(new EventTarget(), { start: () => ((starts += 1), Promise.resolve()) });
    const fail = (error: unknown) => {
      const event = new CustomEvent('astro:hydration-error', { cancelable: true, detail: { error, componentUrl: '/_astro/Player.Bx12.js?x=1' } });
      Object.defineProperty(event, 'target', { value: island });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { reported, fail, starts: () => starts };
  }

  it("is started again three times, then 'Loading chunk N failed' is reported", () => {
    const world = islandWorld();
    const importFailure = new TypeError('Failed to fetch dynamically imported module: /_astro/Player.Bx12.js');
    for (let i = 0; i < CHUNK_RETRIES; i += 1) expect(world.fail(importFailure)).toBe(true);
    expect(world.starts()).toBe(3);
    expect(world.reported).toEqual([]);
    world.fail(importFailure);
    expect(world.starts()).toBe(3);
    expect(world.reported.map((error) => error.message)).toEqual(['Loading chunk Player.Bx12.js failed']);
  });

  it('is not retried for a crash that is no failed import', () => {
    const world = islandWorld();
    expect(world.fail(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(world.starts()).toBe(0);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: x'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('boom'), false],
  ])('%s is a failed import: %s', (error, expected) => {
    expect(isImportFailure(error)).toBe(expected);
  });

  it('names the chunk by its file', () => {
    expect(chunkNameOf('/_astro/Player.Bx12.js?astro-retry=1')).toBe('Player.Bx12.js');
  });
});
