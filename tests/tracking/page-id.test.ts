import { describe, expect, it } from 'vitest';
import { trackingPageId } from '../../src/features/tracking/page-id.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { decide } from '../routing/fixtures.ts';

function idOf(url: string) {
  const [path = '/', query = ''] = url.split('?');
  return trackingPageId(path, new URLSearchParams(query));
}

describe('the tracking page identifiers of browsing spec section 2', () => {
  it.each([
    ['/videos/night-swim', 'video:night-swim'],
    ['/videos/night-swim/comment/12', 'video:night-swim'],
    ['/channels/partner-one/videos/night-swim', 'video:night-swim'],
    ['/trailer/night-swim', 'trailer:video:night-swim'],
    ['/channels/partner-one/trailers/night-swim', 'trailer:video:night-swim'],
    ['/channels/partner-one', 'channel:partner-one'],
    ['/channels/partner-one/packs/pack-a', 'channel:partner-one:pack-a'],
    ['/pictureset/night-swim', 'pictureSet:night-swim'],
    ['/channels/partner-one/picturesets/night-swim', 'pictureSet:night-swim'],
    ['/performers/ana-lee', 'performer:ana-lee'],
    ['/videos?categories=blonde', 'category:blonde'],
    ['/videos?search=blonde', 'category:blonde'],
    ['/videos?search=Blonde&page=2', 'category:blonde'],
    ['/videos?search=blonde&filter=categories', 'category:blonde'],
    ['/angels/ana-lee', 'angel:ana-lee'],
    ['/videos/night-swim/', 'video:night-swim'],
    ['/videos/caf%C3%A9', 'video:café'],
  ])('%s → %s', (url, id) => {
    expect(idOf(url)).toBe(id);
  });

  it.each([
    ['/'],
    ['/videos'],
    ['/videos?categories=a&categories=b'],
    ['/videos?categories=a&search=b'],
    ['/videos?categories='],
    ['/videos?search=ana-lee&filter=modelsF'],
    ['/videos?search=two%20words'],
    ['/performers'],
    ['/channels'],
    ['/channels/all-videos'],
    ['/account'],
    ['/nowhere/at/all'],
    ['//videos/x'],
    ['/videos/%2e%2e'],
  ])('%s has none', (url) => {
    expect(idOf(url)).toBeNull();
  });
});

describe('a visit that came through /categories/:slug carries category:{slug}', () => {
  /** Where the browser lands: the route rules' redirects followed, as a browser follows them. */
  function landing(tenant: TenantId, url: string): string {
    for (let hops = 0; hops < 5; hops++) {
      const decision = decide(tenant, url);
      if (decision.kind !== 'redirect') return url;
      url = decision.location;
    }
    throw new Error(`${url} redirects in a loop`);
  }

  // aurora searches by facets (its /videos?search= redirects to categories=), blaze does not.
  it.each<[TenantId, string, string]>([
    ['aurora', '/videos?categories=big-cats', 'category:big-cats'],
    ['blaze', '/videos?search=big-cats', 'category:big-cats'],
  ])('on %s it lands on %s, whose page id is %s', (tenant, landed, id) => {
    expect(landing(tenant, '/categories/big-cats')).toBe(landed);
    expect(idOf(landed)).toBe(id);
  });
});
