import { tenant } from 'virtual:tenant';
import type { ExpertReview } from '../../catalogue/schemas.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import type { RatingPart, UserVideoRatings } from './rating-rules.ts';
import { loadOwnRatings } from './ratings.server.ts';
import { tooltipOf } from './tooltips.ts';

export interface MemberRatingInput {
  videoId: number;
  review: ExpertReview | null;
  models: readonly { slug: string; name: string }[];
}

/** The member's own rating of a video (src/features/ratings/MemberRating.astro); nothing for a visitor or a member who may not rate. */
export interface MemberRatingProps {
  rating: { videoId: number; parts: RatingPart[]; loaded: { ok: true; given: UserVideoRatings } | { ok: false } } | null;
}

/**
 * What the member has given already, from the gateway (the page's one call), and the parts after the
 * overall rating: the expert review's properties and the video's performers, where the tenant shows
 * expert reviews.
 */
export async function loadMemberRating({ videoId, review, models }: MemberRatingInput, { locals }: HoleRequest): Promise<MemberRatingProps> {
  const loaded = await loadOwnRatings(locals?.context, videoId);
  if (!loaded) return { rating: null };
  const parts: RatingPart[] = tenant.features.expertReview
    ? [
        ...(review?.properties ?? []).map((property) => ({ type: 'property' as const, slug: property.slug, name: property.name, tooltip: tooltipOf(property.slug) })),
        ...models.map((model) => ({ type: 'model' as const, slug: model.slug, name: model.name })),
      ]
    : [];
  return { rating: { videoId, parts, loaded: loaded.ok ? { ok: true, given: loaded.data } : { ok: false } } };
}
