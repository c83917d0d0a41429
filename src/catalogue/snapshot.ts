import { z } from 'zod';
import type { TenantConfig } from '../tenants/schema.ts';
import { describeIssues } from '../tenants/error-map.ts';
import { CatalogueRecordError } from './errors.ts';
import type { RecordKind } from '../gateway/documents/catalogue.ts';
import type { CatalogueCalls } from './calls.ts';
import {
  DEAL_TYPES,
  categorySchema,
  channelSchema,
  dealSchema,
  performerSchema,
  pictureSetSchema,
  showcaseSchema,
  videoRecordSchema,
  type CatalogueSnapshot,
  type Deal,
} from './schemas.ts';

export type { CatalogueSnapshot } from './schemas.ts';

/** Records per request while paging; well under the upstream's largest page. */
export const SNAPSHOT_PAGE_SIZE = 250;
/** Pages of one list fetched at once. */
const PARALLEL_PAGES = 4;
/** Deals fetched per placement: all of them (the carousel's limit of 40 is applied when shown). */
const SNAPSHOT_DEALS_LIMIT = 500;

export type SnapshotProgress = { tenant: string; list: string; fetched: number; total: number };

const slugRef = z.object({ slug: z.string().min(1) });

/**
 * Pages through everything a static build of `tenant` needs and checks every record on its own,
 * so that a bad record stops the build with a CatalogueRecordError naming tenant, record and field.
 */
export async function fetchCatalogueSnapshot(
  gateway: CatalogueCalls,
  tenant: TenantConfig,
  onProgress?: (progress: SnapshotProgress) => void,
): Promise<CatalogueSnapshot> {
  const site = tenant.site;
  const list = async <S extends z.ZodType>(kind: RecordKind, recordName: string, schema: S): Promise<z.infer<S>[]> => {
    const raw = await fetchAll(gateway, kind, site, (fetched, total) => onProgress?.({ tenant: tenant.tenant, list: kind, fetched, total }));
    return raw.map((record) => checkRecord(tenant, recordName, schema, record));
  };
  const deals = async (type: (typeof DEAL_TYPES)[number]): Promise<Deal[]> =>
    (await gateway.dealRecords({ site, type, limit: SNAPSHOT_DEALS_LIMIT })).map((record) => checkRecord(tenant, `${type} deal`, dealSchema, record));

  const [videos, performers, categories, channels, showcases, pictureSets, awarded, topRated, carousel, interstitial, listing, filters, facets] =
    await Promise.all([
      list('video', 'video', videoRecordSchema),
      list('performer', 'performer', performerSchema),
      list('category', 'category', categorySchema),
      list('channel', 'channel', channelSchema),
      list('showcase', 'showcase', showcaseSchema),
      list('pictureSet', 'picture set', pictureSetSchema),
      list('awarded', 'awarded video', slugRef),
      list('topRated', 'top-rated video', slugRef),
      deals('carousel'),
      deals('interstitial'),
      deals('listing'),
      gateway.getAllFilters({ site }),
      gateway.facetLists(site),
    ]);
  return {
    tenant: tenant.tenant,
    site,
    videos,
    performers,
    categories,
    channels,
    showcases,
    pictureSets,
    awardedVideoSlugs: awarded.map((v) => v.slug),
    topRatedVideoSlugs: topRated.map((v) => v.slug),
    deals: { carousel, interstitial, listing },
    filters,
    facets,
  };
}

/** All records of one list: the first page says how many there are, the rest come a few at a time. */
async function fetchAll(gateway: CatalogueCalls, kind: RecordKind, site: string, progress: (fetched: number, total: number) => void): Promise<unknown[]> {
  const first = await gateway.recordPage(kind, { site, skip: 0, first: SNAPSHOT_PAGE_SIZE });
  const records = [...first.nodes];
  progress(records.length, first.totalCount);
  const skips: number[] = [];
  for (let skip = SNAPSHOT_PAGE_SIZE; skip < first.totalCount; skip += SNAPSHOT_PAGE_SIZE) skips.push(skip);
  for (let i = 0; i < skips.length; i += PARALLEL_PAGES) {
    const pages = await Promise.all(skips.slice(i, i + PARALLEL_PAGES).map((skip) => gateway.recordPage(kind, { site, skip, first: SNAPSHOT_PAGE_SIZE })));
    for (const page of pages) records.push(...page.nodes);
    progress(records.length, first.totalCount);
  }
  return records;
}

/** Parses one record; a failure names the tenant, the record (by slug or id) and the field. */
export function checkRecord<S extends z.ZodType>(tenant: Pick<TenantConfig, 'tenant'>, recordName: string, schema: S, record: unknown): z.infer<S> {
  const result = schema.safeParse(record, { reportInput: true });
  if (result.success) return result.data;
  throw new CatalogueRecordError(`Tenant "${tenant.tenant}": ${recordName} "${recordLabel(record)}" ${describeIssues(result.error.issues).join('; ')}`);
}

function recordLabel(record: unknown): string {
  if (typeof record !== 'object' || record === null) return String(record);
  const fields = record as Record<string, unknown>;
  for (const key of ['slug', 'id', 'videoId', 'performerId', 'channelId', 'showcaseId', 'pictureSetId']) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '(no slug or id)';
}
