import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_QUOTAS, downloadQuotaKindOf, downloadQuotas } from '../../upstream/members/download-quota.ts';
import { FREE_LIMITED_TRIAL_VIDEOS, freeTrialVideos } from '../../upstream/members/free-trial.ts';
import { openMemberStore } from '../../upstream/members/store.ts';
import { ask, isPlain, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo } from './streaming-helpers.ts';

// Membership spec sections 6 and 9: the free limited trial's three full videos and the download quota,
// counted by the upstream in the member store, per distinct video.

const DAY = 86_400_000;
let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
let aurora: CatalogueVideo[];

beforeAll(async () => {
  upstream = await startStreamingUpstream(60);
  aurora = await videosOf(upstream.url, 'AURORA');
});
afterAll(() => upstream.close());

const QUOTA = `query { getFullUserProfile(site: "AURORA") {
  downloadQuotas { thresholdReached downloadsNumber downloadQuotaMax downloadDaysPeriod quotaLeft remainingDays zeroQuota site } } }`;
const quotaOf = async (kind: string) => (await ask(upstream.url, kind, QUOTA)).data.getFullUserProfile.downloadQuotas;

describe('the free limited trial (3 full videos)', () => {
  it('plays three distinct trial videos, the same ones again, and refuses a fourth', async () => {
    const trialVideos = aurora.filter((v) => v.isFreeLimitedTrial && !v.freeVideo && !v.guestUserScene).slice(0, FREE_LIMITED_TRIAL_VIDEOS + 1);
    expect(trialVideos).toHaveLength(FREE_LIMITED_TRIAL_VIDEOS + 1);
    const outcomes = [];
    for (const video of [...trialVideos.slice(0, 3), trialVideos[0]!, trialVideos[2]!, trialVideos[3]!]) {
      const answer = await tokensFor(upstream.url, 'freetrial', video.videoId);
      outcomes.push(answer.reason ?? (answer.tokens?.['p720'] ? 'plays' : 'no 720p'));
    }
    expect(outcomes).toEqual(['plays', 'plays', 'plays', 'plays', 'plays', 'FREE_LIMITED_TRIAL_USED']);
  });

  it('counts twenty requests at once for one new video once', () => {
    const store = openMemberStore(null);
    const trial = freeTrialVideos(store);
    const at = new Date('2025-06-01T00:00:00Z');
    for (const id of [1, 2]) trial.play('demo-freetrial', id, at);
    expect(Array.from({ length: 20 }, () => trial.play('demo-freetrial', 3, at)).every(Boolean)).toBe(true);
    expect(trial.played('demo-freetrial')).toEqual([1, 2, 3]);
    expect(trial.play('demo-freetrial', 4, at)).toBe(false);
  });
});

describe('which quota a download counts against', () => {
  it.each<[videoId: number, channelCategory: string | null, kind: string]>([
    [12, null, 'regular'],
    [15, null, 'special'],
    [12, 'Behind The Scenes', 'special'],
    [13, 'Intimates', 'special'],
    [14, 'Compilations', 'special'],
  ])('video %d of channel category %s → %s', (videoId, channelCategory, kind) => {
    expect(downloadQuotaKindOf({ videoId, channelCategory })).toBe(kind);
  });
});

describe('the download quota', () => {
  it('counts N distinct videos, then answers ReachedDownloadQuotaError with the quota and the days to wait', async () => {
    const { max, days } = DOWNLOAD_QUOTAS.regular;
    const regular = aurora.filter((v) => isPlain(v) && downloadQuotaKindOf({ videoId: v.videoId, channelCategory: null }) === 'regular');
    expect(regular.length).toBeGreaterThan(max);
    expect(await quotaOf('multisite')).toMatchObject({ downloadsNumber: 0, quotaLeft: max, downloadQuotaMax: max, downloadDaysPeriod: days, remainingDays: days, thresholdReached: false, zeroQuota: false, site: 'AURORA' });

    for (const video of regular.slice(0, max)) expect((await tokensFor(upstream.url, 'multisite', video.videoId, 'download')).error).toBeNull();
    // The same video again in the period does not count again.
    expect((await tokensFor(upstream.url, 'multisite', regular[0]!.videoId, 'download')).error).toBeNull();
    expect(await quotaOf('multisite')).toMatchObject({ downloadsNumber: max, quotaLeft: 0, thresholdReached: true, remainingDays: days });

    const refused = await tokensFor(upstream.url, 'multisite', regular[max]!.videoId, 'download');
    expect(refused.code).toBe('ReachedDownloadQuotaError');
    expect(refused.error?.extensions).toMatchObject({ maxVideoDownloadQuota: max, daysUntilQuotaReset: days });
    expect(refused.error?.message).toContain(`${max} downloads per ${days} days`);
    // Streaming is not counted and goes on.
    expect((await tokensFor(upstream.url, 'multisite', regular[max]!.videoId)).error).toBeNull();
  });

  it('keeps behind-the-scenes, intimates and compilations apart, with their own quota', async () => {
    const { max } = DOWNLOAD_QUOTAS.special;
    const special = aurora.filter((v) => v.channel === null && downloadQuotaKindOf({ videoId: v.videoId, channelCategory: null }) === 'special');
    expect(special.length).toBeGreaterThan(max);
    for (const video of special.slice(0, max)) expect((await tokensFor(upstream.url, 'director', video.videoId, 'download')).error).toBeNull();
    const refused = await tokensFor(upstream.url, 'director', special[max]!.videoId, 'download');
    expect(refused.code).toBe('ReachedDownloadQuotaError');
    expect(refused.error?.extensions).toMatchObject({ maxVideoDownloadQuota: max });
    expect(refused.error?.message).toContain('behind-the-scenes, intimates and compilations');
    expect(await quotaOf('director')).toMatchObject({ downloadsNumber: 0, quotaLeft: DOWNLOAD_QUOTAS.regular.max });
  });

  it('changes the record exactly once for twenty identical download requests at once', async () => {
    const video = aurora.find((v) => isPlain(v) && downloadQuotaKindOf({ videoId: v.videoId, channelCategory: null }) === 'regular')!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => tokensFor(upstream.url, 'vip', video.videoId, 'download')));
    expect(answers.every((answer) => answer.error === null && answer.tokens['p1080'] !== null)).toBe(true);
    expect(await quotaOf('vip')).toMatchObject({ downloadsNumber: 1, quotaLeft: DOWNLOAD_QUOTAS.regular.max - 1 });
  });

  it('starts a new period once the last one has run its days', () => {
    let now = Date.parse('2025-06-01T10:00:00Z');
    const quotas = downloadQuotas(openMemberStore(null), () => new Date(now));
    const { max, days } = DOWNLOAD_QUOTAS.special;
    for (let id = 1; id <= max; id += 1) expect(quotas.download('demo-member', 'special', id)).toEqual({ ok: true, counted: true });
    now += 2 * DAY + 1;
    const over = quotas.download('demo-member', 'special', 99);
    expect(over).toMatchObject({ ok: false, standing: { used: max, left: 0, daysUntilReset: days - 2 } });
    expect(quotas.standing('demo-member', 'regular')).toMatchObject({ used: 0, left: DOWNLOAD_QUOTAS.regular.max });
    now += (days - 2) * DAY;
    expect(quotas.download('demo-member', 'special', 99)).toEqual({ ok: true, counted: true });
    expect(quotas.download('demo-member', 'special', 1)).toEqual({ ok: true, counted: true });
    expect(quotas.standing('demo-member', 'special')).toMatchObject({ used: 2, daysUntilReset: days });
  });
});
