import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GatewayClient } from '../../src/gateway/client.ts';
import { GatewayError, isGatewayError, type GatewayErrorKind } from '../../src/gateway/errors.ts';
import { withRetries } from '../../src/gateway/retries.ts';

/** A client that fails the first `failures` calls with `kind`, then answers. */
function flaky(failures: number, kind: GatewayErrorKind) {
  const state = { calls: 0 };
  const client: GatewayClient = {
    url: 'http://gateway.test',
    graphql: async (operation) => {
      state.calls++;
      if (state.calls <= failures) throw new GatewayError(kind, operation, `failed: ${kind}`);
      return 'answer' as never;
    },
    api: async () => null as never,
  };
  return { client, state };
}

const ask = (client: GatewayClient) => client.graphql('videoRecords', '{ a }', {}, z.string(), { correlationId: 'c' });
const quick = { minTimeoutMs: 1, factor: 1 };

describe('catalogue queries tried again with backoff', () => {
  it('answer after a few failed tries when the gateway comes back, saying each retry', async () => {
    const { client, state } = flaky(2, 'unavailable');
    const retried: number[] = [];
    await expect(ask(withRetries(client, { ...quick, retries: 4, onRetry: (_op, attempt) => retried.push(attempt) }))).resolves.toBe('answer');
    expect(state.calls).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('give up after the last try with the gateway\'s own error', async () => {
    const { client, state } = flaky(10, 'unavailable');
    const error = await ask(withRetries(client, { ...quick, retries: 2 })).catch((e: unknown) => e);
    expect(isGatewayError(error, 'unavailable')).toBe(true);
    expect(state.calls).toBe(3);
  });

  it.each<GatewayErrorKind>(['bad-answer', 'unauthorised'])('never ask again after an answer the site refuses (%s)', async (kind) => {
    const { client, state } = flaky(1, kind);
    await expect(ask(withRetries(client, { ...quick, retries: 4 }))).rejects.toMatchObject({ kind });
    expect(state.calls).toBe(1);
  });
});
