import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_TIMEOUT_MS,
  apiFailedMessage,
  apiPath,
  apiRefusal,
  createApiClient,
  isApiError,
  UNPARSEABLE_ANSWER_MESSAGE,
  type ApiMethod,
} from '../../src/gateway/api-client.ts';
import { accountCalls, type AccountCalls } from '../../src/features/account/account-calls.server.ts';
import { CONSENT_TEXTS } from '../../src/features/consent/consent-texts.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import type { GatewayErrorKind } from '../../src/gateway/errors.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { memoryLogger } from '../support/memory-logger.ts';

/** The generic API client of browsing spec sections 7, 8 and 9, against a real HTTP server. */
async function withServer<T>(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void, run: (url: string) => Promise<T>): Promise<T> {
  const server = await startThrowawayServer(handle);
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}

function reportingFor() {
  const logger = memoryLogger();
  const reports: { message: string; detail: Record<string, unknown> }[] = [];
  return { logger, reports, reporting: { log: logger.logger, reportError: (report: (typeof reports)[number]) => void reports.push(report) } };
}

const call = { correlationId: 'api-test-1' };

describe('apiPath: the base path /api, the path, and the query without its null values', () => {
  it.each<[string, Parameters<typeof apiPath>[1], string]>([
    ['/toprated', {}, '/api/toprated'],
    ['toprated', undefined, '/api/toprated'],
    ['/toprated', { page: 2, q: null, order: undefined, hd: true }, '/api/toprated?page=2&hd=true'],
    ['/videos', { tag: ['a', null, 'b'], q: 'two words' }, '/api/videos?tag=a&tag=b&q=two+words'],
  ])('%s %j → %s', (path, query, expected) => {
    expect(apiPath(path, query)).toBe(expected);
  });
});

describe('the generic API client', () => {
  it.each<ApiMethod>(['GET', 'POST', 'PUT', 'DELETE'])('sends %s on /api with the JSON body, the correlation id and the bearer token', async (method) => {
    const seen: unknown[] = [];
    const body = method === 'GET' || method === 'DELETE' ? undefined : { a: 1 };
    const answer = await withServer(
      (req, text, res) => {
        seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], correlation: req.headers['x-correlation-id'], auth: req.headers.authorization, text });
        answerJson(res, { done: true });
      },
      (url) =>
        createApiClient({ url, fetch }).request({ method, path: '/things/7', query: { skip: null, page: 1 }, body }, z.object({ done: z.boolean() }), {
          ...call,
          accessToken: 'token-1',
          reporting: reportingFor().reporting,
        }),
    );
    expect(answer).toEqual({ done: true });
    expect(seen).toEqual([
      {
        method,
        url: '/api/things/7?page=1',
        type: body === undefined ? undefined : 'application/json',
        correlation: 'api-test-1',
        auth: 'Bearer token-1',
        text: body === undefined ? '' : '{"a":1}',
      },
    ]);
  });

  it('answers null for an empty 2xx answer', async () => {
    const answer = await withServer(
      (_req, _body, res) => res.writeHead(204).end(),
      (url) => createApiClient({ url, fetch }).request({ method: 'DELETE', path: '/x' }, z.null(), { ...call, reporting: reportingFor().reporting }),
    );
    expect(answer).toBeNull();
  });

  it.each<[number, GatewayErrorKind]>([
    [400, 'bad-answer'],
    [404, 'bad-answer'],
    [401, 'unauthorised'],
    [419, 'unauthorised'],
    [511, 'unauthorised'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('fails on a %i with the spec message, kind %s, logged with status, method and path', async (status, kind) => {
    const { logger, reporting } = reportingFor();
    const failure = await withServer(
      (_req, _body, res) => answerJson(res, { message: 'NOPE' }, status),
      (url) => createApiClient({ url, fetch }).request({ method: 'POST', path: '/v2/user/email-consent', body: {} }, z.unknown(), { ...call, reporting }).catch((error: unknown) => error),
    );
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind, status, method: 'POST', path: '/v2/user/email-consent', body: { message: 'NOPE' }, message: apiFailedMessage(status) });
    expect((failure as Error).message).toBe(`API Request failed with status code ${status}`);
    expect(logger.lines).toEqual([expect.objectContaining({ level: 40, status, method: 'POST', path: '/v2/user/email-consent', msg: apiFailedMessage(status) })]);
    // Only the API's refusal of the request itself carries a verdict the caller may read.
    expect(apiRefusal(failure)).toEqual(kind === 'bad-answer' ? { status, body: { message: 'NOPE' } } : null);
  });

  it("answers null for a 2xx answer that is not JSON, logged and reported as 'Failed to parse JSON from API request.'", async () => {
    const { logger, reporting, reports } = reportingFor();
    const answer = await withServer(
      (_req, _body, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome to nginx</h1>'),
      (url) => createApiClient({ url, fetch }).request({ method: 'POST', path: '/v2/user/email-consent', body: {} }, z.unknown(), { ...call, reporting }),
    );
    expect(answer).toBeNull();
    expect(UNPARSEABLE_ANSWER_MESSAGE).toBe('Failed to parse JSON from API request.');
    expect(reports).toEqual([{ message: 'Failed to parse JSON from API request.', detail: { status: 200, method: 'POST', path: '/v2/user/email-consent' } }]);
    expect(logger.lines).toEqual([expect.objectContaining({ level: 40, status: 200, method: 'POST', path: '/v2/user/email-consent', msg: 'Failed to parse JSON from API request.' })]);
  });

  it('fails on a 2xx answer that is not JSON only where the caller needs a body, naming it', async () => {
    const { reporting, reports } = reportingFor();
    const failure = await withServer(
      (_req, _body, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome to nginx</h1>'),
      (url) =>
        createApiClient({ url, fetch })
          .request({ method: 'GET', path: '/toprated' }, z.object({ data: z.unknown() }), { ...call, reporting })
          .catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ kind: 'bad-answer', status: 200 });
    expect(reports).toHaveLength(1);
    expect(apiRefusal(failure)).toBeNull();
  });

  it('fails on a JSON answer of another shape, naming the field', async () => {
    const failure = await withServer(
      (_req, _body, res) => answerJson(res, { data: {} }),
      (url) =>
        createApiClient({ url, fetch })
          .request({ method: 'GET', path: '/x' }, z.object({ data: z.object({ data: z.string() }) }), { ...call, reporting: reportingFor().reporting })
          .catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ kind: 'bad-answer', status: 200 });
    expect((failure as Error).message).toMatch(/data\.data/);
  });

  it('gives up after its time-out, logged without a status', async () => {
    const { logger, reporting } = reportingFor();
    const failure = await withServer(
      () => {},
      (url) => createApiClient({ url, fetch, timeoutMs: 100 }).request({ method: 'GET', path: '/slow' }, z.unknown(), { ...call, reporting }).catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ kind: 'unavailable', status: null });
    expect((failure as Error).message).toBe('API Request failed: GET /slow did not answer within 100 ms');
    expect(logger.lines).toEqual([expect.objectContaining({ status: null, method: 'GET', path: '/slow' })]);
  });

  it('has the spec’s 60 000 ms time-out, not the gateway’s catalogue time-out', async () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    // The gateway client's own time-out (100 ms here) cuts GraphQL calls, never the API's.
    const answer = await withServer(
      (_req, _body, res) => void setTimeout(() => answerJson(res, { ok: true }), 300),
      (url) => createGatewayClient({ url, timeoutMs: 100 }).api({ method: 'GET', path: '/slow' }, z.object({ ok: z.boolean() }), { ...call, reporting: reportingFor().reporting }),
    );
    expect(answer).toEqual({ ok: true });
  });
});

describe('a change the API made, answered with a body that is not JSON (browsing spec section 7: "null if unparseable")', () => {
  const answers: [string, (res: ServerResponse) => void, number][] = [
    ['plain text', (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('OK'), 1],
    ['an empty body', (res) => res.writeHead(200).end(), 0],
    ['no content', (res) => res.writeHead(204).end(), 0],
  ];
  const changes: [string, (calls: AccountCalls) => Promise<unknown>, unknown][] = [
    ['the one-click consent', (calls) => calls.recordTermsConsent(CONSENT_TEXTS.guest), undefined],
    ['the VIP conversion', (calls) => calls.convertVipCredentials('me@example.com', 'abc12345'), { ok: true }],
  ];

  it.each(answers.flatMap(([answer, respond, reported]) => changes.map(([change, send, done]) => [change, answer, respond, reported, send, done] as const)))(
    '%s succeeds on %s: no failure for a change that was made',
    async (_change, _answer, respond, reported, send, done) => {
      const { reporting, reports } = reportingFor();
      let changed = 0;
      const outcome = await withServer(
        (_req, _body, res) => respond(res),
        (url) => {
          const gateway = createMemberGateway({
            client: createGatewayClient({ url }),
            site: 'AURORA',
            correlationId: 'api-test-2',
            withToken: (send) => send('token-1'),
            changed: () => {
              changed += 1;
            },
            reporting,
          });
          return send(accountCalls(gateway, 'AURORA'));
        },
      );
      expect(outcome).toEqual(done);
      expect(changed).toBe(1);
      expect(reports.map((report) => report.message)).toEqual(Array<string>(reported).fill('Failed to parse JSON from API request.'));
    },
  );
});
