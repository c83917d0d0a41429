import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL } from '../../upstream/media.ts';
import { query, startTestUpstream } from './helpers.ts';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(12);
});
afterAll(() => upstream.close());

type Sized = { src: string; width: number; height: number };

describe('media', () => {
  it('serves every picture and preview a video lists, at its listed size, cached for a year', async () => {
    const answer = await query(upstream.url, `{ videos(site: "AURORA", first: 1) { nodes {
      images { listing { src placeholder width height highdpi { double triple } } poster { src width height } }
      previews { listing { src width height type } poster { src width height type } } } } }`);
    const video = answer.videos.nodes[0];
    const listed: Sized[] = [...video.images.listing, ...video.images.poster, ...video.previews.listing, ...video.previews.poster];
    for (const { src, width, height } of listed) {
      expect(src.startsWith(`${upstream.url}/media/`)).toBe(true);
      const response = await fetch(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(await response.text()).toContain(`width="${width}" height="${height}"`);
    }
    for (const extra of [video.images.listing[0].placeholder, video.images.listing[0].highdpi.double, video.images.listing[0].highdpi.triple]) {
      expect((await fetch(extra)).status, extra).toBe(200);
    }
    expect(video.previews.listing[0].type).toBe('image/svg+xml');
  });

  it.each(['/media/AURORA/video/x/0x10.svg', '/media/NOPE/video/x/10x10.svg', '/media/AURORA/unknown/x/10x10.svg', '/media/AURORA/video/../10x10.svg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await fetch(`${upstream.url}${path}`)).status).toBe(404);
    },
  );
});

describe('the upstream server', () => {
  it.each(['/health', '/graphql'])('echoes the x-correlation-id header on %s', async (path) => {
    const response = await fetch(`${upstream.url}${path}`, {
      method: path === '/graphql' ? 'POST' : 'GET',
      headers: { 'x-correlation-id': 'test-123', 'content-type': 'application/json' },
      ...(path === '/graphql' ? { body: JSON.stringify({ query: '{ categories(site: "AURORA") { totalCount } }' }) } : {}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toBe('test-123');
  });
});
