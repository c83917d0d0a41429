import { describe, expect, it } from 'vitest';
import { decide, member, summary } from '../routing/fixtures.ts';

describe('route rules of the tracking endpoints and the brands pages', () => {
  it.each([
    // The tracking endpoints answer 401 themselves: a visitor is not sent to log in for a beacon.
    ['aurora', '/recommendations-tracking', 'serve recommendationsTracking'],
    ['aurora', '/rest/reel/view', 'serve reelEvent'],
    ['aurora', '/rest/reel/add-bookmark', 'serve reelEvent'],
    ['aurora', '/rest/reel/delete-bookmark', 'serve reelEvent'],
    ['aurora', '/rest/reel/purchase', 'serve reelEvent'],
    ['aurora', '/rest/reel/rating', 'not-found'],
    ['aurora', '/rest/reel', 'not-found'],
    ['aurora', '/rest/reel/view/extra', 'not-found'],
    // Browsing spec section 2's brands, and the combined tenant's all-sites feed.
    ['aurora', '/brands', 'serve brandList'],
    ['jade', '/brands', 'serve brandList'],
    ['jade', '/sites', 'serve allSites'],
    ['jade', '/sites?page=2', 'serve allSites'],
    ['aurora', '/sites', 'not-found'],
    ['halo', '/sites', 'not-found'],
  ] as const)('%s %s → %s', (tenant, url, expected) => {
    expect(summary(decide(tenant, url))).toBe(expected);
    expect(summary(decide(tenant, url, member(['Channels'])))).toBe(expected);
  });
});
