import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { escapeMarkup } from '../../upstream/markup.ts';
import { catalogueLabels, labelOf, MEDIA_CACHE_CONTROL, type MediaKind } from '../../upstream/media.ts';
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

describe('a picture shows the title or name of the record it is of, whole', () => {
  it('draws each video poster and preview, and each performer picture, with the title or name the catalogue lists', async () => {
    const answer = await query(upstream.url, `{
      videos(site: "AURORA", first: 12) { nodes { title images { poster { src } } previews { listing { src } } } }
      performers(site: "AURORA", first: 12) { nodes { name images { main { src } } } } }`);
    const pictures = [
      ...(answer.videos.nodes as { title: string; images: { poster: { src: string }[] }; previews: { listing: { src: string }[] } }[]).flatMap((video) => [
        [video.images.poster[0]!.src, video.title],
        [video.previews.listing[0]!.src, video.title],
      ]),
      ...(answer.performers.nodes as { name: string; images: { main: { src: string }[] } }[]).map((performer) => [performer.images.main[0]!.src, performer.name]),
    ];
    for (const [src, words] of pictures) expect(await (await fetch(src!)).text(), src).toContain(`>${escapeMarkup(words!)}</text>`);
  });

  it.each<[MediaKind, string, string | null]>([
    ['video', 'escape-at-room-214-37', 'Escape at Room 214'],
    ['preview', 'escape-at-room-214-37', 'Escape at Room 214'],
    ['performer', 'ana-lee', 'Ana Lee'],
    ['channel', 'after-hours', 'After Hours'],
    ['video', 'no-such-video-1', null],
    ['deal', 'escape-at-room-214-37', null],
  ])('a %s picture of %s reads %j, not what its slug reads ("Escape At Room")', (kind, slug, label) => {
    const db = new DatabaseSync(':memory:');
    db.exec(`CREATE TABLE videos (slug TEXT, title TEXT); CREATE TABLE performers (slug TEXT, name TEXT); CREATE TABLE channels (slug TEXT, name TEXT);
      INSERT INTO videos VALUES ('escape-at-room-214-37', 'Escape at Room 214'); INSERT INTO performers VALUES ('ana-lee', 'Ana Lee');
      INSERT INTO channels VALUES ('after-hours', 'After Hours');`);
    expect(catalogueLabels(db)(kind, slug)).toBe(label);
    expect(labelOf('escape-at-room-214-37')).toBe('Escape At Room');
  });
});
