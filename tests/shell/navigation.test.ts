import { describe, expect, it } from 'vitest';
import { channelsListingPath, footerNavigation, siteNavigation } from '../../src/shell/navigation.ts';
import { decide, member, summary, tenants } from '../routing/fixtures.ts';
import type { TenantId } from '../../src/tenants/schema.ts';

const tenant = (id: TenantId) => {
  const config = tenants.get(id);
  if (!config) throw new Error(`no tenant ${id}`);
  return config;
};
const able = (...subjects: string[]) => ({ can: (_action: string, subject: string) => subjects.includes(subject) });
const labels = (id: TenantId, abilities: ReturnType<typeof able> | null) => siteNavigation(tenant(id), abilities).map((link) => link.label);

// Every page of browsing spec section 2 a person browses to is in the header where the tenant's
// switches (aurora: every one on; blaze: awards, angels, reels and the wall off; cinder: showcases
// off) and the member's abilities allow it.
describe("the header's navigation follows the tenant's switches and the member's abilities", () => {
  it.each<[string, TenantId, ReturnType<typeof able> | null, string[]]>([
    ['aurora, a visitor', 'aurora', null, ['Videos', 'Top rated', 'Performers', 'Categories', 'Reels', 'Showcases', 'Angels', 'Awards', 'The Wall', 'Deals']],
    [
      'aurora, a member with every ability',
      'aurora',
      able('Channels', 'RECOMMENDED_VIDEOS'),
      ['Videos', 'Top rated', 'Performers', 'Categories', 'Channels', 'Reels', 'Showcases', 'Angels', 'Awards', 'The Wall', 'Deals', 'Recommended', 'Cams'],
    ],
    ['blaze, a visitor', 'blaze', null, ['Videos', 'Top rated', 'Performers', 'Categories', 'Showcases', 'Deals']],
    ['cinder, a member without abilities', 'cinder', able(), ['Videos', 'Top rated', 'Performers', 'Categories', 'Reels', 'Angels', 'Awards', 'Deals', 'Cams']],
  ])('%s', (_who, id, abilities, expected) => {
    expect(labels(id, abilities)).toEqual(expected);
  });

  it('links the channels for a member of a brand with internal channels only (ember)', () => {
    expect(labels('ember', able('InternalChannels'))).toContain('Channels');
  });

  it('links no page its route would answer 404 to, for any tenant, visitor or member', () => {
    const kinds = [null, [], ['Channels'], ['InternalChannels'], ['Channels', 'InternalChannels', 'RECOMMENDED_VIDEOS']];
    const refused = [...tenants.keys()].flatMap((id) =>
      kinds.flatMap((subjects) => {
        const who = subjects === null ? null : member(subjects);
        return siteNavigation(tenant(id), who)
          .filter((link) => summary(decide(id, link.href, who ?? undefined)) === 'not-found')
          .map((link) => `${id} (${subjects === null ? 'visitor' : subjects.join(', ')}): ${link.href}`);
      }),
    );
    expect(refused).toEqual([]);
  });
});

describe("the footer's navigation", () => {
  it('offers the search, casting and the sister brands everywhere, and the all-sites feed on the combined tenant only', () => {
    expect(footerNavigation(tenant('aurora')).explore.map((link) => link.href)).toEqual(['/search', '/casting', '/brands', '/support']);
    expect(footerNavigation(tenant('jade')).explore.map((link) => link.href)).toEqual(['/search', '/casting', '/sites', '/brands', '/support']);
  });

  it('links no page that answers 404 on any tenant', () => {
    const refused = [...tenants.keys()].flatMap((id) => {
      const { explore, legal } = footerNavigation(tenant(id));
      return [...explore, ...legal].filter((link) => summary(decide(id, link.href)) === 'not-found').map((link) => `${id}: ${link.href}`);
    });
    expect(refused).toEqual([]);
  });
});

describe('the channels listing is linked for whoever may see either kind of channel', () => {
  it.each([
    ['a visitor', null, null],
    ['a member without channels', able(), null],
    ['partner channels', able('Channels'), '/channels'],
    ['internal channels only (ember)', able('InternalChannels'), '/channels'],
  ])('%s', (_who, abilities, expected) => {
    expect(channelsListingPath(abilities)).toBe(expected);
  });
});
