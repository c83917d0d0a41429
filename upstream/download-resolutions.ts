/**
 * The download files every video offers (membership spec sections 3 and 9: "Download resolution:
 * label, size, width, res", with the labels of section 9), sharpest first. `res` names the
 * generateVideoToken quality whose token, asked with device 'download', fetches that file.
 *
 * Sizes are those of the full-length file (the video's runLength at the quality's average bit rate),
 * as the real gateway lists them; the embedded upstream's own files are short stand-in clips.
 */
export const DOWNLOAD_RESOLUTIONS = [
  { res: 'p2160', label: '4K MP4 UHD', width: 3840, bitsPerSecond: 16_000_000 },
  { res: 'p1080', label: 'HD MP4 1080P', width: 1920, bitsPerSecond: 6_000_000 },
  { res: 'p720', label: 'HD MP4 720P', width: 1280, bitsPerSecond: 3_000_000 },
  { res: 'p480', label: 'SD MP4 480P', width: 854, bitsPerSecond: 1_500_000 },
  { res: 'p480l', label: '480P MOBILE', width: 854, bitsPerSecond: 900_000 },
  { res: 'p360', label: '360P MOBILE', width: 640, bitsPerSecond: 600_000 },
  { res: 'p270', label: '270P MOBILE', width: 480, bitsPerSecond: 400_000 },
] as const;

export interface DownloadResolution {
  label: string;
  /** Bytes. */
  size: number;
  width: number;
  res: string;
}

/** The download resolutions of a video `runLength` seconds long. */
export function downloadResolutionsOf(runLength: number): DownloadResolution[] {
  return DOWNLOAD_RESOLUTIONS.map(({ res, label, width, bitsPerSecond }) => ({ label, size: Math.round((runLength * bitsPerSecond) / 8), width, res }));
}
