import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_QUOTAS, downloadQuotaKindOf } from '../../upstream/members/download-quota.ts';
import { MP4_QUALITIES } from '../../upstream/media/qualities.ts';
import { fileUrl, isPlain, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo, type Token } from '../upstream/streaming-helpers.ts';

/*
 * Security probe finding 8: with the download quota used up, the player's stream URL still returned
 * the whole MP4, byte for byte the download. A stream is now HLS only, every quality a rendition of
 * its own fetched a segment at a time (the web player plays it with hls.js); the whole MP4 is the
 * download's alone, and only the download counts against the quota. The player's part is in
 * e2e/security.spec.ts.
 */

let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
let library: CatalogueVideo[];

beforeAll(async () => {
  upstream = await startStreamingUpstream(40);
  library = (await videosOf(upstream.url, 'AURORA')).filter((video) => isPlain(video) && downloadQuotaKindOf({ videoId: video.videoId, channelCategory: null }) === 'regular');
}, 120_000);
afterAll(() => upstream.close());

const bytesOf = async (url: string | URL) => Buffer.from(await (await fetch(url)).arrayBuffer());

/** Every file a stream token's playlist leads to: the playlist and its segments, each fetched as the player would. */
async function streamFiles(token: Token): Promise<Buffer[]> {
  const playlist = await fetch(fileUrl(token));
  expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  const text = await playlist.text();
  const segments = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  expect(segments.length).toBeGreaterThan(1);
  return [Buffer.from(text), ...(await Promise.all(segments.map((segment) => bytesOf(new URL(segment, token.cdn)))))];
}

describe('the download quota cannot be bypassed through the stream', () => {
  it('with the quota used up, the stream is HLS segments only: no file of it, and no URL its token opens, is the download', async () => {
    // The member downloads until the quota refuses.
    const downloaded = library.slice(0, DOWNLOAD_QUOTAS.regular.max);
    for (const video of downloaded) expect((await tokensFor(upstream.url, 'member', video.videoId, 'download')).tokens).not.toBeNull();
    const next = library[DOWNLOAD_QUOTAS.regular.max]!;
    expect((await tokensFor(upstream.url, 'member', next.videoId, 'download')).code).toBe('ReachedDownloadQuotaError');

    // The stream of that next video still plays (streams are not counted)…
    const web = (await tokensFor(upstream.url, 'member', next.videoId)).tokens!;
    // …and what a download of it would be, as another member with quota left gets it.
    const download = (await tokensFor(upstream.url, 'multisite', next.videoId, 'download')).tokens!;
    for (const quality of MP4_QUALITIES) {
      const whole = await bytesOf(fileUrl(download[quality]!));
      const files = await streamFiles(web[quality]!);
      expect(files.some((file) => file.equals(whole)), quality).toBe(false);
      expect(files.every((file) => file.length < whole.length), quality).toBe(true);
      // The address a stream's whole file had is none now, whatever token comes with it.
      const old = await fetch(`${upstream.url}/cdn/stream/${next.videoId}/${quality}.mp4?token=${encodeURIComponent(web[quality]!.token)}`);
      expect(old.status, quality).toBe(404);
      // A stream's token opens no download.
      expect((await fetch(`${download[quality]!.cdn}?token=${encodeURIComponent(web[quality]!.token)}`)).status, quality).toBe(403);
    }
  }, 240_000);
});
