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

/** The lists of records a static build pages through, each record as the gateway gave it. */
const RECORD_LISTS = ['video', 'performer', 'category', 'channel', 'showcase', 'pictureSet', 'awarded', 'topRated'] as const satisfies readonly RecordKind[];

/**
 * Everything a static build of a tenant needs, as the gateway answered it: the records not yet
 * checked one by one (the filters and facets are checked by their calls' schemas).
 */
export interface CatalogueAnswers {
  tenant: string;
  site: string;
  records: Record<(typeof RECORD_LISTS)[number], unknown[]>;
  deals: Record<(typeof DEAL_TYPES)[number], unknown[]>;
  filters: CatalogueSnapshot['filters'];
  facets: CatalogueSnapshot['facets'];
}

/** Pages through everything a static build of `tenant` needs. */
export async function fetchCatalogueAnswers(
  gateway: CatalogueCalls,
  tenant: TenantConfig,
  onProgress?: (progress: SnapshotProgress) => void,
): Promise<CatalogueAnswers> {
  const site = tenant.site;
  const [lists, dealLists, filters, facets] = await Promise.all([
    Promise.all(RECORD_LISTS.map((kind) => fetchAll(gateway, kind, site, (fetched, total) => onProgress?.({ tenant: tenant.tenant, list: kind, fetched, total })))),
    Promise.all(DEAL_TYPES.map((type) => gateway.dealRecords({ site, type, limit: SNAPSHOT_DEALS_LIMIT }))),
    gateway.getAllFilters({ site }),
    gateway.facetLists(site),
  ]);
  const byName = <K extends string, V>(names: readonly K[], values: V[]) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? []])) as Record<K, V>;
  return { tenant: tenant.tenant, site, records: byName(RECORD_LISTS, lists), deals: byName(DEAL_TYPES, dealLists), filters, facets };
}

/**
 * Checks every record of `answers` on its own; bad records stop the build with one
 * CatalogueRecordError listing every one of them, a line each naming tenant, record and field, so
 * the catalogue team fixes them all in one go.
 */
export function checkCatalogue(tenant: TenantConfig, answers: CatalogueAnswers): CatalogueSnapshot {
  const problems: string[] = [];
  const check = <S extends z.ZodType>(records: unknown[], recordName: string, schema: S): z.infer<S>[] =>
    records.flatMap((record) => {
      const result = schema.safeParse(record, { reportInput: true });
      if (result.success) return [result.data];
      problems.push(recordProblem(tenant, recordName, record, result.error.issues));
      return [];
    });
  const { records, deals } = answers;
  const checkDeals = (type: (typeof DEAL_TYPES)[number]): Deal[] => check(deals[type], `${type} deal`, dealSchema);
  const snapshot: CatalogueSnapshot = {
    tenant: answers.tenant,
    site: answers.site,
    videos: check(records.video, 'video', videoRecordSchema),
    performers: check(records.performer, 'performer', performerSchema),
    categories: check(records.category, 'category', categorySchema),
    channels: check(records.channel, 'channel', channelSchema),
    showcases: check(records.showcase, 'showcase', showcaseSchema),
    pictureSets: check(records.pictureSet, 'picture set', pictureSetSchema),
    awardedVideoSlugs: check(records.awarded, 'awarded video', slugRef).map((v) => v.slug),
    topRatedVideoSlugs: check(records.topRated, 'top-rated video', slugRef).map((v) => v.slug),
    deals: { carousel: checkDeals('carousel'), interstitial: checkDeals('interstitial'), listing: checkDeals('listing') },
    filters: answers.filters,
    facets: answers.facets,
  };
  if (problems.length > 0) throw new CatalogueRecordError(problems.join('\n'));
  return snapshot;
}

/** Pages through everything a static build of `tenant` needs and checks every record (checkCatalogue). */
export async function fetchCatalogueSnapshot(
  gateway: CatalogueCalls,
  tenant: TenantConfig,
  onProgress?: (progress: SnapshotProgress) => void,
): Promise<CatalogueSnapshot> {
  return checkCatalogue(tenant, await fetchCatalogueAnswers(gateway, tenant, onProgress));
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
  throw new CatalogueRecordError(recordProblem(tenant, recordName, record, result.error.issues));
}

function recordProblem(tenant: Pick<TenantConfig, 'tenant'>, recordName: string, record: unknown, issues: z.core.$ZodIssue[]): string {
  return `Tenant "${tenant.tenant}": ${recordName} "${recordLabel(record)}" ${describeIssues(issues).join('; ')}`;
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
