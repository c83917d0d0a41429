import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $downloads, downloadVideo, DOWNLOAD_UNREACHABLE, seedDownloads, type DownloadCall } from '../../islands/downloads/store.ts';

afterEach(() => {
  clearFlashes();
  cleanStores($downloads, $flashes);
});

const meter = { left: 7, max: 10, remainingDays: 5 };
const answer = (data: Awaited<ReturnType<DownloadCall>>['data']): DownloadCall => () => Promise.resolve({ data });

describe('a download (membership spec sections 7 and 8)', () => {
  it('starts the file in the hidden frame and shows the quota the upstream counted', async () => {
    seedDownloads(meter);
    const started: string[] = [];
    await downloadVideo(42, 'p720', answer({ kind: 'ready', url: 'http://cdn.test/v.mp4?token=t', meter: { ...meter, left: 6 } }), (url) => started.push(url));
    expect(started).toEqual(['http://cdn.test/v.mp4?token=t']);
    expect($downloads.get()).toEqual({ meter: { ...meter, left: 6 }, pending: null, started: 'p720', quotaMessage: null });
  });

  it('over the quota: the quota-limit message and the meter, nothing started', async () => {
    seedDownloads(meter);
    const started: string[] = [];
    const message = 'You have reached your download limit of 10 videos. You can download again in 5 days.';
    await downloadVideo(42, 'p720', answer({ kind: 'quota-reached', message, meter: { ...meter, left: 0 } }), (url) => started.push(url));
    expect(started).toEqual([]);
    expect($downloads.get()).toMatchObject({ quotaMessage: message, meter: { left: 0 }, pending: null });
  });

  it.each<[string, DownloadCall, string]>([
    ['a refusal flashes the first GraphQL error\'s message', answer({ kind: 'failed', message: 'This video is not part of your membership' }), 'This video is not part of your membership'],
    ['an action error flashes its message', () => Promise.resolve({ error: { message: 'Please log in again to download videos.' } }), 'Please log in again to download videos.'],
    ['a network failure flashes that it could not start', () => Promise.reject(new Error('offline')), DOWNLOAD_UNREACHABLE],
  ])('%s', async (_case, call, message) => {
    seedDownloads(meter);
    await downloadVideo(42, 'p720', call, () => {
      throw new Error('must not start');
    });
    expect($flashes.get()).toMatchObject([{ type: 'error', message }]);
    expect($downloads.get()).toMatchObject({ meter, pending: null, quotaMessage: null });
  });

});
