import { describe, expect, it } from 'vitest';
import { forLocalDevelopment } from '../../src/tenants/local.ts';
import { allSitesFeed, asServedBrandUrl, brandLinks, pageOfBrand } from '../../src/tour/brand-directory.ts';
import { tenants } from '../routing/fixtures.ts';

const directory = [...tenants.values()];
const at = (id: Parameters<typeof tenants.get>[0]) => tenants.get(id)!;

describe('the brands page', () => {
  it('lists a standalone brand’s visible sisters, never itself nor the hidden combined tenant', () => {
    const links = brandLinks(at('aurora'), directory);
    expect(links.map((l) => l.tenant)).toEqual(['blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo', 'ivy']);
    expect(links[0]).toEqual({ tenant: 'blaze', name: 'Blaze Studio', href: `${at('blaze').tourUrl}/`, memberHref: '/xsite/blaze' });
  });

  it('lists the combined tenant’s sites at their listings inside it', () => {
    const links = brandLinks(at('jade'), directory);
    expect(links.map((l) => l.tenant)).toEqual(at('jade').standaloneSites);
    expect(links[0]).toEqual({ tenant: 'aurora', name: 'Aurora Nights', href: '/sites/aurora/videos', memberHref: null });
  });
});

describe('the combined all-sites feed', () => {
  const video = (site: string, title: string, releaseDate: string) => ({ site, title, releaseDate });
  const videos = [
    video('AURORA', 'a-old', '2024-01-01'),
    video('BLAZE', 'b-new', '2025-03-01'),
    video('AURORA', 'a-new', '2025-02-01'),
    video('AURORA', 'a-mid', '2024-06-01'),
    video('OTHER', 'x', '2026-01-01'),
  ];
  const combined = { standalone: false, standaloneSites: ['aurora', 'blaze', 'cinder'] as const };

  it('gives each site its newest videos, in the tenant’s order of sites, and skips a site without any', () => {
    const feed = allSitesFeed(videos, { ...combined, standaloneSites: [...combined.standaloneSites] }, directory, 2);
    expect(feed.map((s) => [s.brand, s.siteName, s.videos.map((v) => v.title), s.videosHref, s.performersHref])).toEqual([
      ['aurora', 'Aurora Nights', ['a-new', 'a-mid'], '/sites/aurora/videos', '/sites/aurora/performers'],
      ['blaze', 'Blaze Studio', ['b-new'], '/sites/blaze/videos', '/sites/blaze/performers'],
    ]);
  });

  it('is empty for a standalone tenant', () => {
    expect(allSitesFeed(videos, at('aurora'), directory, 6)).toEqual([]);
  });
});

// Issue: a member's first shelf linked https://www.<brand>.example, dead on a local run. A link the
// gateway makes to a sister brand goes to the brand as this run serves it.
describe("a link the gateway made to a sister brand, as this run serves the brand", () => {
  const local = directory.map((tenant) => forLocalDevelopment(tenant, 4999));

  it.each([
    ['its public tour host, kept path, query and fragment', 'https://www.blazestudio.example/videos/night-swim-1?x=1#c', 'http://blaze.localhost:4999/videos/night-swim-1?x=1#c'],
    ['its bare domain', 'https://blazestudio.example/performers/ana', 'http://blaze.localhost:4999/performers/ana'],
    ['its local host already', 'http://ivy.localhost:4999/videos/a', 'http://ivy.localhost:4999/videos/a'],
  ])('%s', (_case, link, served) => {
    expect(asServedBrandUrl(link, local)).toBe(served);
  });

  it('stays the public address in production', () => {
    expect(asServedBrandUrl('https://www.blazestudio.example/videos/a', directory)).toBe('https://www.blazestudio.example/videos/a');
  });

  it.each([
    ['a host no tenant has', 'https://www.elsewhere.example/videos/a'],
    ['a script', 'javascript:alert(1)'],
    ['no address', '/videos/a'],
  ])('is null for %s', (_case, link) => {
    expect(asServedBrandUrl(link, local)).toBeNull();
  });
});

// A member's notifications are of every brand they have: each links the video where it is.
describe("a page of another brand's video", () => {
  const local = directory.map((tenant) => forLocalDevelopment(tenant, 4999));
  it.each([
    ["on the video's own brand: the path", 'aurora', 'AURORA', '/videos/a/comment/3'],
    ["on a sister brand: the brand's page as served", 'blaze', 'AURORA', 'http://aurora.localhost:4999/videos/a/comment/3'],
    ['on the combined tenant, which shows the brand: the path', 'jade', 'AURORA', '/videos/a/comment/3'],
  ] as const)('%s', (_case, id, site, expected) => {
    expect(pageOfBrand('/videos/a/comment/3', site, at(id), local)).toBe(expected);
  });
});
