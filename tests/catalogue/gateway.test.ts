import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/catalogue/errors.ts';
import { createGateway } from '../../src/catalogue/gateway.ts';
import { startTestUpstream } from '../upstream/helpers.ts';
import { answerJson, startThrowawayServer } from './throwaway-server.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(16);
});
afterAll(() => upstream.close());

describe('the catalogue gateway against a real upstream', () => {
  it('answers every call, parsed by its schema', async () => {
    const gateway = createGateway({ url: upstream.url });
    const page = await gateway.listVideos({ site: 'AURORA', first: 3 });
    expect(page.totalCount).toBe(16);
    expect(page.nodes).toHaveLength(3);
    expect(page.facets.map((f) => f.name)).toContain('modelsF');
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

  it("passes on the upstream's GraphQL errors", async () => {
    await expect(createGateway({ url: upstream.url }).listVideos({ site: 'NOPE' })).rejects.toThrow(
      `Upstream ${upstream.url} answered videos with errors: Unknown site "NOPE"`,
    );
  });
});

describe('an upstream that fails', () => {
  it('that is down raises a clear UpstreamError', async () => {
    const gone = await startThrowawayServer(() => {});
    await gone.close();
    const call = createGateway({ url: gone.url }).getAllFilters({ site: 'AURORA' });
    await expect(call).rejects.toBeInstanceOf(UpstreamError);
    await expect(call).rejects.toThrow(`Upstream ${gone.url} is unreachable (ECONNREFUSED)`);
  });

  it('that is slow raises a time-out error instead of hanging', async () => {
    const slow = await startThrowawayServer(() => {});
    try {
      await expect(createGateway({ url: slow.url, timeoutMs: 200 }).getAllFilters({ site: 'AURORA' })).rejects.toThrow(
        `Upstream ${slow.url} did not answer within 200 ms`,
      );
    } finally {
      await slow.close();
    }
  });

  it('that answers garbage raises a shape error naming the field', async () => {
    const garbage = await startThrowawayServer((_req, _body, res) =>
      answerJson(res, { data: { result: { totalCount: 1, nodes: [{ videoId: 1 }], facets: [] } } }),
    );
    try {
      await expect(createGateway({ url: garbage.url }).listVideos({ site: 'AURORA' })).rejects.toThrow(
        `Upstream ${garbage.url} answered videos with an unexpected shape: field "nodes.0.slug": is missing`,
      );
    } finally {
      await garbage.close();
    }
  });

  it('that answers something other than GraphQL raises an UpstreamError', async () => {
    const html = await startThrowawayServer((_req, _body, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    try {
      await expect(createGateway({ url: html.url }).listVideos({ site: 'AURORA' })).rejects.toThrow(`Upstream ${html.url} answered videos with HTTP 502`);
    } finally {
      await html.close();
    }
  });
});

describe('the correlation id', () => {
  it('is a fresh UUID on every request', async () => {
    const seen: string[] = [];
    const recorder = await startThrowawayServer((req, _body, res) => {
      seen.push(String(req.headers['x-correlation-id']));
      answerJson(res, { data: { result: [] } });
    });
    try {
      const gateway = createGateway({ url: recorder.url });
      await gateway.getChannelVideos('a');
      await gateway.getChannelVideos('b');
      expect(seen).toHaveLength(2);
      expect(seen[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(seen[0]).not.toBe(seen[1]);
    } finally {
      await recorder.close();
    }
  });
});
