/**
 * Browsing spec section 5: "lowercase letters and digits, groups separated by single hyphens".
 * So no leading, trailing or doubled hyphen, and no empty slug.
 */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/**
 * Which path parameters are slugs: those named `slug` or ending in `Slug` (`channelSlug`,
 * `videoSlug`, `channelPackSlug`). Section 5 lists the routes that validate slugs; their table
 * patterns use exactly these names, so the rule is stated once, here.
 */
export function isSlugParam(name: string): boolean {
  return name === 'slug' || name.endsWith('Slug');
}
