import type { TenantId } from '../../../src/tenants/schema.ts';
import type { HistoryEntry } from '../build-history.ts';

/** A release as the schedule names it: the scene, and the time it is released at. */
export interface Release {
  videoId: number;
  releaseAt: string;
}

/**
 * The lag of a release (docs/content-ops.md): seconds from its time until the last of the tenants
 * that show the scene had the release's build swapped in, read from their histories; null until
 * every one has. Only this release's builds count: a scene moved and released again, or a
 * catalogue seeded anew, has earlier releases of its own in the history.
 */
export function releaseLagSeconds(release: Release, tenants: readonly TenantId[], histories: ReadonlyMap<TenantId, readonly HistoryEntry[]>): number | null {
  const built = tenants.map((tenant) =>
    (histories.get(tenant) ?? []).find(
      ({ outcome, startedBy }) => outcome === 'rebuilt' && startedBy.kind === 'schedule' && startedBy.release.videoId === release.videoId && startedBy.release.releaseAt === release.releaseAt,
    ),
  );
  if (tenants.length === 0 || !built.every((entry): entry is HistoryEntry => entry !== undefined)) return null;
  const swappedIn = Math.max(...built.map((entry) => Date.parse(entry.finishedAt)));
  return Math.round((swappedIn - Date.parse(release.releaseAt)) / 1000);
}
