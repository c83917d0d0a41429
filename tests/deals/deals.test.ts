import { describe, expect, it } from 'vitest';
import { defineAbilities } from '../../src/access/abilities.ts';
import { dealCarousel, dealGrid, dealLinks, DEAL_CAROUSEL_LIMIT, DEAL_GRID_SIZE, type DealLinks } from '../../src/features/deals/deal-grid.ts';
import { interstitialNext } from '../../src/features/deals/interstitial.ts';
import type { Deal } from '../../src/catalogue/schemas.ts';
import { kinds, tenant } from '../membership/fixtures/profiles.ts';

const ALLOWED = ['*.example'];

describe("a deal's links, each partner URL through the allow-list", () => {
  const partner = { oneClickUrl: null, oneClickEnabled: false, internalOneClick: false, initialPrice: null };
  it.each<[string, Pick<Deal, 'id' | 'url' | 'oneClickUrl' | 'oneClickEnabled' | 'internalOneClick' | 'initialPrice'>, DealLinks]>([
    ['a plain deal', { ...partner, id: 1, url: 'https://p.example/deal/1' }, { href: 'https://p.example/deal/1', oneClickHref: null, oneClickPrice: null }],
    [
      "a partner's one-click deal",
      { ...partner, id: 2, url: 'https://p.example/deal/2', oneClickUrl: 'https://p.example/oneclick/2', oneClickEnabled: true, initialPrice: 1 },
      {
        href: 'https://p.example/deal/2',
        oneClickHref: '/oneclick/outgoing-upsell?epoch_upsellid=2&tour_link_code=https%3A%2F%2Fp.example%2Fdeal%2F2&member_link=https%3A%2F%2Fp.example%2Foneclick%2F2',
        oneClickPrice: '$1.00',
      },
    ],
    ['a partner outside the allow-list', { ...partner, id: 3, url: 'https://evil.test/deal', oneClickUrl: 'https://evil.test/one', oneClickEnabled: true }, { href: null, oneClickHref: null, oneClickPrice: null }],
    ['a one-click switched off', { ...partner, id: 4, url: 'https://p.example/deal/4', oneClickUrl: 'https://p.example/oneclick/4' }, { href: 'https://p.example/deal/4', oneClickHref: null, oneClickPrice: null }],
    [
      "the site's own one-click (an internal upsell, not an outgoing one)",
      { ...partner, id: 5, url: 'https://p.example/deal/5', oneClickUrl: 'https://p.example/oneclick/5', oneClickEnabled: true, internalOneClick: true, initialPrice: 1 },
      { href: 'https://p.example/deal/5', oneClickHref: null, oneClickPrice: null },
    ],
  ])('%s', (_, deal, links) => {
    expect(dealLinks(deal, ALLOWED)).toEqual(links);
  });
});

// Spec section 9: "carousel deals limit 40"; "grid size offers 15 and deals 15" (/offers and /deals share the grid).
describe('the deals each placement shows: enabled for it, by its rank, at most its size', () => {
  it.each<[string, (deals: readonly Deal[]) => Deal[], number, number, 'enabledCarousel' | 'enabledListing', 'rank' | 'rankListing']>([
    ['the carousel', dealCarousel, DEAL_CAROUSEL_LIMIT, 40, 'enabledCarousel', 'rank'],
    ['the grid of /deals and /offers', dealGrid, DEAL_GRID_SIZE, 15, 'enabledListing', 'rankListing'],
  ])('%s keeps %i (the spec\'s %i)', (_placement, shown, size, specSize, enabled, rank) => {
    const deals = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, [rank]: 50 - i, [enabled]: i % 5 !== 0 }) as unknown as Deal);
    const kept = shown(deals);
    expect(size).toBe(specSize);
    expect(kept).toHaveLength(specSize);
    expect(kept.every((deal) => deal[enabled])).toBe(true);
    expect(kept.map((deal) => deal[rank])).toEqual([...kept.map((deal) => deal[rank])].sort((a, b) => a - b));
  });
});

describe('the offers interstitial', () => {
  it.each<[string | null, string]>([
    ['/videos?page=2', '/videos?page=2'],
    [null, '/'],
    ['/offers', '/'],
    ['https://evil.test/', '/'],
    ['//evil.test/', '/'],
  ])('continues from next=%j to %j', (next, target) => {
    expect(interstitialNext(next)).toBe(target);
  });

  it.each([
    ['active single-site member', kinds.singleSite, true],
    ['multisite member', kinds.multisite, true],
    ['trial', kinds.trial, false],
    ['expired member', kinds.expired, false],
  ] as const)('%s may hide it for a month: %s (membership spec section 6, "when active")', (_, who, expected) => {
    expect(defineAbilities({ profile: who(), tenant: tenant('aurora') }).can('use', 'HideMonthInterstitial')).toBe(expected);
  });
});
