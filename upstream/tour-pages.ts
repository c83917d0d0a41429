/**
 * The tour's page URLs the gateway hands out (a record's absoluteUrl, a video's cross-navigation
 * link). They are the site's own paths (src/routing/paths.ts videoPagePath, performerPagePath),
 * written here because the stand-in imports no value of the site; a test holds the two together.
 */
export const tourVideoUrl = (tourUrl: string, slug: string): string => `${tourUrl}/videos/${slug}`;
export const tourPerformerUrl = (tourUrl: string, slug: string): string => `${tourUrl}/performers/${slug}`;
