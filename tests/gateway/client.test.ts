import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueAt, catalogueCalls } from '../../src/catalogue/calls.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { GatewayError } from '../../src/gateway/errors.ts';
import { BAD_GATEWAY, loadFromGateway, namedThingFailureCode, SERVICE_UNAVAILABLE } from '../../src/gateway/failure.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { startTestUpstream } from '../upstream/helpers.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(16);
});
afterAll(() => upstream.close());

const quiet = { warn: () => {} };
const options = { correlationId: 'test-correlation-1' };

describe('the catalogue calls against a real upstream', () => {
  it('answers every call, parsed by its schema', async () => {
    const gateway = catalogueAt(upstream.url);
    const page = await gateway.listVideos({ site: 'AURORA', first: 3 });
    expect(page.totalCount).toBe(16);
    expect(page.nodes).toHaveLength(3);
    expect(page.facets.map((facet) => facet.name)).toContain('modelsF');
    const [first] = page.nodes;
    expect(first?.images.listing[0]).toMatchObject({ width: 384, height: 216 });

    const video = await gateway.getVideo({ slug: first!.slug, site: 'AURORA', relatedCount: 2 });
    expect(video?.related).toHaveLength(2);
    expect(await gateway.getVideo({ slug: 'no-such-video', site: 'AURORA' })).toBeNull();
    expect((await gateway.getAwardedVideos({ site: 'AURORA' })).nodes.length).toBeGreaterThanOrEqual(0);
    expect((await gateway.getTopRated({ site: 'AURORA', first: 2 })).nodes).toHaveLength(2);
    expect((await gateway.getAllFilters({ site: 'AURORA' })).categories.length).toBeGreaterThan(0);
    expect(await gateway.getVideoRecommendations({ site: 'AURORA', videoId: first!.videoId, limit: 2, crossNavigation: true })).toHaveLength(2);
    expect((await gateway.getWelcomePagePictureSet('AURORA'))?.images).toHaveLength(3);
    expect(Array.isArray(await gateway.findDeals({ site: 'AURORA', type: 'carousel', limit: 40 }))).toBe(true);
    expect((await gateway.listPerformers({ site: 'AURORA', filter: [{ name: 'sex', values: ['F'] }] })).nodes.every((p) => p.sex === 'F')).toBe(true);
    expect((await gateway.search({ site: 'AURORA', q: first!.title })).totalCount).toBeGreaterThan(0);
    const channel = (await gateway.recordPage('channel', { site: 'AURORA' })).nodes[0] as { slug: string };
    expect((await gateway.getChannelVideos(channel.slug)).length).toBeLessThanOrEqual(6);
  });

  it("reports the upstream's GraphQL errors as a bad answer", async () => {
    const call = catalogueAt(upstream.url).listVideos({ site: 'NOPE' });
    await expect(call).rejects.toMatchObject({ kind: 'bad-answer', operation: 'videos' });
    await expect(call).rejects.toThrow(`Gateway ${upstream.url}: videos answered with errors: Unknown site "NOPE"`);
  });
});

describe('one error type for every failure, by kind', () => {
  it.each<[string, (res: import('node:http').ServerResponse) => void, GatewayError['kind'], string]>([
    ['a 401', (res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"no"}]}'), 'unauthorised', 'refused the access token'],
    ['a 511', (res) => res.writeHead(511).end(), 'unauthorised', 'refused the access token'],
    [
      'GraphQL UNAUTHENTICATED',
      (res) => answerJson(res, { errors: [{ message: 'log in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      'unauthorised',
      'refused the access token',
    ],
    ['an HTML 502', (res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'), 'unavailable', 'answered HTTP 502'],
    ['a shape the schema refuses', (res) => answerJson(res, { data: { result: [{ videoId: 1 }] } }), 'bad-answer', 'answered an unexpected shape: field "result.0.slug": is missing'],
  ])('%s', async (_case, answer, kind, message) => {
    const server = await startThrowawayServer((_req, _body, res) => answer(res));
    try {
      const call = catalogueCalls(createGatewayClient({ url: server.url }), options).getChannelVideos('a');
      await expect(call).rejects.toBeInstanceOf(GatewayError);
      await expect(call).rejects.toMatchObject({ kind });
      await expect(call).rejects.toThrow(message);
    } finally {
      await server.close();
    }
  });

  it('a gateway that is down is unavailable', async () => {
    const gone = await startThrowawayServer(() => {});
    await gone.close();
    const call = catalogueAt(gone.url).getAllFilters({ site: 'AURORA' });
    await expect(call).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(call).rejects.toThrow(`Gateway ${gone.url}: getAllFilters is unreachable (ECONNREFUSED)`);
  });

  it('a gateway that is slow times out instead of hanging', async () => {
    const slow = await startThrowawayServer(() => {});
    try {
      const call = catalogueCalls(createGatewayClient({ url: slow.url, timeoutMs: 200 }), options).getAllFilters({ site: 'AURORA' });
      await expect(call).rejects.toMatchObject({ kind: 'unavailable' });
      await expect(call).rejects.toThrow('did not answer within 200 ms');
    } finally {
      await slow.close();
    }
  });

  it('a 419 refuses the access token, as a 401 does (the session refreshes once and the call is sent again)', async () => {
    const server = await startThrowawayServer((_req, _body, res) => answerJson(res, { errors: [{ message: 'session expired' }] }, 419));
    try {
      const call = catalogueCalls(createGatewayClient({ url: server.url }), options).getChannelVideos('a');
      await expect(call).rejects.toMatchObject({ kind: 'unauthorised' });
    } finally {
      await server.close();
    }
  });
});

describe('every call carries the request it belongs to', () => {
  it('sends the correlation id and the member token it is given', async () => {
    const seen: { correlation: unknown; authorization: unknown }[] = [];
    const recorder = await startThrowawayServer((req, _body, res) => {
      seen.push({ correlation: req.headers['x-correlation-id'], authorization: req.headers.authorization });
      answerJson(res, { data: { result: [] } });
    });
    try {
      const client = createGatewayClient({ url: recorder.url });
      await catalogueCalls(client, options).getChannelVideos('a');
      await client.graphql('q', 'query q { result: x }', {}, z.unknown(), { correlationId: 'test-correlation-2', accessToken: 'token-1' });
      await client.api({ method: 'POST', path: '/r', body: { a: 1 } }, z.unknown(), { correlationId: 'test-correlation-3', accessToken: 'token-2', reporting: SILENT_REPORTING });
      expect(seen).toEqual([
        { correlation: 'test-correlation-1', authorization: undefined },
        { correlation: 'test-correlation-2', authorization: 'Bearer token-1' },
        { correlation: 'test-correlation-3', authorization: 'Bearer token-2' },
      ]);
    } finally {
      await recorder.close();
    }
  });
});

describe('a failed call becomes the page status of the spec', () => {
  it.each<[GatewayError['kind'], number]>([
    ['unavailable', SERVICE_UNAVAILABLE],
    ['bad-answer', BAD_GATEWAY],
    ['unauthorised', BAD_GATEWAY],
  ])('%s → %i', async (kind, status) => {
    const loaded = await loadFromGateway('x', () => Promise.reject(new GatewayError(kind, 'op', 'failed')), quiet);
    expect(loaded).toEqual({ ok: false, status, kind });
  });

  it('anything else is a bug and is thrown on', async () => {
    await expect(loadFromGateway('x', () => Promise.reject(new TypeError('bug')), quiet)).rejects.toThrow('bug');
  });
});

describe('what an island hears when a call for one thing it names (a video\'s streams, a picture set\'s zip) fails', () => {
  it.each([
    [{ kind: 'unauthorised', code: 'UNAUTHENTICATED' }, 'UNAUTHORIZED'],
    [{ kind: 'bad-answer', code: 'FORBIDDEN' }, 'FORBIDDEN'],
    // An unknown video or picture set: its id is all the member gave.
    [{ kind: 'bad-answer', code: 'BAD_USER_INPUT' }, 'NOT_FOUND'],
    [{ kind: 'bad-answer', code: undefined }, 'BAD_GATEWAY'],
    [{ kind: 'unavailable', code: undefined }, 'SERVICE_UNAVAILABLE'],
  ] as const)('%o → %s', (error, code) => {
    expect(namedThingFailureCode(error)).toBe(code);
  });
});
