import {
  DATA_LAYER_ELEMENT_ID,
  DATA_LAYER_NAME,
  RECOMMENDATION_CLICK_EVENT,
  REEL_ITEM_ATTRIBUTE,
} from '../../src/features/tracking/analytics.ts';
import { RECOMMENDATIONS_TRACKING_PATH, reelEventPath } from '../../src/routing/tracking-paths.ts';
import { FAVORITE_CHANGED_EVENT, type FavoriteChangedDetail } from '../../src/features/favorites/favorite-buttons.ts';
import { recommIdFromQuery } from '../../src/features/recommendations/recomm-id.ts';
import { recommIdOnPage } from '../recommendations/recomm-ids.ts';
import { leaveAfterAnalytics, type DataLayer } from './page-leave.ts';
import { postTrackingEvent } from './send.ts';

declare global {
  interface Window {
    [DATA_LAYER_NAME]?: object[];
  }
}

/** The data layer a tag manager reads: made if the page has none yet. */
function dataLayer(): DataLayer {
  return (window[DATA_LAYER_NAME] ??= []);
}

/** The recommendation a click lands on: its shelf and item, and its link's recommId. */
export function recommendationClickOf(target: EventTarget | null): { elementClicked: string; recommId: string | null; href: string } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('[data-recommendations] a[href]');
  const shelf = link?.closest<HTMLElement>('[data-recommendations]');
  const item = link?.closest<HTMLElement>('[data-recommended]');
  if (!link || !shelf || !item) return null;
  const url = new URL(link.href, window.location.href);
  // A shelf without a name (the video pages') is marked with an empty one.
  const named = shelf.dataset['recommendations'] ?? '';
  const shelfName = named === '' ? 'recommendations' : named;
  return {
    elementClicked: `${shelfName}:${item.dataset['recommended'] ?? ''}`,
    recommId: recommIdFromQuery(url.searchParams),
    href: url.href,
  };
}

function trackRecommendationClicks(withTracker: boolean): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const click = recommendationClickOf(event.target);
    if (!click) return;
    postTrackingEvent(RECOMMENDATIONS_TRACKING_PATH, { elementClicked: click.elementClicked, recommId: click.recommId });
    if (!withTracker) return;
    // The tag manager gets its event before the page is left, waiting at most the page-leave wait.
    event.preventDefault();
    leaveAfterAnalytics(dataLayer(), { event: RECOMMENDATION_CLICK_EVENT, elementClicked: click.elementClicked }, () => window.location.assign(click.href));
  });
}

/** The reel view event, once per reel, when half of it has been on screen. */
function trackReelViews(): void {
  const reels = document.querySelectorAll<HTMLElement>(`[${REEL_ITEM_ATTRIBUTE}]`);
  if (reels.length === 0 || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const itemId = Number(entry.target.getAttribute(REEL_ITEM_ATTRIBUTE));
        if (!Number.isSafeInteger(itemId) || itemId <= 0) continue;
        postTrackingEvent(reelEventPath('view'), { itemId, recommId: recommIdOnPage({ kind: 'video', id: itemId }) });
      }
    },
    { threshold: 0.5 },
  );
  reels.forEach((reel) => observer.observe(reel));
}

/** The reel bookmark events: a reel's favourite button changed, the reel's video added or taken out. */
function trackReelBookmarks(root: Document = document): void {
  root.addEventListener(FAVORITE_CHANGED_EVENT, (event) => {
    const reel = event.target instanceof Element ? event.target.closest(`[${REEL_ITEM_ATTRIBUTE}]`) : null;
    const itemId = Number(reel?.getAttribute(REEL_ITEM_ATTRIBUTE));
    if (!reel || !Number.isSafeInteger(itemId) || itemId <= 0) return;
    const { favourite } = (event as CustomEvent<FavoriteChangedDetail>).detail;
    postTrackingEvent(reelEventPath(favourite ? 'add-bookmark' : 'delete-bookmark'), { itemId, recommId: recommIdOnPage({ kind: 'video', id: itemId }) });
  });
}

/**
 * On start: the page-load data pushed to the data layer (membership spec section 7); for a member,
 * the recommendation clicks and the reels' view and bookmark events sent on.
 */
export function startTracking(): void {
  const element = document.getElementById(DATA_LAYER_ELEMENT_ID);
  if (!element?.textContent) return;
  let data: { user?: { signedIn?: boolean } };
  try {
    data = JSON.parse(element.textContent) as typeof data;
  } catch {
    return;
  }
  dataLayer().push(data);
  if (data.user?.signedIn !== true) return;
  trackRecommendationClicks(element.dataset['tracker'] === 'on');
  trackReelViews();
  trackReelBookmarks();
}
