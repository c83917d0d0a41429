/**
 * The expert review of a video (browsing spec section 3: "expertReview (global; properties and
 * models each with slug, name, rating)"): the editors' overall rating out of 10 and a rating out of 5
 * for each rating property and each performer. The upstream's own copy of the spec's properties and
 * limits: the site keeps its own (src/features/ratings), as a real gateway would not share code.
 */

/** Browsing spec section 3 and membership spec section 3: the rating properties, in the spec's order. */
export const EXPERT_REVIEW_PROPERTIES = [
  { slug: 'performer-chemistry', name: 'Performer chemistry' },
  { slug: 'photo-set', name: 'Photo set' },
  { slug: 'sex-position', name: 'Sex position' },
  { slug: 'sex-scene', name: 'Sex scene' },
  { slug: 'lighting', name: 'Lighting' },
  { slug: 'storyline', name: 'Storyline' },
  { slug: 'location', name: 'Location' },
  { slug: 'camera-angles', name: 'Camera angles' },
] as const;
export type ExpertReviewPropertySlug = (typeof EXPERT_REVIEW_PROPERTIES)[number]['slug'];

/** Browsing spec section 9: "Rating max 10; per-property max 5". */
export const OVERALL_RATING_MAX = 10;
export const PROPERTY_RATING_MAX = 5;

export interface ExpertReviewRating {
  slug: string;
  name: string;
  rating: number;
}

export interface ExpertReview {
  global: number;
  properties: ExpertReviewRating[];
  models: ExpertReviewRating[];
}

/** A number in [0, 1) from the video's id and a salt: the same review on every seed and every run. */
function unit(videoId: number, salt: number): number {
  let x = Math.imul(videoId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  x ^= x >>> 15;
  x = Math.imul(x, 0x27d4eb2f);
  x ^= x >>> 13;
  return (x >>> 0) / 2 ** 32;
}

/** One decimal, between `low` and `max`. */
function score(videoId: number, salt: number, low: number, max: number): number {
  return Math.round((low + unit(videoId, salt) * (max - low)) * 10) / 10;
}

/**
 * The editors' review of a released video (an upcoming one has none yet): derived from the video's
 * id, like the free-trial and guest flags (upstream/catalogue/trial-and-guest-scenes.ts), so the seed needs no table for it.
 */
export function expertReviewOf(video: { videoId: number; isUpcoming: boolean }, models: readonly { slug: string; name: string }[]): ExpertReview | null {
  if (video.isUpcoming) return null;
  const { videoId } = video;
  return {
    global: score(videoId, 0, 6, OVERALL_RATING_MAX),
    properties: EXPERT_REVIEW_PROPERTIES.map((property, i) => ({ ...property, rating: score(videoId, i + 1, 2.5, PROPERTY_RATING_MAX) })),
    models: models.map((model, i) => ({ slug: model.slug, name: model.name, rating: score(videoId, 100 + i, 3, PROPERTY_RATING_MAX) })),
  };
}
