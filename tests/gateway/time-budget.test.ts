import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SILENT_REPORTING } from '../support/reporting.ts';
import type { CallOptions, GatewayClient } from '../../src/gateway/client.ts';
import { isGatewayError } from '../../src/gateway/errors.ts';
import { pageTimeBudget, withTimeBudget } from '../../src/gateway/time-budget.ts';

/** A client that records each call's time-out and lets the test's clock move while it "waits". */
function recordingClient(clock: { now: number }, takesMs: number) {
  const limits: (number | undefined)[] = [];
  const answer = async (options: CallOptions) => {
    limits.push(options.timeoutMs);
    clock.now += takesMs;
    return null as never;
  };
  const client: GatewayClient = { url: 'http://gateway.test', graphql: (_o, _d, _v, _s, options) => answer(options), api: (_r, _s, options) => answer(options) };
  return { client, limits };
}

describe('a page view\'s time budget for its gateway calls', () => {
  it('gives each call what is left of the budget as its time-out', async () => {
    const clock = { now: 0 };
    const { client, limits } = recordingClient(clock, 600);
    const budgeted = withTimeBudget(client, pageTimeBudget(2000, () => clock.now));
    await budgeted.graphql('a', '{ a }', {}, z.null(), { correlationId: 'c' });
    await budgeted.api({ method: 'GET', path: '/b' }, z.null(), { correlationId: 'c', reporting: SILENT_REPORTING });
    await budgeted.graphql('c', '{ c }', {}, z.null(), { correlationId: 'c', timeoutMs: 100 });
    expect(limits).toEqual([2000, 1400, 100]);
  });

  it('sends no call once the budget is spent, failing it as unavailable', async () => {
    const clock = { now: 0 };
    const { client, limits } = recordingClient(clock, 2000);
    const budgeted = withTimeBudget(client, pageTimeBudget(2000, () => clock.now));
    await budgeted.graphql('first', '{ a }', {}, z.null(), { correlationId: 'c' });
    const refused = await budgeted.graphql('second', '{ b }', {}, z.null(), { correlationId: 'c' }).catch((error: unknown) => error);
    expect(isGatewayError(refused, 'unavailable')).toBe(true);
    expect((refused as Error).message).toContain('time budget');
    expect(limits).toHaveLength(1);
  });
});
