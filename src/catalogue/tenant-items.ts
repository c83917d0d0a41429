import type { CatalogueSnapshot } from './schemas.ts';

/** The kinds of catalogue item a member's Action may name. */
export const CATALOGUE_ITEM_KINDS = ['video', 'performer', 'channel', 'channelPack', 'pictureSet'] as const;
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

/** One item an Action names: by its id (a number: videoId, performerId, …) or by its slug. */
export interface CatalogueItem {
  kind: CatalogueItemKind;
  ref: number | string;
}

export const video = (ref: number | string): CatalogueItem => ({ kind: 'video', ref });
export const performer = (ref: number | string): CatalogueItem => ({ kind: 'performer', ref });
export const channel = (ref: number | string): CatalogueItem => ({ kind: 'channel', ref });
export const channelPack = (ref: number | string): CatalogueItem => ({ kind: 'channelPack', ref });
export const pictureSet = (ref: number | string): CatalogueItem => ({ kind: 'pictureSet', ref });

const NOUNS: Readonly<Record<CatalogueItemKind | 'comment', string>> = {
  video: 'video',
  performer: 'model',
  channel: 'channel',
  channelPack: 'channel pack',
  pictureSet: 'picture set',
  comment: 'comment',
};

/** The answer to a member's Action naming an item the tenant does not show: as for one that does not exist. */
export function notOnThisSite(kind: CatalogueItemKind | 'comment', tenantName: string): string {
  return `This ${NOUNS[kind]} is not on ${tenantName}.`;
}

/** What a tenant shows: the items of its snapshot (for the combined tenant, its sites' items). */
export interface TenantItems {
  has(item: CatalogueItem): boolean;
}

const keyOf = (kind: CatalogueItemKind, ref: number | string) => `${kind}:${typeof ref === 'number' ? `#${ref}` : ref}`;

function index(snapshot: CatalogueSnapshot): TenantItems {
  const keys = new Set<string>();
  const add = (kind: CatalogueItemKind, id: number, slug: string) => keys.add(keyOf(kind, id)).add(keyOf(kind, slug));
  for (const item of snapshot.videos) add('video', item.videoId, item.slug);
  for (const item of snapshot.performers) add('performer', item.performerId, item.slug);
  for (const item of snapshot.pictureSets) add('pictureSet', item.pictureSetId, item.slug);
  for (const item of snapshot.channels) {
    add('channel', item.channelId, item.slug);
    for (const pack of item.packs) add('channelPack', pack.channelPackId, pack.slug);
  }
  return { has: (item) => keys.has(keyOf(item.kind, item.ref)) };
}

const indexed = new WeakMap<CatalogueSnapshot, TenantItems>();

/**
 * The items a tenant shows, from the snapshot its pages were built from: what its pages and its
 * members' Actions may name. The combined tenant's snapshot holds its standalone sites' items, each
 * with its own site, so they are its items too. Indexed once per snapshot.
 */
export function tenantItemsOf(snapshot: CatalogueSnapshot): TenantItems {
  let items = indexed.get(snapshot);
  if (!items) indexed.set(snapshot, (items = index(snapshot)));
  return items;
}
