import { actions } from '../shell/actions/member-actions.ts';
import type { RecommendedItem } from '../../src/features/recommendations/recomm-id.ts';

/** Sends a detail-view event through the recommender.view action; fire and forget, its answer changes nothing on the page. */
export function sendDetailView(item: RecommendedItem, recommId: string | null): void {
  actions.recommender.view({ ...item, recommId }).catch(() => {
    // The recommender's business, not the member's: a lost event is not shown.
  });
}
