import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { CDN_PREFIX, parseCdnPath, type CdnFile } from './cdn-paths.ts';
import { FULL_PHOTO_SIZE, PHOTO_SIZES, type MediaLibrary } from './library.ts';
import { HLS_VARIANTS, isAdaptiveVariant, RENDITIONS, type StreamQuality } from './qualities.ts';
import { masterPlaylist, tokenedPlaylist } from './render.ts';
import { sendBody, sendPreflight, sendText, type SendOptions } from './send-file.ts';
import { TOKEN_LIFETIME_MS, verifyToken, type MediaGrant, type TokenProblem } from './tokens.ts';

/** Public generated media (trailers, picture-set thumbnails): the same URL always means the same picture for a seed. */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** A tokened file is the member's own: no shared cache may keep it, and not past the token's life. */
export const TOKENED_MEDIA_CACHE_CONTROL = `private, max-age=${TOKEN_LIFETIME_MS / 1000}`;

/** Where a whole streamed file was once asked for: a stream has no such file any more. */
const WHOLE_STREAM = /^\/cdn\/stream\/\d+\/[a-z0-9]+\.mp4$/;
const STREAMS_BY_SEGMENTS = 'a stream plays by HLS segments (…/hls/<quality>/index.m3u8); the whole file is a download, counted against the quota.';

const TYPES = { mp4: 'video/mp4', m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', jpg: 'image/jpeg', zip: 'application/zip' } as const;

const PROBLEMS: Readonly<Record<TokenProblem, string>> = {
  missing: 'This file needs a token: add ?token=… as generateVideoToken (or generatePictureSetToken for a picture set\'s zip and full-size photos) hands it out.',
  malformed: 'This token is not one the upstream issued.',
  forged: 'This token does not carry a valid signature: it was changed or made elsewhere.',
  expired: `This token has expired (tokens last ${TOKEN_LIFETIME_MS / 3_600_000} hours): ask for a new one.`,
};

export interface CdnOptions {
  library: MediaLibrary;
  key: Buffer;
  now?: () => number;
}

/**
 * Whether the file needs a token: everything but a video's trailer and a picture set's thumbnails,
 * which the tour shows anyone. A full-size photo is the set's content, granted as its zip is.
 */
export function needsToken(file: CdnFile): boolean {
  if (file.kind === 'trailer') return false;
  if (file.kind === 'photo') return isFullSize(file);
  return true;
}

function isFullSize(file: { width: number; height: number }): boolean {
  const [width, height] = FULL_PHOTO_SIZE;
  return file.width === width && file.height === height;
}

/** Why a valid token does not fit the file asked for, or null when it does. */
function mismatch(grant: MediaGrant, file: CdnFile): string | null {
  if (file.kind === 'zip' || file.kind === 'photo') {
    return grant.kind === 'pictureset' && grant.slug === file.set ? null : `This token is not for the picture set "${file.set}".`;
  }
  if (file.kind === 'trailer') return null;
  if (grant.kind !== 'video') return 'This token is for a picture set, not a video.';
  if (grant.videoId !== file.videoId) return `This token is for video ${grant.videoId}, not video ${file.videoId}.`;
  const device = file.kind === 'download' ? 'download' : 'web';
  if (grant.device !== device) return `This token is for device "${grant.device}", not "${device}".`;
  if (grantsQuality(grant.quality, file)) return null;
  const asked = file.kind === 'hls-master' ? 'hls' : file.kind === 'download' ? file.quality : file.variant;
  return `This token is for quality ${grant.quality}, not ${asked}.`;
}

/**
 * Whether a token of `quality` opens `file`: a download its own quality's file; a stream its own
 * quality's rendition, and the adaptive (`hls`) token the master and the renditions it lists.
 */
function grantsQuality(quality: StreamQuality, file: Extract<CdnFile, { videoId: number }>): boolean {
  if (file.kind === 'download') return quality === file.quality;
  if (file.kind === 'hls-master') return quality === 'hls';
  return quality === file.variant || (quality === 'hls' && isAdaptiveVariant(file.variant));
}

/**
 * GET and HEAD under /cdn: trailers and picture-set thumbnails for anyone; a full video's HLS
 * renditions (the only way it streams: a segment at a time), its download files, picture-set zips and
 * full-size photos only with a valid, unexpired token for that very file (403 with the reason
 * otherwise); 404 for a path that names no file. Files are made on the
 * first request (library.ts) and served with byte ranges and ETags (send-file.ts).
 */
export function createCdnRoute({ library, key, now = Date.now }: CdnOptions) {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return sendPreflight(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, `Media answers GET and HEAD, not ${req.method ?? 'this method'}.`, { allow: 'GET, HEAD, OPTIONS' });
    }
    const url = new URL(req.url ?? '/', 'http://upstream');
    const file = parseCdnPath(url.pathname);
    if (!file) return sendText(res, 404, WHOLE_STREAM.test(url.pathname) ? `No media at ${url.pathname}: ${STREAMS_BY_SEGMENTS}` : `No media at ${url.pathname}.`);

    const token = url.searchParams.get('token');
    if (needsToken(file)) {
      const checked = verifyToken(key, token, now());
      if (!checked.ok) return sendText(res, 403, PROBLEMS[checked.problem]);
      const wrong = mismatch(checked.grant, file);
      if (wrong) return sendText(res, 403, wrong);
    }
    const privately: SendOptions = { type: TYPES.mp4, cacheControl: TOKENED_MEDIA_CACHE_CONTROL };
    const sendFile = async (path: string, options: SendOptions) => sendBody(req, res, { path, stats: await stat(path) }, options);
    const query = `?token=${encodeURIComponent(token ?? '')}`;

    switch (file.kind) {
      case 'trailer': {
        const video = library.videoBySlug(file.slug);
        if (!video) return sendText(res, 404, `No video "${file.slug}", so no trailer.`);
        return sendFile(await library.trailer(video), { type: TYPES.mp4, cacheControl: PUBLIC_MEDIA_CACHE_CONTROL });
      }
      case 'photo': {
        const set = library.pictureSet(file.set);
        const listed = PHOTO_SIZES.some(([w, h]) => w === file.width && h === file.height);
        if (!set || !listed || file.index < 1 || file.index > set.imageCount) return sendText(res, 404, `No photo at ${url.pathname}.`);
        const folder = await library.photos(set, file.width, file.height);
        const cacheControl = isFullSize(file) ? TOKENED_MEDIA_CACHE_CONTROL : PUBLIC_MEDIA_CACHE_CONTROL;
        return sendFile(join(folder, `${String(file.index).padStart(2, '0')}.jpg`), { type: TYPES.jpg, cacheControl });
      }
      case 'zip': {
        const set = library.pictureSet(file.set);
        if (!set) return sendText(res, 404, `No picture set "${file.set}".`);
        return sendFile(await library.zip(set), { ...privately, type: TYPES.zip, disposition: `attachment; filename="${set.slug}.zip"` });
      }
      default:
    }
    const video = library.video(file.videoId);
    if (!video) return sendText(res, 404, `No video ${file.videoId}.`);
    switch (file.kind) {
      case 'download':
        return sendFile(await library.clip(video, file.quality), { ...privately, disposition: `attachment; filename="${video.slug}-${file.quality}.mp4"` });
      case 'hls-master': {
        const text = masterPlaylist(HLS_VARIANTS.map((name) => ({ name, rendition: RENDITIONS[name] })), query);
        return sendBody(req, res, { bytes: Buffer.from(text) }, { ...privately, type: TYPES.m3u8 });
      }
      case 'hls-playlist': {
        const folder = await library.hls(video, file.variant);
        const text = await tokenedPlaylist(join(folder, 'index.m3u8'), query);
        return sendBody(req, res, { bytes: Buffer.from(text) }, { ...privately, type: TYPES.m3u8 });
      }
      case 'hls-segment': {
        const folder = await library.hls(video, file.variant);
        const path = join(folder, `seg-${file.segment}.ts`);
        const found = await stat(path).catch(() => null);
        if (!found) return sendText(res, 404, `No segment ${file.segment} in this rendition.`);
        return sendBody(req, res, { path, stats: found }, { ...privately, type: TYPES.ts });
      }
    }
  }

  return {
    prefix: CDN_PREFIX,
    handle(req: IncomingMessage, res: ServerResponse): void {
      serve(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendText(res, 503, `The media could not be made: ${(error as Error).message}`, { 'retry-after': '5' });
      });
    },
  };
}
