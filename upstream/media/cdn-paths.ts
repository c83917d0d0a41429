import { isMp4Quality, type Mp4Quality } from './qualities.ts';

/**
 * The upstream's stand-in for the company's CDN: where every generated file lives. Built and parsed
 * here only, so the URLs the catalogue and the tokens hand out are the ones the route answers.
 *
 *   /cdn/trailers/<video-slug>.mp4                 public
 *   /cdn/pictures/<set-slug>/<nn>-320x480.jpg        public (the thumbnail)
 *   /cdn/pictures/<set-slug>/<nn>-1200x1800.jpg      token for the set (the full size, as in its zip)
 *   /cdn/picturesets/<set-slug>.zip                 token for the set
 *   /cdn/stream/<videoId>/hls/master.m3u8            token for the video, quality hls (the adaptive stream)
 *   /cdn/stream/<videoId>/hls/<quality>/index.m3u8   token for the video, that quality, device web; or the hls
 *   /cdn/stream/<videoId>/hls/<quality>/seg-<n>.ts     token, for a quality its master lists
 *   /cdn/download/<videoId>/<quality>.mp4            token for the video, quality, device download
 *
 * A stream is never a whole file: the web player fetches it a segment at a time, and the whole MP4 is
 * the download, counted against the download quota.
 */
export const CDN_PREFIX = '/cdn';

export type CdnFile =
  | { kind: 'trailer'; slug: string }
  | { kind: 'photo'; set: string; index: number; width: number; height: number }
  | { kind: 'zip'; set: string }
  | { kind: 'download'; videoId: number; quality: Mp4Quality }
  | { kind: 'hls-master'; videoId: number }
  | { kind: 'hls-playlist'; videoId: number; variant: Mp4Quality }
  | { kind: 'hls-segment'; videoId: number; variant: Mp4Quality; segment: number };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '[1-9]\\d{0,9}';
const PATTERNS = {
  trailer: new RegExp(`^/cdn/trailers/(${SLUG})\\.mp4$`),
  photo: new RegExp(`^/cdn/pictures/(${SLUG})/(\\d{2})-(\\d{1,4})x(\\d{1,4})\\.jpg$`),
  zip: new RegExp(`^/cdn/picturesets/(${SLUG})\\.zip$`),
  download: new RegExp(`^/cdn/download/(${ID})/([a-z0-9]+)\\.mp4$`),
  hlsMaster: new RegExp(`^/cdn/stream/(${ID})/hls/master\\.m3u8$`),
  hlsPlaylist: new RegExp(`^/cdn/stream/(${ID})/hls/([a-z0-9]+)/index\\.m3u8$`),
  hlsSegment: new RegExp(`^/cdn/stream/(${ID})/hls/([a-z0-9]+)/seg-(\\d{1,3})\\.ts$`),
};

const two = (n: number) => String(n).padStart(2, '0');

/** The path of `file`, to put after the upstream's URL. */
export function cdnPath(file: CdnFile): string {
  switch (file.kind) {
    case 'trailer':
      return `${CDN_PREFIX}/trailers/${file.slug}.mp4`;
    case 'photo':
      return `${CDN_PREFIX}/pictures/${file.set}/${two(file.index)}-${file.width}x${file.height}.jpg`;
    case 'zip':
      return `${CDN_PREFIX}/picturesets/${file.set}.zip`;
    case 'download':
      return `${CDN_PREFIX}/download/${file.videoId}/${file.quality}.mp4`;
    case 'hls-master':
      return `${CDN_PREFIX}/stream/${file.videoId}/hls/master.m3u8`;
    case 'hls-playlist':
      return `${CDN_PREFIX}/stream/${file.videoId}/hls/${file.variant}/index.m3u8`;
    case 'hls-segment':
      return `${CDN_PREFIX}/stream/${file.videoId}/hls/${file.variant}/seg-${file.segment}.ts`;
  }
}

/** The file a CDN path names, or null when it names none (a 404). */
export function parseCdnPath(path: string): CdnFile | null {
  let match: RegExpExecArray | null;
  if ((match = PATTERNS.trailer.exec(path))) return { kind: 'trailer', slug: match[1] ?? '' };
  if ((match = PATTERNS.photo.exec(path))) {
    return { kind: 'photo', set: match[1] ?? '', index: Number(match[2]), width: Number(match[3]), height: Number(match[4]) };
  }
  if ((match = PATTERNS.zip.exec(path))) return { kind: 'zip', set: match[1] ?? '' };
  if ((match = PATTERNS.download.exec(path))) {
    const quality = match[2] ?? '';
    return isMp4Quality(quality) ? { kind: 'download', videoId: Number(match[1]), quality } : null;
  }
  if ((match = PATTERNS.hlsMaster.exec(path))) return { kind: 'hls-master', videoId: Number(match[1]) };
  if ((match = PATTERNS.hlsPlaylist.exec(path))) {
    const variant = match[2] ?? '';
    return isMp4Quality(variant) ? { kind: 'hls-playlist', videoId: Number(match[1]), variant } : null;
  }
  if ((match = PATTERNS.hlsSegment.exec(path))) {
    const variant = match[2] ?? '';
    return isMp4Quality(variant) ? { kind: 'hls-segment', videoId: Number(match[1]), variant, segment: Number(match[3]) } : null;
  }
  return null;
}
