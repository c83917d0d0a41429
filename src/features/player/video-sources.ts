/**
 * The streams of one full video as the player offers them (membership spec sections 3 and 9: one
 * token and cdn per quality, p270 … p2160 and hls). Pure: the gateway call and its schema are in
 * video-sources.server.ts; the player island imports only these types and rules.
 */

/** Membership spec section 8, video: the player's failure, its heading and its text. */
export const VIDEO_LOADING_FAILED = 'Video loading failed!';
export const VIDEO_LOADING_ERROR = 'An error occurred trying to load the video';
/**
 * When the upstream refuses the full video although the page offered it (the free limited trial's
 * three videos already watched, an access that changed since the page was drawn): trying again
 * would fail the same way, so the player says so instead of offering to retry. Not a spec text.
 */
export const VIDEO_REFUSED = 'This full video is not part of your membership right now.';

/** Browsing spec section 9: the video stream token qualities. */
export const VIDEO_QUALITIES = ['p270', 'p360', 'p480', 'p480l', 'p720', 'p1080', 'p2160', 'hls'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** What the quality menu calls each one. */
export const QUALITY_LABELS: Readonly<Record<VideoQuality, string>> = {
  p2160: '2160p (4K)',
  p1080: '1080p HD',
  p720: '720p HD',
  p480: '480p',
  p480l: '480p mobile',
  p360: '360p',
  p270: '270p',
  hls: 'Auto (adaptive)',
};

/** The quality menu's order: sharpest first, the adaptive stream last. */
const MENU_ORDER: readonly VideoQuality[] = ['p2160', 'p1080', 'p720', 'p480', 'p480l', 'p360', 'p270', 'hls'];

/**
 * Which stream plays first when the member has not chosen: 720p plays smoothly on most connections
 * and screens; then the nearest qualities, the adaptive stream only when no fixed quality is offered.
 */
const DEFAULT_PREFERENCE: readonly VideoQuality[] = ['p720', 'p1080', 'p480', 'p480l', 'p360', 'p270', 'p2160', 'hls'];

export const MP4_TYPE = 'video/mp4';
/** The MIME type of an HLS master playlist, as `canPlayType` asks about it. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** One stream the member may play. */
export interface VideoSource {
  quality: VideoQuality;
  label: string;
  /** The file's URL with its token: `<cdn>?token=<token>`. */
  url: string;
  /**
   * What the file is, by its address: an HLS playlist, which plays a segment at a time (the CDN's
   * streams: a whole file is a download, counted against the quota), or an MP4.
   */
  type: typeof MP4_TYPE | typeof HLS_TYPE;
}

/** The type of a stream's file: an HLS playlist by its `.m3u8` address, else an MP4. */
export function streamTypeOf(cdn: string): VideoSource['type'] {
  return URL.parse(cdn)?.pathname.endsWith('.m3u8') ? HLS_TYPE : MP4_TYPE;
}

export interface VideoSources {
  /** In the quality menu's order. */
  sources: VideoSource[];
  /** The quality that plays first; one of `sources`. */
  defaultQuality: VideoQuality;
  /** The origin the streams come from. */
  cdn: string;
}

/** One quality's token as the gateway gives it; a quality the member does not get is absent or null. */
export interface VideoToken {
  token: string;
  /** Absolute URL of the file, without a query. */
  cdn: string;
}
export type VideoTokens = Partial<Record<VideoQuality, VideoToken | null | undefined>>;

/** The contract's file address: the cdn URL with the token as its one query parameter. */
export function tokenUrl({ cdn, token }: VideoToken): string {
  return `${cdn}?token=${encodeURIComponent(token)}`;
}

/** The qualities offered, in the menu's order, with the one to start with; null when none is offered. */
export function videoSources(tokens: VideoTokens): VideoSources | null {
  const sources = MENU_ORDER.flatMap((quality): VideoSource[] => {
    const token = tokens[quality];
    if (!token) return [];
    return [{ quality, label: QUALITY_LABELS[quality], url: tokenUrl(token), type: streamTypeOf(token.cdn) }];
  });
  const defaultQuality = DEFAULT_PREFERENCE.find((quality) => sources.some((source) => source.quality === quality));
  const first = sources.find((source) => source.quality === defaultQuality);
  if (!defaultQuality || !first) return null;
  return { sources, defaultQuality, cdn: new URL(first.url).origin };
}
