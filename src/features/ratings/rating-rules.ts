import { OVERALL_RATING_MAX, PROPERTY_RATING_MAX } from '../../catalogue/rating-scale.ts';

/**
 * The member's ratings of a video as the site checks them before asking the gateway (membership spec
 * sections 5, 8 and 9): the overall rating first, each part once. Pure, for the page, the island and
 * the action alike; the upstream checks again and has the last word.
 */

/** What a rating rates: the whole video, one rating property, or one performer of the video. */
export const RATING_TYPES = ['global', 'property', 'model'] as const;
export type RatingType = (typeof RATING_TYPES)[number];
/** The overall rating's slug in updateExpertReview. */
export const GLOBAL_SLUG = 'global';

/** Membership spec sections 5 and 8, word for word; the failure's wording is ours (the spec names it only). */
export const RATING_MESSAGES = {
  overallFirst: 'Oops! Please leave your overall rating first to continue',
  alreadyRated: 'You have already rated.',
  failed: 'Failed to save your rating. Please try again later.',
} as const;
export type RatingMessage = keyof typeof RATING_MESSAGES;

/** A part of the video the member may rate after the overall rating: a rating property or a performer. */
export interface RatingPart {
  type: Exclude<RatingType, 'global'>;
  slug: string;
  name: string;
  /** What a rating property means (src/features/ratings/tooltips.ts); performers have none. */
  tooltip?: string | undefined;
}

export interface PartRating {
  slug: string;
  rating: number;
}

/** The member's own ratings of one video (userVideoRatings). */
export interface UserVideoRatings {
  global: number | null;
  properties: PartRating[];
  models: PartRating[];
}

export const NO_RATINGS: UserVideoRatings = { global: null, properties: [], models: [] };

export interface RatingRequest {
  type: RatingType;
  slug: string;
  rating: number;
}

export function ratingMax(type: RatingType): number {
  return type === 'global' ? OVERALL_RATING_MAX : PROPERTY_RATING_MAX;
}

/** What the member gave this part, or null when they have not rated it. */
export function givenRating(ratings: UserVideoRatings, type: RatingType, slug: string): number | null {
  if (type === 'global') return ratings.global;
  const parts = type === 'property' ? ratings.properties : ratings.models;
  return parts.find((part) => part.slug === slug)?.rating ?? null;
}

/** Why the member may not give `request` yet, judged from the ratings the page knows; null when they may. */
export function ratingRefusal(request: RatingRequest, ratings: UserVideoRatings): Exclude<RatingMessage, 'failed'> | null {
  if (givenRating(ratings, request.type, request.slug) !== null) return 'alreadyRated';
  if (request.type !== 'global' && ratings.global === null) return 'overallFirst';
  return null;
}
