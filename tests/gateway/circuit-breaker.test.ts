import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { withCircuitBreaker } from '../../src/gateway/circuit-breaker.ts';
import type { GatewayClient } from '../../src/gateway/client.ts';
import { GatewayError, isGatewayError, type GatewayErrorKind } from '../../src/gateway/errors.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';

/** A client whose every call fails with `kind` (or answers, with null), counting the calls that reach it. */
function scriptedClient() {
  const state = { calls: 0, failWith: null as GatewayErrorKind | null, cause: undefined as unknown };
  const client: GatewayClient = {
    url: 'http://gateway.test',
    graphql: async (operation) => {
      state.calls++;
      if (state.failWith) throw new GatewayError(state.failWith, operation, `failed: ${state.failWith}`, { cause: state.cause });
      return null as never;
    },
    api: async () => {
      state.calls++;
      if (state.failWith) throw new GatewayError(state.failWith, '/x', `failed: ${state.failWith}`);
      return null as never;
    },
  };
  return { client, state };
}

/** The circuit's time-out before its probe: the tests move the clock past it (cockatiel reads Date.now()). */
const HALF_OPEN_AFTER_MS = 20;
const pastHalfOpen = () => vi.advanceTimersByTime(HALF_OPEN_AFTER_MS + 1);

afterEach(() => {
  vi.useRealTimers();
});

const call = (client: GatewayClient) => client.graphql('op', '{ a }', {}, z.null(), { correlationId: 'c' }).then(() => 'answered', (error: unknown) => error);

describe('the gateway\'s circuit breaker', () => {
  it('opens after the set number of unavailable calls in a row: later calls fail as unavailable without reaching the gateway', async () => {
    const { client, state } = scriptedClient();
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 3, halfOpenAfterMs: 60_000 });
    state.failWith = 'unavailable';
    for (let i = 0; i < 3; i++) await call(guarded);
    expect(state.calls).toBe(3);
    const refused = await call(guarded);
    expect(isGatewayError(refused, 'unavailable')).toBe(true);
    expect((refused as Error).message).toContain('circuit open');
    await guarded.api({ method: 'GET', path: '/x' }, z.null(), { correlationId: 'c', reporting: SILENT_REPORTING }).catch(() => undefined);
    expect(state.calls).toBe(3);
  });

  it("counts a merged call's failure once, though each of its queries fails with it", async () => {
    const { client, state } = scriptedClient();
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 3, halfOpenAfterMs: 60_000 });
    // Five queries of one page, failed by one refused connection: one failure of the upstream.
    const cause = new TypeError('fetch failed');
    state.failWith = 'unavailable';
    state.cause = cause;
    for (let i = 0; i < 5; i++) await call(guarded);
    expect(state.calls).toBe(5);
    state.cause = undefined;
    await call(guarded);
    expect(state.calls).toBe(6);
  });

  it('does not count answers the site refuses (a GraphQL error, an expired token) as the gateway failing', async () => {
    const { client, state } = scriptedClient();
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 2, halfOpenAfterMs: 60_000 });
    for (const kind of ['bad-answer', 'unauthorised', 'bad-answer', 'unauthorised'] as const) {
      state.failWith = kind;
      await call(guarded);
    }
    state.failWith = null;
    expect(await call(guarded)).toBe('answered');
    expect(state.calls).toBe(5);
  });

  it('lets one probe through once half open, and closes when it is answered', async () => {
    const { client, state } = scriptedClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 1, halfOpenAfterMs: HALF_OPEN_AFTER_MS });
    state.failWith = 'unavailable';
    await call(guarded);
    pastHalfOpen();
    state.failWith = null;
    expect(await call(guarded)).toBe('answered');
    expect(await call(guarded)).toBe('answered');
    expect(state.calls).toBe(3);
  });

  it('opens again when the probe fails', async () => {
    const { client, state } = scriptedClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 1, halfOpenAfterMs: HALF_OPEN_AFTER_MS });
    state.failWith = 'unavailable';
    await call(guarded);
    pastHalfOpen();
    await call(guarded);
    expect(state.calls).toBe(2);
    await call(guarded);
    expect(state.calls).toBe(2);
  });
});
