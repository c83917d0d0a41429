import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../scripts/lib/build-history.ts';
import { releaseLagSeconds } from '../../scripts/lib/console/release-lag.ts';
import type { TenantId } from '../../src/tenants/schema.ts';

/*
 * The lag the console shows for a release: from its time until the last tenant that shows the scene
 * had that release's build swapped in, read from the tenants' histories.
 */
const RELEASE = { videoId: 363, releaseAt: '2026-11-28T22:09:51.455Z' };
const TENANTS: TenantId[] = ['fable', 'jade'];

/** A history entry of a build the release of `releaseAt` started, finished at `finishedAt`. */
function releaseBuild(tenant: TenantId, finishedAt: string, options: { releaseAt?: string; outcome?: HistoryEntry['outcome'] } = {}): HistoryEntry {
  return {
    run: '20261128-221000-494a',
    tenant,
    startedBy: { kind: 'schedule', release: { videoId: RELEASE.videoId, title: 'Silent Confession', releaseAt: options.releaseAt ?? RELEASE.releaseAt } },
    startedAt: '2026-11-28T22:10:00.757Z',
    finishedAt,
    outcome: options.outcome ?? 'rebuilt',
    reason: 'catalogue changed',
    seconds: 2,
  };
}
const personBuild = (tenant: TenantId): HistoryEntry => ({ ...releaseBuild(tenant, '2026-11-28T22:10:30.000Z'), startedBy: { kind: 'person', email: 'ops@demo.test' } });

describe("a release's lag: its time to the last of its tenants' builds swapped in", () => {
  it.each<[string, Partial<Record<TenantId, HistoryEntry[]>>, number | null]>([
    ['no tenant built yet', {}, null],
    ['one of two built', { fable: [releaseBuild('fable', '2026-11-28T22:10:02.314Z')] }, null],
    ['both built: the later one counts', { fable: [releaseBuild('fable', '2026-11-28T22:10:02.314Z')], jade: [releaseBuild('jade', '2026-11-28T22:10:03.229Z')] }, 12],
    ['a failed build is not on the tour', { fable: [releaseBuild('fable', '2026-11-28T22:10:02.314Z')], jade: [releaseBuild('jade', '2026-11-28T22:10:03.229Z', { outcome: 'failed' })] }, null],
    ["a person's rebuild is not the release's", { fable: [releaseBuild('fable', '2026-11-28T22:10:02.314Z')], jade: [personBuild('jade')] }, null],
    [
      'an earlier release of the same scene (moved, or seeded anew) is not this one',
      { fable: [releaseBuild('fable', '2026-11-28T19:01:40.000Z', { releaseAt: '2026-11-28T19:01:31.812Z' })], jade: [releaseBuild('jade', '2026-11-28T19:01:43.606Z', { releaseAt: '2026-11-28T19:01:31.812Z' })] },
      null,
    ],
    [
      'this release among earlier ones, newest first',
      {
        fable: [releaseBuild('fable', '2026-11-28T22:10:02.314Z'), releaseBuild('fable', '2026-11-28T19:01:40.000Z', { releaseAt: '2026-11-28T19:01:31.812Z' })],
        jade: [releaseBuild('jade', '2026-11-28T22:10:03.229Z'), releaseBuild('jade', '2026-11-28T19:01:43.606Z', { releaseAt: '2026-11-28T19:01:31.812Z' })],
      },
      12,
    ],
  ])('%s', (_, histories, lag) => {
    expect(releaseLagSeconds(RELEASE, TENANTS, new Map(Object.entries(histories) as [TenantId, HistoryEntry[]][]))).toBe(lag);
  });

  it('is none for a scene no tenant shows', () => {
    expect(releaseLagSeconds(RELEASE, [], new Map())).toBeNull();
  });
});
