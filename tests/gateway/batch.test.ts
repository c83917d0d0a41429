import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { batchPart, isBatchable, mergedDocument, mergedVariables, splitAnswer } from '../../src/gateway/batch.ts';
import { BATCH_OPERATION, createGatewayClient } from '../../src/gateway/client.ts';
import { resultOf } from '../../src/gateway/result.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

const COMMENTS = 'query comments($site: String!, $first: Int!) { result: comments(site: $site, first: $first) { id } }';
const COUNT = 'query count { result: unreadCount }';
const CHANGE = 'mutation change($id: ID!) { result: change(id: $id) }';

describe('one operation for the queries of one moment (pure)', () => {
  it('renames each query apart: its root fields by alias, its variables and fragments by prefix', () => {
    const part = batchPart('query q($id: ID!) { result: video(id: $id) { ...card } } fragment card on Video { slug }', 2);
    expect(part).toEqual({
      prefix: 'q2_',
      variableDefinitions: '$q2_id: ID!',
      selections: 'q2_result: video(id: $q2_id) {\n  ...q2_card\n}',
      fragments: 'fragment q2_card on Video {\n  slug\n}',
    });
  });

  it('merges parts into one operation whose variables are each query\'s own', () => {
    const parts = [batchPart(COMMENTS, 0), batchPart(COUNT, 1)].filter((p) => p !== null);
    const merged = mergedDocument('batch', parts);
    expect(print(parse(merged))).toBe(print(parse('query batch($q0_site: String!, $q0_first: Int!) { q0_result: comments(site: $q0_site, first: $q0_first) { id } q1_result: unreadCount }')));
    expect(mergedVariables(parts.map((part, i) => ({ part, variables: [{ site: 'AURORA', first: 10 }, {}][i] ?? {} })))).toEqual({ q0_site: 'AURORA', q0_first: 10 });
  });

  it.each([
    ['a query', COMMENTS, true],
    ['a change (it keeps its order and its own answer)', CHANGE, false],
    ['a document of two operations', `${COUNT} query other { result: unreadCount }`, false],
  ])('%s may share an operation: %s', (_what, document, batchable) => {
    expect(isBatchable(document)).toBe(batchable);
  });

  it('gives each query its own data and only the errors on its own fields', () => {
    const errors = [{ message: 'no such video', path: ['q1_result'], extensions: { code: 'BAD_USER_INPUT' } }];
    expect(splitAnswer('q0_', { q0_result: 3, q1_result: null }, errors)).toEqual({ data: { result: 3 }, errors: [] });
    expect(splitAnswer('q1_', { q0_result: 3, q1_result: null }, errors)).toEqual({ data: { result: null }, errors: [{ ...errors[0], path: ['result'] }] });
  });

  it('an error on no field of the operation is every query\'s', () => {
    const errors = [{ message: 'Variable "$q0_site" of required type "String!" was not provided.' }];
    expect(splitAnswer('q1_', null, errors).errors).toHaveLength(1);
  });
});

describe('the gateway client sends the queries of one request at once as one call', () => {
  const received: { query: string; variables: Record<string, unknown> }[] = [];
  let server: Awaited<ReturnType<typeof startThrowawayServer>>;
  beforeAll(async () => {
    server = await startThrowawayServer((_req, body, res) => {
      const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      received.push({ query, variables });
      const data: Record<string, unknown> = {};
      const errors: unknown[] = [];
      for (const [, alias, field] of query.matchAll(/(\w*result): (\w+)/g)) {
        if (field === 'comments') data[alias ?? ''] = [{ id: String(variables[`${alias?.replace('result', '')}first`] ?? variables['first']) }];
        else if (field === 'refused') {
          data[alias ?? ''] = null;
          errors.push({ message: 'Not yours', path: [alias], extensions: { code: 'FORBIDDEN' } });
        } else if (field === 'notAField') {
          answerJson(res, { errors: [{ message: 'Cannot query field "notAField" on type "Query".' }] });
          return;
        } else data[alias ?? ''] = 7;
      }
      answerJson(res, errors.length > 0 ? { data, errors } : { data });
    });
  });
  afterAll(() => server.close());

  const comments = resultOf(z.array(z.object({ id: z.string() })));
  const count = resultOf(z.number());

  it('merges queries of one correlation id sent in the same turn, and answers each its own', async () => {
    received.length = 0;
    const client = createGatewayClient({ url: server.url });
    const options = { correlationId: 'page-1', accessToken: 'member-a' };
    const [first, second, third] = await Promise.all([
      client.graphql('comments', COMMENTS, { site: 'AURORA', first: 1 }, comments, options),
      client.graphql('comments', COMMENTS, { site: 'AURORA', first: 2 }, comments, options),
      client.graphql('count', COUNT, {}, count, options),
    ]);
    expect([first, second, third]).toEqual([[{ id: '1' }], [{ id: '2' }], 7]);
    expect(received).toHaveLength(1);
    expect(received[0]?.query).toMatch(new RegExp(`^query ${BATCH_OPERATION}\\(`));
  });

  it("merges a catalogue query (no token) with the member's queries of the same request", async () => {
    received.length = 0;
    const client = createGatewayClient({ url: server.url });
    await Promise.all([
      client.graphql('count', COUNT, {}, count, { correlationId: 'page-5' }),
      client.graphql('count', COUNT, {}, count, { correlationId: 'page-5', accessToken: 'member-a' }),
    ]);
    expect(received).toHaveLength(1);
  });

  it('never merges two requests, nor two members, nor a change', async () => {
    received.length = 0;
    const client = createGatewayClient({ url: server.url });
    await Promise.all([
      client.graphql('count', COUNT, {}, count, { correlationId: 'page-1', accessToken: 'member-a' }),
      client.graphql('count', COUNT, {}, count, { correlationId: 'page-2', accessToken: 'member-a' }),
      client.graphql('count', COUNT, {}, count, { correlationId: 'page-1', accessToken: 'member-b' }),
      client.graphql('change', CHANGE, { id: '1' }, resultOf(z.unknown()), { correlationId: 'page-1', accessToken: 'member-a' }),
    ]);
    expect(received.map((r) => r.query).sort()).toEqual([CHANGE, COUNT, COUNT, COUNT].sort());
  });

  it("one query's refusal is its own: the others of the call still answer", async () => {
    const client = createGatewayClient({ url: server.url });
    const options = { correlationId: 'page-3' };
    const [refused, answered] = await Promise.allSettled([
      client.graphql('refused', 'query refused { result: refused }', {}, count, options),
      client.graphql('count', COUNT, {}, count, options),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { kind: 'bad-answer', operation: 'refused', code: 'FORBIDDEN', refusal: { message: 'Not yours' } } });
    expect(answered).toEqual({ status: 'fulfilled', value: 7 });
  });

  it('an operation refused as a whole (a field the gateway lacks) is asked again query by query', async () => {
    received.length = 0;
    const client = createGatewayClient({ url: server.url });
    const options = { correlationId: 'page-6' };
    const [unknown, answered] = await Promise.allSettled([
      client.graphql('unknown', 'query unknown { result: notAField }', {}, count, options),
      client.graphql('count', COUNT, {}, count, options),
    ]);
    expect(unknown).toMatchObject({ status: 'rejected', reason: { kind: 'bad-answer', operation: 'unknown' } });
    expect(answered).toEqual({ status: 'fulfilled', value: 7 });
    expect(received).toHaveLength(3);
  });

  it('a gateway that is down fails every query of the call as unavailable', async () => {
    const client = unreachableGateway();
    const options = { correlationId: 'page-4' };
    const results = await Promise.allSettled([client.graphql('count', COUNT, {}, count, options), client.graphql('count', COUNT, {}, count, options)]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { kind: string }).kind)).toEqual(['unavailable', 'unavailable']);
  });
});
