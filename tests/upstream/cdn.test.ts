import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../upstream/media/byte-ranges.ts';
import { ffmpegBinary } from '../../upstream/media/ffmpeg.ts';
import { CLIP_SECONDS } from '../../upstream/media/render.ts';
import { loadTokenKey, signToken, TOKEN_LIFETIME_MS, type MediaGrant } from '../../upstream/media/tokens.ts';
import { ask, fileUrl, isPlain, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo, type Token } from './streaming-helpers.ts';

// The upstream's CDN route (upstream/media/cdn.ts): real generated media, byte ranges, and tokens
// bound to the video, quality, device and member.

let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
let video: CatalogueVideo;
let other: CatalogueVideo;
let trailer: { src: string; width: number; height: number };
let web: Record<string, Token | null>;

beforeAll(async () => {
  upstream = await startStreamingUpstream(24);
  const list = (await videosOf(upstream.url, 'AURORA')).filter((v) => isPlain(v) && v.pictureSetSlug !== null);
  video = list[0]!;
  other = list[1]!;
  const answer = await ask(upstream.url, null, `{ getVideo(input: { slug: "${video.slug}", site: "AURORA" }) { trailer { src type width height } } }`);
  trailer = answer.data.getVideo.trailer;
  web = (await tokensFor(upstream.url, 'member', video.videoId)).tokens!;
});
afterAll(() => upstream.close());

/** What ffmpeg reads of a media file: its duration in seconds and its frame size. */
function probe(bytes: Buffer): { seconds: number; width: number; height: number } {
  const run = spawnSync(ffmpegBinary(), ['-hide_banner', '-i', 'pipe:0'], { input: bytes, encoding: 'utf8' });
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(run.stderr);
  const size = /Video: h264.*?, (\d{2,5})x(\d{2,5})/.exec(run.stderr);
  if (!duration || !size) throw new Error(`ffmpeg could not read the file: ${run.stderr}`);
  return { seconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]), width: Number(size[1]), height: Number(size[2]) };
}

describe('generated media', () => {
  it('serves a real H.264 clip of the quality asked, a few seconds long, as a public trailer and as a tokened download', async () => {
    expect(trailer).toMatchObject({ src: `${upstream.url}/cdn/trailers/${video.slug}.mp4`, width: 1280, height: 720 });
    const response = await fetch(trailer.src);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(probe(Buffer.from(await response.arrayBuffer()))).toEqual({ seconds: CLIP_SECONDS, width: 1280, height: 720 });

    const download = (await tokensFor(upstream.url, 'member', video.videoId, 'download')).tokens!;
    const full = await fetch(fileUrl(download['p270']!));
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toMatch(/^private/);
    expect(probe(Buffer.from(await full.arrayBuffer()))).toEqual({ seconds: CLIP_SECONDS, width: 480, height: 270 });
  });

  it('puts the moov box before the media data (faststart), so a browser plays before the end arrives', async () => {
    const head = Buffer.from(await (await fetch(trailer.src, { headers: { range: 'bytes=0-4095' } })).arrayBuffer());
    const moov = head.indexOf('moov');
    const mdat = head.indexOf('mdat');
    expect(moov).toBeGreaterThan(0);
    expect(mdat === -1 || moov < mdat).toBe(true);
  });

  it('serves the HLS rendition: a master playlist whose media playlists and segments all carry the token', async () => {
    const hls = web['hls']!;
    const master = await fetch(fileUrl(hls));
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const masterText = await master.text();
    const query = `?token=${encodeURIComponent(hls.token)}`;
    const variants = masterText.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(variants).toEqual([`p360/index.m3u8${query}`, `p720/index.m3u8${query}`]);
    const playlist = await fetch(new URL(variants[1]!, hls.cdn));
    expect(playlist.status).toBe(200);
    const segments = (await playlist.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((line) => line.endsWith(query))).toBe(true);
    const segment = await fetch(new URL(segments[0]!, new URL(variants[1]!, hls.cdn)));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await segment.arrayBuffer())[0]).toBe(0x47); // an MPEG-TS sync byte
    expect((await fetch(new URL(segments[0]!.split('?')[0]!, new URL(variants[1]!, hls.cdn)))).status).toBe(403);
  });

  it('serves a download file as an attachment named after the video and quality', async () => {
    const download = (await tokensFor(upstream.url, 'member', video.videoId, 'download')).tokens!;
    const response = await fetch(fileUrl(download['p360']!), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${video.slug}-p360.mp4"`);
  });

  it("serves picture-set thumbnails as public JPEGs, and the full-size photos and their zip with the set's token only", async () => {
    const answer = await ask(upstream.url, null, `{ getPictureSet(slug: "${video.pictureSetSlug}", site: "AURORA") { zip images { listing { src width height } main { src width height } } } }`);
    const set = answer.data.getPictureSet;
    const photo = await fetch(set.images.listing[0].src);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await photo.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    expect((await fetch(set.zip)).status).toBe(403);
    expect((await fetch(set.images.main[0].src)).status).toBe(403);
    const token = await ask(upstream.url, 'member', 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token cdn } }', { slug: video.pictureSetSlug });
    const granted = token.data.generatePictureSetToken as Token;
    expect(granted.cdn).toBe(set.zip);
    const full = await fetch(fileUrl({ cdn: set.images.main[0].src, token: granted.token }));
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toMatch(/^private/);
    const zip = await fetch(fileUrl(granted));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${video.pictureSetSlug}.zip"`);
    const bytes = Buffer.from(await zip.arrayBuffer());
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(bytes.readUInt16LE(end + 10)).toBe(set.images.main.length); // one entry per photo
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it.each([
    ['/cdn/nothing/here.mp4'],
    ['/cdn/trailers/no-such-video.mp4'],
    ['/cdn/pictures/no-such-set/01-320x480.jpg'],
    ['/cdn/stream/1/p999.mp4'],
  ])('answers 404 with a reason for %s', async (path) => {
    const response = await fetch(`${upstream.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/^No /);
  });

  it('answers 404 for a photo at a size or index the catalogue does not list', async () => {
    expect((await fetch(`${upstream.url}/cdn/pictures/${video.pictureSetSlug}/01-321x480.jpg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/cdn/pictures/${video.pictureSetSlug}/99-320x480.jpg`)).status).toBe(404);
  });
});

describe('byte ranges', () => {
  it.each<[range: string | undefined, size: number, expected: ReturnType<typeof parseRange>]>([
    [undefined, 1000, { kind: 'full' }],
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', 1000, { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-50', 1000, { kind: 'partial', start: 950, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { kind: 'partial', start: 990, end: 999 }],
    ['bytes=999-999', 1000, { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=5-2', 1000, { kind: 'full' }],
    ['bytes=0-1,5-6', 1000, { kind: 'full' }],
    ['items=0-5', 1000, { kind: 'full' }],
    ['bytes=a-b', 1000, { kind: 'full' }],
    ['bytes=-', 1000, { kind: 'full' }],
  ])('Range %s of %d bytes → %j', (range, size, expected) => {
    expect(parseRange(range, size)).toEqual(expected);
  });

  it.each<[range: string, status: number, contentRange: (size: number) => string | null, length: (size: number) => number | null]>([
    ['bytes=0-99', 206, (n) => `bytes 0-99/${n}`, () => 100],
    ['bytes=100-', 206, (n) => `bytes 100-${n - 1}/${n}`, (n) => n - 100],
    ['bytes=-64', 206, (n) => `bytes ${n - 64}-${n - 1}/${n}`, () => 64],
    ['bytes=0-99999999', 206, (n) => `bytes 0-${n - 1}/${n}`, (n) => n],
    ['bytes=99999999-', 416, (n) => `bytes */${n}`, () => null],
    ['bytes=5-2', 200, () => null, (n) => n],
    ['bytes=0-1,5-6', 200, () => null, (n) => n],
  ])('GET with Range %s → %d and its Content-Range', async (range, status, contentRange, length) => {
    const size = Number((await fetch(trailer.src, { method: 'HEAD' })).headers.get('content-length'));
    const response = await fetch(trailer.src, { headers: { range } });
    expect(response.status).toBe(status);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-range')).toBe(contentRange(size));
    const body = Buffer.from(await response.arrayBuffer());
    if (length(size) !== null) expect(body.length).toBe(length(size));
  });

  it('answers HEAD with the headers of GET and no body, and If-None-Match with 304', async () => {
    const head = await fetch(trailer.src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(trailer.src, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(trailer.src, { headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);
    expect((await fetch(trailer.src, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers a Range with an If-Range of another version with the whole file', async () => {
    const response = await fetch(trailer.src, { headers: { range: 'bytes=0-9', 'if-range': '"an-older-one"' } });
    expect(response.status).toBe(200);
  });

  it('serves ranges of tokened files too, privately', async () => {
    const response = await fetch(fileUrl(web['p360']!), { headers: { range: 'bytes=0-15' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    expect((await response.arrayBuffer()).byteLength).toBe(16);
  });

  it('refuses methods other than GET, HEAD and OPTIONS with 405', async () => {
    const response = await fetch(trailer.src, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('tokens are bound to the video, quality, device and member', () => {
  const tampered = (token: Token, change: (grant: MediaGrant) => MediaGrant) => {
    const [payload, signature] = token.token.split('.');
    const grant = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as MediaGrant;
    return `${Buffer.from(JSON.stringify(change(grant))).toString('base64url')}.${signature}`;
  };
  const at = (cdn: string, token: string) => `${cdn}?token=${encodeURIComponent(token)}`;

  it.each<[name: string, url: () => string, reason: RegExp]>([
    ['no token', () => web['p720']!.cdn, /needs a token/],
    ['a token that is not one', () => at(web['p720']!.cdn, 'garbage'), /not one the upstream issued/],
    ["another video's token", () => at(web['p720']!.cdn.replace(`/${video.videoId}/`, `/${other.videoId}/`), web['p720']!.token), /for video \d+, not video \d+/],
    ["another quality's token", () => at(web['p720']!.cdn, web['p360']!.token), /for quality p360, not p720/],
    ['a stream token on the download file', () => at(`${upstream.url}/cdn/download/${video.videoId}/p720.mp4`, web['p720']!.token), /for device "web", not "download"/],
    ["the adaptive stream's token on a quality its master does not list", () => at(web['p1080']!.cdn, web['hls']!.token), /for quality hls, not p1080/],
    ['a token given to another member', () => at(web['p720']!.cdn, tampered(web['p720']!, (g) => ({ ...g, accountId: 'demo-multisite' }))), /valid signature/],
    ['a token whose expiry was moved', () => at(web['p720']!.cdn, tampered(web['p720']!, (g) => ({ ...g, expiresAt: g.expiresAt + TOKEN_LIFETIME_MS }))), /valid signature/],
    [
      'an expired token',
      () => at(web['p720']!.cdn, signToken(loadTokenKey(upstream.dataDir), { kind: 'video', videoId: video.videoId, quality: 'p720', device: 'web', accountId: 'demo-member', expiresAt: Date.now() - 1 })),
      /has expired/,
    ],
  ])('refuses %s with 403 and the reason', async (_name, url, reason) => {
    const response = await fetch(url());
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(reason);
  });

  it("serves the file to the token it was given for, and a picture-set token opens that set's zip only", async () => {
    expect((await fetch(fileUrl(web['p720']!), { method: 'HEAD' })).status).toBe(200);
    const sets = await ask(upstream.url, 'member', 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token cdn } }', { slug: video.pictureSetSlug });
    const granted = sets.data.generatePictureSetToken as Token;
    const response = await fetch(at(granted.cdn.replace(video.pictureSetSlug!, other.pictureSetSlug!), granted.token));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`not for the picture set "${other.pictureSetSlug}"`);
  });
});

describe('the signing key', () => {
  it('is made once in the data folder and read back after a restart; a file that holds no key is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-key-'));
    try {
      const first = loadTokenKey(dir);
      expect(first).toHaveLength(32);
      expect(loadTokenKey(dir)).toEqual(first);
      writeFileSync(join(dir, 'media-token.key'), 'not a key');
      const replaced = loadTokenKey(dir);
      expect(replaced).toHaveLength(32);
      expect(loadTokenKey(dir)).toEqual(replaced);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
