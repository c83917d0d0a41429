import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/catalogue/schemas.ts';
import { channel, channelPack, performer, pictureSet, tenantItemsOf, video, type CatalogueItem } from '../../src/catalogue/tenant-items.ts';

/** The fields of a snapshot the check reads: each record with its id, slug and site. */
function snapshotOf(site: string, offset: number): CatalogueSnapshot {
  const at = (n: number) => offset + n;
  return {
    tenant: site.toLowerCase(),
    site,
    videos: [{ videoId: at(1), slug: `${site}-video`, site }],
    performers: [{ performerId: at(2), slug: `${site}-performer`, site }],
    pictureSets: [{ pictureSetId: at(3), slug: `${site}-photos`, site }],
    channels: [{ channelId: at(4), slug: `${site}-channel`, site, packs: [{ channelPackId: at(5), slug: `${site}-channel-vol-1` }] }],
  } as unknown as CatalogueSnapshot;
}

const aurora = snapshotOf('AURORA', 0);
const blaze = snapshotOf('BLAZE', 100);
/** The combined tenant's snapshot: its sites' records, each keeping its own site. */
const jade = { ...snapshotOf('JADE', 1000), videos: [...aurora.videos, ...blaze.videos], performers: [...aurora.performers, ...blaze.performers], pictureSets: [...aurora.pictureSets, ...blaze.pictureSets], channels: [...aurora.channels, ...blaze.channels] };

describe('the items a tenant shows (the check of every member Action\'s items)', () => {
  it.each<[string, CatalogueItem, boolean, boolean, boolean]>([
    // item, shown by aurora, by blaze, by the combined tenant
    ["aurora's video by id", video(1), true, false, true],
    ["aurora's video by slug", video('AURORA-video'), true, false, true],
    ["blaze's video by id", video(101), false, true, true],
    ["blaze's video by slug", video('BLAZE-video'), false, true, true],
    ["blaze's performer by id", performer(102), false, true, true],
    ["blaze's performer by slug", performer('BLAZE-performer'), false, true, true],
    ["blaze's picture set by slug", pictureSet('BLAZE-photos'), false, true, true],
    ["blaze's channel by slug", channel('BLAZE-channel'), false, true, true],
    ["blaze's channel pack by id", channelPack(105), false, true, true],
    ["an id of one kind is not another kind's: aurora's performer id as a video", video(2), false, false, false],
    ['an id as text is a slug, not the id', video('1'), false, false, false],
    ['an item no one has', video(9999), false, false, false],
  ])('%s: aurora %s, blaze %s, combined %s', (_case, item, onAurora, onBlaze, onJade) => {
    expect([tenantItemsOf(aurora).has(item), tenantItemsOf(blaze).has(item), tenantItemsOf(jade).has(item)]).toEqual([onAurora, onBlaze, onJade]);
  });

  it('indexes a snapshot once, and a rebuilt one afresh', () => {
    expect(tenantItemsOf(aurora)).toBe(tenantItemsOf(aurora));
    expect(tenantItemsOf(snapshotOf('AURORA', 0))).not.toBe(tenantItemsOf(aurora));
  });
});
