import type { Abilities } from '../../access/abilities.ts';
import { withRecommId } from './recomm-id.ts';

/** Browsing spec section 9: recommended list sizes 9, 6 and 3; shelves show the large one. */
export const RECOMMENDED_LIST_SIZE = 9;

/**
 * Which recommendation shelf a video page shows (browsing spec section 6, "video page with or
 * without crossnavigation"): the cross-navigation variant, which may lead to sister brands, wins
 * when the member may see it; none when neither shelf is switched on for the tenant.
 */
export function videoPageShelf(abilities: Pick<Abilities, 'can'>): { crossNavigation: boolean } | null {
  if (abilities.can('see', 'VIDEO_PAGE_CROSSNAVIGATION')) return { crossNavigation: true };
  if (abilities.can('see', 'VIDEO_PAGE')) return { crossNavigation: false };
  return null;
}

/**
 * Which shelf a channel video page shows (browsing spec section 6: "external channel video page,
 * internal channel video page"): the partner channels' shelf or the brand's own channels'.
 */
export function channelVideoPageShelf(abilities: Pick<Abilities, 'can'>, channel: { isThirdPartyChannel: boolean }): { crossNavigation: boolean } | null {
  return abilities.can('see', channel.isThirdPartyChannel ? 'EXTERNAL_CHANNEL_VIDEO_PAGE' : 'INTERNAL_CHANNEL_VIDEO_PAGE') ? { crossNavigation: false } : null;
}

/**
 * Where a recommended video leads: its sister brand's page for cross-navigation, else this tenant's,
 * carrying the recommendation's recommId for the events the member causes there (membership spec 7).
 */
export function recommendationHref(video: { slug: string; crossNavigation: boolean; crossNavigationLink: string | null; recommId: string | null }): string {
  const href = video.crossNavigation && video.crossNavigationLink ? video.crossNavigationLink : `/videos/${video.slug}`;
  return withRecommId(href, video.recommId);
}
