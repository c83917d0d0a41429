import type { MemberStore } from './store.ts';
import { EXPERT_REVIEW_PROPERTIES, OVERALL_RATING_MAX, PROPERTY_RATING_MAX } from '../expert-review.ts';

/**
 * A member's ratings of a video, as the upstream keeps and checks them (membership spec sections 5
 * and 9): the overall rating first, each part once. The rules are the upstream's own; the site has
 * its copy for the page (src/features/ratings), and this side decides.
 */

export const RATING_TYPES = ['global', 'property', 'model'] as const;
export type RatingType = (typeof RATING_TYPES)[number];
/** The overall rating's slug: it rates the whole video. */
export const GLOBAL_SLUG = 'global';

/** Membership spec section 5 and 8, word for word. */
export const RATING_REFUSALS = {
  OVERALL_RATING_FIRST: 'Oops! Please leave your overall rating first to continue',
  ALREADY_RATED: 'You have already rated.',
} as const;
export type RatingRefusalCode = keyof typeof RATING_REFUSALS | 'BAD_USER_INPUT';

export interface RatingRequest {
  type: string;
  slug: string;
  rating: number;
}

export interface GivenRating {
  type: RatingType;
  slug: string;
  rating: number;
}

export interface RatingRefusal {
  code: RatingRefusalCode;
  message: string;
}

const PROPERTY_SLUGS: readonly string[] = EXPERT_REVIEW_PROPERTIES.map((property) => property.slug);

function badInput(message: string): RatingRefusal {
  return { code: 'BAD_USER_INPUT', message };
}

/**
 * Why `request` may not be recorded, or null when it may: a type, slug or rating the video does not
 * have, a part the member rated already, or a part before the overall rating.
 */
export function ratingRefusal(request: RatingRequest, modelSlugs: readonly string[], given: readonly GivenRating[]): RatingRefusal | null {
  const type = RATING_TYPES.find((known) => known === request.type);
  if (!type) return badInput(`Unknown rating type "${request.type}". Known types: ${RATING_TYPES.join(', ')}.`);
  const max = type === 'global' ? OVERALL_RATING_MAX : PROPERTY_RATING_MAX;
  if (!Number.isInteger(request.rating) || request.rating < 1 || request.rating > max) {
    return badInput(`A ${type} rating is a whole number from 1 to ${max}; received ${request.rating}.`);
  }
  if (type === 'global' && request.slug !== GLOBAL_SLUG) return badInput(`The overall rating's slug is "${GLOBAL_SLUG}"; received "${request.slug}".`);
  if (type === 'property' && !PROPERTY_SLUGS.includes(request.slug)) {
    return badInput(`Unknown rating property "${request.slug}". Known properties: ${PROPERTY_SLUGS.join(', ')}.`);
  }
  if (type === 'model' && !modelSlugs.includes(request.slug)) return badInput(`"${request.slug}" is not a performer of this video.`);
  if (given.some((rating) => rating.type === type && rating.slug === request.slug)) return { code: 'ALREADY_RATED', message: RATING_REFUSALS.ALREADY_RATED };
  if (type !== 'global' && !given.some((rating) => rating.type === 'global')) {
    return { code: 'OVERALL_RATING_FIRST', message: RATING_REFUSALS.OVERALL_RATING_FIRST };
  }
  return null;
}

/** The member's ratings of one video as the schema's UserVideoRatings. */
export function userVideoRatings(given: readonly GivenRating[]) {
  const of = (type: RatingType) => given.filter((rating) => rating.type === type).map(({ slug, rating }) => ({ slug, rating }));
  return { global: given.find((rating) => rating.type === 'global')?.rating ?? null, properties: of('property'), models: of('model') };
}

/** One row per member, video and rated part: the primary key is the "once per member" of the spec. */
export const RATINGS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS video_ratings (
  account_id TEXT NOT NULL,
  video_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  rating INTEGER NOT NULL,
  recomm_id TEXT,
  rated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, video_id, type, slug)
);`;

export interface RatingsStore {
  given(accountId: string, videoId: number): GivenRating[];
  record(accountId: string, videoId: number, rating: GivenRating, recommId: string | null, at: Date): void;
}

export function ratingsStore(store: MemberStore): RatingsStore {
  const select = store.db.prepare('SELECT type, slug, rating FROM video_ratings WHERE account_id = ? AND video_id = ? ORDER BY rowid');
  const insert = store.db.prepare(
    'INSERT INTO video_ratings (account_id, video_id, type, slug, rating, recomm_id, rated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    given: (accountId, videoId) => select.all(accountId, videoId) as unknown as GivenRating[],
    record(accountId, videoId, rating, recommId, at) {
      insert.run(accountId, videoId, rating.type, rating.slug, rating.rating, recommId, at.toISOString());
    },
  };
}
