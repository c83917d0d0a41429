import type { CatalogueCalls } from '../../catalogue/calls.ts';
import type { RecommendedVideo } from '../../catalogue/schemas.ts';
import { RECOMMENDED_LIST_SIZE } from './shelf.ts';

/** The recommender's picks for one video (browsing spec section 7), in the shelf's variant. */
export function recommendationsFor(catalogue: CatalogueCalls, site: string, videoId: number, crossNavigation: boolean): Promise<RecommendedVideo[]> {
  return catalogue.getVideoRecommendations({ site, videoId, limit: RECOMMENDED_LIST_SIZE, crossNavigation });
}
