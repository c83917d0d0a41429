import { describe, expect, it } from 'vitest';
import { meterText, quotaMeter, quotaReachedMessage } from '../../src/features/downloads/download-quota.ts';
import { DOWNLOAD_LABELS, downloadOptions, formatFileSize } from '../../src/features/downloads/download-resolutions.ts';
import { DOWNLOAD_RESOLUTIONS, downloadResolutionsOf } from '../../upstream/download-resolutions.ts';

describe('download labels (membership spec section 9)', () => {
  it.each([
    ['p2160', '4K MP4 UHD'],
    ['p1080', 'HD MP4 1080P'],
    ['p720', 'HD MP4 720P'],
    ['p480', 'SD MP4 480P'],
    ['p480l', '480P MOBILE'],
    ['p360', '360P MOBILE'],
    ['p270', '270P MOBILE'],
  ] as const)('%s is "%s"', (quality, label) => {
    expect(DOWNLOAD_LABELS[quality]).toBe(label);
  });

  it('the upstream lists the same seven, in the same order, under the same names (its own copy, as the real gateway has its own)', () => {
    expect(DOWNLOAD_RESOLUTIONS.map(({ res, label }) => [res, label])).toEqual(Object.entries(DOWNLOAD_LABELS));
  });
});

describe('the download options of a video', () => {
  const catalogue = downloadResolutionsOf(1800);

  it('are the catalogue\'s resolutions with the site\'s labels and sizes, sharpest first', () => {
    const options = downloadOptions([...catalogue].reverse(), 'en-US');
    expect(options.map((option) => option.label)).toEqual(Object.values(DOWNLOAD_LABELS));
    expect(options[0]).toEqual({ quality: 'p2160', label: '4K MP4 UHD', size: 3_600_000_000, sizeText: '3.6 GB', width: 3840 });
    expect(options.at(-1)).toMatchObject({ quality: 'p270', sizeText: '90 MB' });
  });

  it('skip what the site does not know (an hls entry, an unknown res) and list a quality once', () => {
    const odd = [...catalogue.slice(0, 2), { label: 'Adaptive', size: 1, width: 1, res: 'hls' }, { label: '8K', size: 1, width: 7680, res: 'p4320' }, catalogue[0]!];
    expect(downloadOptions(odd, 'en-US').map((option) => option.quality)).toEqual(['p2160', 'p1080']);
  });

  it.each([
    [999, 'en-US', '999 byte'],
    [1_500, 'en-US', '1.5 kB'],
    [412_345_678, 'en-US', '412.3 MB'],
    [4_500_000_000, 'en-US', '4.5 GB'],
    [4_500_000_000, 'de-DE', '4,5\u00a0GB'],
  ])('%i bytes in %s: %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});

describe('the quota (membership spec sections 3, 8 and 9)', () => {
  const quotas = { thresholdReached: false, downloadsNumber: 3, downloadQuotaMax: 10, downloadDaysPeriod: 7, quotaLeft: 7, remainingDays: 5, zeroQuota: false, site: 'AURORA' };

  it.each([
    ['a quota partly used', quotas, { left: 7, max: 10, remainingDays: 5 }, '7 of 10 downloads left, renewed in 5 days'],
    ['the last download of the period', { ...quotas, quotaLeft: 1, remainingDays: 1 }, { left: 1, max: 10, remainingDays: 1 }, '1 of 10 downloads left, renewed in 1 day'],
    ['the threshold reached', { ...quotas, thresholdReached: true, quotaLeft: 0 }, { left: 0, max: 10, remainingDays: 5 }, '0 of 10 downloads left, renewed in 5 days'],
    ['a zero quota', { ...quotas, zeroQuota: true, downloadQuotaMax: 10 }, { left: 0, max: 0, remainingDays: 5 }, '0 of 0 downloads left, renewed in 5 days'],
  ])('%s', (_case, input, meter, text) => {
    expect(quotaMeter(input)).toEqual(meter);
    expect(meterText(quotaMeter(input)!)).toBe(text);
  });

  it('no quotas (an inactive member) is no meter', () => {
    expect(quotaMeter(null)).toBeNull();
    expect(quotaMeter(undefined)).toBeNull();
  });

  it.each([
    [10, 5, 'You have reached your download limit of 10 videos. You can download again in 5 days.'],
    [1, 1, 'You have reached your download limit of 1 video. You can download again in 1 day.'],
  ])('ReachedDownloadQuotaError with maxVideoDownloadQuota %i and daysUntilQuotaReset %i', (max, days, message) => {
    expect(quotaReachedMessage(max, days)).toBe(message);
  });
});
