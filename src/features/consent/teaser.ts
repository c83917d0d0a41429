import type { Trailer, VideoRecord } from '../../catalogue/schemas.ts';
import { catalogue } from '../../tour/catalogue.ts';
import { newestVideos } from '../../tour/selectors.ts';

/** What the teaser plays: the public trailer of the tenant's newest video. */
export interface PromotionalTeaser {
  title: string;
  trailer: Trailer;
}

/**
 * The newest video's trailer, or null when the newest has none: from the catalogue snapshot the
 * pages were built from, so that greeting a member with it costs no gateway call.
 */
export function promotionalTeaser(videos: readonly Pick<VideoRecord, 'title' | 'releaseDate' | 'trailer'>[]): PromotionalTeaser | null {
  const [newest] = newestVideos(videos, 1);
  return newest?.trailer ? { title: newest.title, trailer: newest.trailer } : null;
}

/**
 * The teaser of the snapshot the site server handed this request. Read here, not in a component:
 * the teaser greets a signed-in member on a page rendered for them, never a prerendered page, so no
 * static file (whose render key covers only its props) depends on it.
 */
export function requestTeaser(): PromotionalTeaser | null {
  return promotionalTeaser(catalogue().videos);
}
