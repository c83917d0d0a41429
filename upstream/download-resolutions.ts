import { RENDITIONS, type Mp4Quality } from './media/qualities.ts';

/**
 * The download files every video offers (membership spec sections 3 and 9: "Download resolution:
 * label, size, width, res", with the labels of section 9), sharpest first. `res` names the
 * generateVideoToken quality whose token, asked with device 'download', fetches that file; its
 * width is that rendition's (media/qualities.ts).
 *
 * Sizes are those of the full-length file (the video's runLength at the quality's average bit rate
 * for a real scene), as the real gateway lists them; the embedded upstream's own files are short
 * stand-in clips.
 */
export const DOWNLOAD_RESOLUTIONS: readonly { res: Mp4Quality; label: string; bitsPerSecond: number }[] = [
  { res: 'p2160', label: '4K MP4 UHD', bitsPerSecond: 16_000_000 },
  { res: 'p1080', label: 'HD MP4 1080P', bitsPerSecond: 6_000_000 },
  { res: 'p720', label: 'HD MP4 720P', bitsPerSecond: 3_000_000 },
  { res: 'p480', label: 'SD MP4 480P', bitsPerSecond: 1_500_000 },
  { res: 'p480l', label: '480P MOBILE', bitsPerSecond: 900_000 },
  { res: 'p360', label: '360P MOBILE', bitsPerSecond: 600_000 },
  { res: 'p270', label: '270P MOBILE', bitsPerSecond: 400_000 },
];

export interface DownloadResolution {
  label: string;
  /** Bytes. */
  size: number;
  width: number;
  res: string;
}

/** The download resolutions of a video `runLength` seconds long. */
export function downloadResolutionsOf(runLength: number): DownloadResolution[] {
  return DOWNLOAD_RESOLUTIONS.map(({ res, label, bitsPerSecond }) => ({ label, size: Math.round((runLength * bitsPerSecond) / 8), width: RENDITIONS[res].width, res }));
}
