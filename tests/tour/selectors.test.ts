import { describe, expect, it } from 'vitest';
import { ofSite, performersInOrder, videosBySlugs, videosOfPerformer } from '../../src/tour/selectors.ts';
import { paysiteList, siteNameOf } from '../../src/tour/sites.ts';
import { dealGrid as listingDeals, DEAL_GRID_SIZE as DEALS_GRID_SIZE } from '../../src/features/deals/deal-grid.ts';
import { tenants } from '../routing/fixtures.ts';
import type { Deal } from '../../src/catalogue/schemas.ts';

describe('selectors', () => {
  it('finds records by slug in the order asked, skipping unknown slugs', () => {
    const bySlug = new Map([['a', 1], ['b', 2]]);
    expect(videosBySlugs(bySlug, ['b', 'x', 'a'])).toEqual([2, 1]);
  });

  it("groups videos by each of their performers, keeping the snapshot's order", () => {
    const videos = [
      { id: 1, models: [{ slug: 'ann' }, { slug: 'bo' }] },
      { id: 2, models: [{ slug: 'ann' }] },
    ];
    const grouped = videosOfPerformer(videos);
    expect(grouped.get('ann')?.map((v) => v.id)).toEqual([1, 2]);
    expect(grouped.get('bo')?.map((v) => v.id)).toEqual([1]);
  });

  it.each([
    ['rating', 'F', ['Cleo', 'Ann']],
    ['name', 'F', ['Ann', 'Cleo']],
    ['rating', 'M', ['Bo']],
  ] as const)('orders performers by %s for sex %s', (order, sex, names) => {
    const performers = [
      { name: 'Ann', rating: 5, sex: 'F' as const },
      { name: 'Bo', rating: 9, sex: 'M' as const },
      { name: 'Cleo', rating: 8, sex: 'F' as const },
    ];
    expect(performersInOrder(performers, order, sex).map((p) => p.name)).toEqual(names);
  });

  it("keeps one site's records of a combined catalogue", () => {
    expect(ofSite([{ site: 'AURORA' }, { site: 'BLAZE' }], 'BLAZE')).toEqual([{ site: 'BLAZE' }]);
  });

  it('names a site by its brand, and keeps the hidden tenant off the paysite list', () => {
    const all = [...tenants.values()];
    expect(siteNameOf(all, 'AURORA')).toBe('Aurora Nights');
    expect(siteNameOf(all, 'NOPE')).toBe('NOPE');
    const listed = paysiteList(all).map((t) => t.tenant);
    expect(listed).not.toContain('jade');
    expect(listed).toHaveLength(9);
  });

  it('shows the listing deals enabled for the listing, by listing rank, at most the grid size', () => {
    const deal = (id: number, rankListing: number, enabledListing = true) => ({ id, rankListing, enabledListing }) as Deal;
    const deals = [deal(1, 5), deal(2, 1), deal(3, 0, false), ...Array.from({ length: 20 }, (_, i) => deal(10 + i, 10 + i))];
    const shown = listingDeals(deals);
    expect(shown).toHaveLength(DEALS_GRID_SIZE);
    expect(shown.slice(0, 2).map((d) => d.id)).toEqual([2, 1]);
    expect(shown.map((d) => d.id)).not.toContain(3);
  });
});
