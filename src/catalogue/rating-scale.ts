/**
 * Browsing spec section 9: "Rating max 10; per-property max 5". The catalogue's ratings are checked
 * against them where they enter (src/catalogue/schemas.ts), and a member's own ratings alike
 * (src/features/ratings/rating-rules.ts).
 */
export const OVERALL_RATING_MAX = 10;
export const PROPERTY_RATING_MAX = 5;
