import type { CatalogueCalls } from '../../catalogue/calls.ts';
import type { Trailer } from '../../catalogue/schemas.ts';
import { ACKNOWLEDGE_PROMOTIONAL_TEASER_VIEWED } from '../../gateway/documents/teaser.ts';
import { flagResult } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';

/**
 * Membership spec section 4: "viewing sets state.modals.teaserViewed". A change, so the member's
 * cached profile is fetched afresh and the next page no longer shows the teaser.
 */
export async function acknowledgePromotionalTeaserViewed(gateway: Pick<MemberGateway, 'mutate'>): Promise<void> {
  await gateway.mutate('acknowledgePromotionalTeaserViewed', ACKNOWLEDGE_PROMOTIONAL_TEASER_VIEWED, {}, flagResult);
}

/** What the teaser plays: the public trailer of the tenant's newest video. */
export interface PromotionalTeaser {
  title: string;
  trailer: Trailer;
}

/** The newest video's trailer, or null when the newest has none. */
export async function promotionalTeaser(catalogue: Pick<CatalogueCalls, 'listVideos' | 'getVideo'>, site: string): Promise<PromotionalTeaser | null> {
  const newest = (await catalogue.listVideos({ site, first: 1 })).nodes[0];
  if (!newest) return null;
  const video = await catalogue.getVideo({ slug: newest.slug, site });
  return video?.trailer ? { title: video.title, trailer: video.trailer } : null;
}
