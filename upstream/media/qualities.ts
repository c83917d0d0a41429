/**
 * The qualities a video comes in (membership spec section 3, "Video stream token": p270 … p2160 and
 * hls) and how the embedded upstream draws each: 16:9 frames at the quality's height, tiny bitrates,
 * since every clip is a few seconds of flat colour, moving shapes and the title.
 */

/** The MP4 renditions, smallest first; `p480l` is the 480 mobile rendition (a lower bitrate). */
export const MP4_QUALITIES = ['p270', 'p360', 'p480', 'p480l', 'p720', 'p1080', 'p2160'] as const;
export type Mp4Quality = (typeof MP4_QUALITIES)[number];

/** Every field of the contract's VideoTokens: the MP4s and the HLS rendition. */
export const STREAM_QUALITIES = [...MP4_QUALITIES, 'hls'] as const;
export type StreamQuality = (typeof STREAM_QUALITIES)[number];

export interface Rendition {
  width: number;
  height: number;
  /** Target video bitrate, kbit/s. */
  kbps: number;
  /** Drawn on the picture, so a quality change is visible. */
  label: string;
}

export const RENDITIONS: Readonly<Record<Mp4Quality, Rendition>> = {
  p270: { width: 480, height: 270, kbps: 90, label: '270P' },
  p360: { width: 640, height: 360, kbps: 120, label: '360P' },
  p480: { width: 854, height: 480, kbps: 180, label: '480P' },
  p480l: { width: 854, height: 480, kbps: 110, label: '480P MOBILE' },
  p720: { width: 1280, height: 720, kbps: 260, label: '720P' },
  p1080: { width: 1920, height: 1080, kbps: 400, label: '1080P' },
  p2160: { width: 3840, height: 2160, kbps: 800, label: '4K UHD' },
};

/**
 * The variants of the adaptive (`hls`) rendition's master playlist, within every grant's qualities
 * (the samplers' p270 to p720 too). Each MP4 quality also streams as a rendition of its own: its
 * media playlist and segments, remuxed from the MP4, not encoded again.
 */
export const HLS_VARIANTS = ['p360', 'p720'] as const satisfies readonly Mp4Quality[];

/** The trailer every video lists (public, no token). */
export const TRAILER: Rendition = { width: 1280, height: 720, kbps: 260, label: 'TRAILER' };

export function isMp4Quality(value: string): value is Mp4Quality {
  return (MP4_QUALITIES as readonly string[]).includes(value);
}

export function isStreamQuality(value: string): value is StreamQuality {
  return (STREAM_QUALITIES as readonly string[]).includes(value);
}

/** Whether the adaptive rendition's master playlist lists this quality. */
export function isAdaptiveVariant(quality: Mp4Quality): boolean {
  return (HLS_VARIANTS as readonly Mp4Quality[]).includes(quality);
}
