import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { DEAL_AUDIENCES } from '../../src/catalogue/schemas.ts';
import { AUDIENCE_DEALS_PER_SITE } from '../../upstream/seed/deals.ts';
import type { Upstream } from '../../upstream/server.ts';
import { startTestUpstream } from './helpers.ts';

/** Membership spec section 6: the trial members' deals and the expired members' are deals of their own. */
let upstream: Upstream;
beforeAll(async () => {
  upstream = await startTestUpstream(8);
}, 60_000);
afterAll(() => upstream.close());

describe('findDeals answers the deals of the audience asked for', () => {
  it.each(DEAL_AUDIENCES)('%s', async (audience) => {
    const catalogue = catalogueAt(upstream.url);
    const [carousel, listing] = await Promise.all([
      catalogue.findDeals({ site: 'AURORA', type: 'carousel', limit: 40, audience }),
      catalogue.findDeals({ site: 'AURORA', type: 'listing', limit: 40, audience }),
    ]);
    expect(carousel.length).toBeGreaterThan(0);
    const texts = [...carousel, ...listing].map((deal) => deal.dealText);
    if (audience === 'member') expect(texts.every((text) => !/^(Trial special|Welcome back)/.test(text))).toBe(true);
    if (audience === 'trial') expect(texts.every((text) => text.startsWith('Trial special'))).toBe(true);
    if (audience === 'expired') expect(texts.every((text) => text.startsWith('Welcome back'))).toBe(true);
    if (audience !== 'member') expect(carousel).toHaveLength(AUDIENCE_DEALS_PER_SITE);
  });

  it('answers the members’ deals when no audience is named, as before', async () => {
    const catalogue = catalogueAt(upstream.url);
    const [unnamed, members] = await Promise.all([
      catalogue.findDeals({ site: 'AURORA', type: 'carousel' }),
      catalogue.findDeals({ site: 'AURORA', type: 'carousel', audience: 'member' }),
    ]);
    expect(unnamed).toEqual(members);
  });
});
