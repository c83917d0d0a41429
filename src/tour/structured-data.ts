import type { Performer, VideoRecord } from '../catalogue/schemas.ts';
import { isoDuration } from './format.ts';
import { performerPagePath, videoPagePath } from '../routing/paths.ts';

/** schema.org's rating for adult content. */
export const ADULT_CONTENT_RATING = 'adult';

type Site = { name: string; tourUrl: string };

/** schema.org VideoObject of a video page, with its canonical URL on the tenant's own host. */
export function videoObject(video: VideoRecord, site: Site): Record<string, unknown> {
  const url = new URL(videoPagePath(video.slug), site.tourUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: [...video.images.poster, ...video.images.listing].map((image) => image.src),
    uploadDate: video.releaseDate,
    duration: isoDuration(video.runLength),
    contentRating: ADULT_CONTENT_RATING,
    url,
    ...(video.models.length > 0 ? { actor: video.models.map((model) => ({ '@type': 'Person', name: model.name, url: new URL(performerPagePath(model.slug), site.tourUrl).href })) } : {}),
    ...(video.directors.length > 0 ? { director: video.directors.map((director) => ({ '@type': 'Person', name: director.name })) } : {}),
    ...(video.categories.length > 0 ? { genre: video.categories.map((category) => category.name) } : {}),
    ...(video.tags.length > 0 ? { keywords: video.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: site.name, url: site.tourUrl },
  };
}

/** schema.org Person of a performer page. */
export function performerPerson(performer: Performer, site: Site): Record<string, unknown> {
  const image = performer.images.main[0] ?? performer.images.listing[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: performer.name,
    url: new URL(performerPagePath(performer.slug), site.tourUrl).href,
    ...(performer.bio ? { description: performer.bio } : {}),
    ...(image ? { image: image.src } : {}),
    nationality: performer.nationality,
  };
}

/**
 * JSON for an inline `application/ld+json` block. `<` is escaped so that no catalogue text can
 * close the element early (`</script>`), whatever it holds.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
