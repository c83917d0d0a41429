import type { RecommendedItem } from '../../src/features/recommendations/recomm-id.ts';
import { recommIdOnPage } from './recomm-ids.ts';
import { sendDetailView } from './send-view.ts';

/** The element a member's video or performer page marks its item with (src/features/recommendations/DetailView.astro). */
export const DETAIL_VIEW_SELECTOR = '[data-recommender-view]';

/** The item an element names, or null when its marks are not ours. */
export function itemOf(element: HTMLElement): RecommendedItem | null {
  const kind = element.dataset['recommenderView'];
  const id = Number(element.dataset['id']);
  return (kind === 'video' || kind === 'model') && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
}

/** Sends the detail-view event of every item the page marks, once per page load. */
export function sendDetailViews(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(DETAIL_VIEW_SELECTOR)) {
    const item = itemOf(element);
    if (item) sendDetailView(item, recommIdOnPage(item));
  }
}
