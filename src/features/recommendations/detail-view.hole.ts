import type { HoleRequest } from '../../holes/hole-request.ts';
import type { RecommendedItem } from './recomm-id.ts';

/** The recommender's detail-view event of a page (src/features/recommendations/DetailView.astro): a member's only. */
export interface DetailViewProps {
  item: RecommendedItem;
  signedIn: boolean;
}

export function loadDetailView(item: RecommendedItem, { locals }: HoleRequest): DetailViewProps {
  return { item: { kind: item.kind, id: item.id }, signedIn: (locals?.context.member ?? null) !== null };
}
