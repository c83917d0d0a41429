import type { DownloadResolution } from '../../catalogue/schemas.ts';
import type { VideoQuality } from '../player/video-sources.ts';

/** The qualities a video downloads in: every stream quality but the adaptive one. */
export type DownloadQuality = Exclude<VideoQuality, 'hls'>;

/**
 * Membership spec section 9 (and browsing spec section 9): the download labels, sharpest first. The
 * catalogue's `downloadResolutions` name the quality as `res`; the site shows its own label for it.
 */
export const DOWNLOAD_LABELS: Readonly<Record<DownloadQuality, string>> = {
  p2160: '4K MP4 UHD',
  p1080: 'HD MP4 1080P',
  p720: 'HD MP4 720P',
  p480: 'SD MP4 480P',
  p480l: '480P MOBILE',
  p360: '360P MOBILE',
  p270: '270P MOBILE',
};

/** Sharpest first, as the labels above. */
export const DOWNLOAD_QUALITIES = Object.keys(DOWNLOAD_LABELS) as [DownloadQuality, ...DownloadQuality[]];

export function isDownloadQuality(value: string): value is DownloadQuality {
  return Object.hasOwn(DOWNLOAD_LABELS, value);
}

/** One download the member may start: the spec's label and the file's size. */
export interface DownloadOption {
  quality: DownloadQuality;
  label: string;
  /** Bytes. */
  size: number;
  /** The size in words of the tenant's locale, e.g. "1.4 GB". */
  sizeText: string;
  width: number;
}

const UNITS = [
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
] as const;

/** Building an Intl.NumberFormat costs far more than using one (it was the member video page's top cost): one per locale and unit. */
const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A file size in decimal units (as file managers show download sizes), one decimal at most. */
export function formatFileSize(bytes: number, locale: string): string {
  const [divisor, unit] = UNITS.find(([step]) => bytes >= step) ?? [1, 'byte'];
  const key = `${locale}\u0000${unit}`;
  let format = sizeFormats.get(key);
  if (!format) sizeFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })));
  return format.format(bytes / divisor);
}

/** The catalogue's download resolutions as the page offers them: known qualities only, once each, sharpest first. */
export function downloadOptions(resolutions: readonly DownloadResolution[], locale: string): DownloadOption[] {
  return DOWNLOAD_QUALITIES.flatMap((quality): DownloadOption[] => {
    const resolution = resolutions.find((candidate) => candidate.res === quality);
    if (!resolution) return [];
    return [{ quality, label: DOWNLOAD_LABELS[quality], size: resolution.size, sizeText: formatFileSize(resolution.size, locale), width: resolution.width }];
  });
}
