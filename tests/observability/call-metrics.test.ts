import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restOperation, withCallMetrics } from '../../src/gateway/call-metrics.ts';
import { withCircuitBreaker } from '../../src/gateway/circuit-breaker.ts';
import type { GatewayClient } from '../../src/gateway/client.ts';
import { GatewayError, type GatewayErrorKind } from '../../src/gateway/errors.ts';
import { metrics } from '../../src/observability/metrics.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

describe('a REST call\'s operation label', () => {
  it.each([
    ['GET', '/toprated', 'GET /toprated'],
    ['POST', '/v2/user/email-consent', 'POST /v2/user'],
    ['POST', '/subscriptions/vip-user-credentials', 'POST /subscriptions'],
    // What follows the resource may be what a visitor typed: never a label of its own.
    ['GET', '/signup-extern/anything-a-visitor-typed', 'GET /signup-extern'],
    ['GET', '/favorites/videos', 'GET /favorites'],
  ] as const)('%s %s: %s', (method, path, label) => {
    expect(restOperation({ method, path })).toBe(label);
  });
});

/** A client that fails every call with `state.failWith`, or answers null. */
function scripted(url: string) {
  const state = { failWith: null as GatewayErrorKind | null };
  const client: GatewayClient = {
    url,
    graphql: async (operation) => {
      if (state.failWith) throw new GatewayError(state.failWith, operation, 'failed', { cause: new Error(`cause ${Math.random()}`) });
      return null as never;
    },
    api: async () => null as never,
  };
  return { client, state };
}

const countOf = async (operation: string, outcome: string) =>
  (await metrics().gatewayCalls.get()).values.find((v) => v.metricName === 'paysite_gateway_call_duration_seconds_count' && v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;

describe('the gateway call metrics', () => {
  it('count each call by operation and outcome, the calls an open circuit refused as circuit-open', async () => {
    const { client, state } = scripted('http://metrics-gateway.test');
    const measured = withCallMetrics(withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 2, halfOpenAfterMs: 60_000 }));
    const call = () => measured.graphql('listThings', '{ a }', {}, z.null(), { correlationId: 'c' }).catch(() => undefined);
    await call();
    state.failWith = 'bad-answer';
    await call();
    state.failWith = 'unavailable';
    await call();
    await call();
    await call();
    await measured.api({ method: 'GET', path: '/toprated' }, z.null(), { correlationId: 'c', reporting: SILENT_REPORTING }).catch(() => undefined);
    expect(await countOf('listThings', 'ok')).toBe(1);
    expect(await countOf('listThings', 'bad-answer')).toBe(1);
    expect(await countOf('listThings', 'unavailable')).toBe(2);
    expect(await countOf('listThings', 'circuit-open')).toBe(1);
    expect(await countOf('GET /toprated', 'circuit-open')).toBe(1);
  });

  it('show each upstream\'s breaker state and count its openings', async () => {
    const { client, state } = scripted('http://breaker-gateway.test');
    const guarded = withCircuitBreaker(client, { log: SILENT_LOGGER, failures: 1, halfOpenAfterMs: 60_000 });
    const stateOf = async () => (await metrics().breakerState.get()).values.filter((v) => v.labels.upstream === 'http://breaker-gateway.test' && v.value === 1).map((v) => v.labels.state);
    expect(await stateOf()).toEqual(['closed']);
    state.failWith = 'unavailable';
    await guarded.graphql('op', '{ a }', {}, z.null(), { correlationId: 'c' }).catch(() => undefined);
    expect(await stateOf()).toEqual(['open']);
    expect((await metrics().breakerOpens.get()).values.find((v) => v.labels.upstream === 'http://breaker-gateway.test')?.value).toBe(1);
  });
});
