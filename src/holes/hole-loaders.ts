import { provideTenant } from 'virtual:tenant';
import { loadBrandList } from '../components/brand-list.hole.ts';
import { loadJoinPrompt } from '../components/join-prompt.hole.ts';
import { loadPromoBanner } from '../components/promo-banner.hole.ts';
import { loadSiteHeader } from '../components/site-header.hole.ts';
import { loadAccountSettings } from '../features/account/account-settings.hole.ts';
import { loadMembershipSummary } from '../features/account/membership-summary.hole.ts';
import { loadVideoComments } from '../features/comments/video-comments.hole.ts';
import { loadFavoriteButton } from '../features/favorites/favorite-button.hole.ts';
import { loadFavoriteListItems } from '../features/favorites/favorite-items.hole.ts';
import { loadGemsWallet } from '../features/gems/gems-wallet.hole.ts';
import { loadNotificationList } from '../features/notifications/notification-list.hole.ts';
import { loadMemberRating } from '../features/ratings/member-rating.hole.ts';
import { loadDetailView } from '../features/recommendations/detail-view.hole.ts';
import { loadPageShelves } from '../features/recommendations/page-shelves.hole.ts';
import { loadVideoRecommendations } from '../features/recommendations/video-recommendations.hole.ts';
import { loadReelOffer } from '../features/reels/reel-offer.hole.ts';
import { loadFullVideoNotice } from '../features/player/full-video-notice.hole.ts';
import { loadPlayerSection } from '../features/player/player-section.hole.ts';
import { loadVideoDownloads } from '../features/downloads/video-downloads.hole.ts';
import { loadBodyOpen } from '../layouts/shell/body-open.hole.ts';
import { loadShellHead } from '../layouts/shell/shell-head.hole.ts';
import { loadShellNotices } from '../layouts/shell/shell-notices.hole.ts';
import { loadShellTail } from '../layouts/shell/shell-tail.hole.ts';
import type { PageLocals } from '../server/page-locals.ts';
import { catalogueIndex, provideCatalogue } from '../tour/catalogue.ts';
import { cookiesOfHeader, type HoleLoader, type HoleRequest } from './hole-request.ts';
import type { HoleKind, RequestedHole } from './kinds.ts';

/**
 * Each hole kind's loader, from its mark's arguments: the site server fills a prerendered page's
 * holes with these (through the server build's `loadHoles`), and a page rendered per request runs
 * the same loaders through each hole's component (src/holes/Hole.astro's wrappers). A hole that
 * names a video the snapshot does not hold has no props: it stays empty.
 */
const videoOf = (videoId: number) => catalogueIndex().videoById.get(videoId);

export const HOLE_LOADERS = {
  head: loadShellHead,
  body: loadBodyOpen,
  header: loadSiteHeader,
  notices: loadShellNotices,
  tail: loadShellTail,
  brands: loadBrandList,
  promoBanner: loadPromoBanner,
  joinPrompt: loadJoinPrompt,
  favorite: loadFavoriteButton,
  detailView: (item, request) => loadDetailView(item, request),
  pageShelves: (args, request) => loadPageShelves(args, request),
  comments: (args, request) => loadVideoComments(args, request),
  player: ({ videoId, page, joinHeading }, request) => {
    const video = videoOf(videoId);
    return video ? loadPlayerSection({ video, page, joinHeading }, request) : null;
  },
  fullVideoNotice: ({ videoId }, request) => {
    const video = videoOf(videoId);
    const packId = video?.channel?.channelPackId;
    return video ? loadFullVideoNotice({ video, pack: packId == null ? null : catalogueIndex().channelPackById.get(packId) }, request) : null;
  },
  downloads: ({ videoId }, request) => {
    const video = videoOf(videoId);
    return video ? loadVideoDownloads({ video }, request) : null;
  },
  memberRating: ({ videoId }, request) => {
    const video = videoOf(videoId);
    return video ? loadMemberRating({ videoId, review: video.expertReview, models: video.models }, request) : null;
  },
  videoRecommendations: ({ videoId }, request) => {
    const video = videoOf(videoId);
    return video ? loadVideoRecommendations({ video }, request) : null;
  },
  reelOffer: ({ videoId }, request) => {
    const video = videoOf(videoId);
    return video ? loadReelOffer({ video }, request) : null;
  },
  membershipSummary: loadMembershipSummary,
  gemsWallet: loadGemsWallet,
  accountSettings: loadAccountSettings,
  notifications: loadNotificationList,
  favoriteItems: loadFavoriteListItems,
} satisfies { [K in HoleKind]: HoleLoader<K, unknown> };

/** The props a hole kind's view takes (null: a hole whose video the snapshot lacks, left empty). */
export type HolePropsOf<K extends HoleKind> = Awaited<ReturnType<(typeof HOLE_LOADERS)[K]>>;

/** A hole with its view's props, ready to render (src/holes/HoleView.astro). */
export type LoadedHole = { [K in HoleKind]: { kind: K; props: HolePropsOf<K> } }[HoleKind];

function loadOne(hole: RequestedHole, request: HoleRequest): unknown {
  // The kind picks its loader, whose arguments its schema checked: the pairing holds by construction.
  return (HOLE_LOADERS[hole.kind] as HoleLoader<HoleKind, unknown>)(hole.args, request);
}

/**
 * The props of every hole of a prerendered page, for one request, in the page's order: the session's
 * holes at once, the others as promises, all their gateway queries asked in this one turn (one merged
 * call: src/gateway/batch.ts). Exported by the server build (src/server/static-render-app.ts) for the
 * site server, which keeps rendered views by these props (src/holes/hole-cache.ts). A loader that
 * throws leaves its hole empty (a rejected promise); the site server logs it.
 */
export function loadHoles(holes: readonly RequestedHole[], locals: PageLocals, cookieHeader: string | undefined): unknown[] {
  provideTenant(locals.tenantModule);
  if (locals.catalogue) provideCatalogue(locals.catalogue);
  const request: HoleRequest = { locals, url: locals.context.url, cookies: cookiesOfHeader(cookieHeader) };
  return holes.map((hole) => {
    try {
      return loadOne(hole, request);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
