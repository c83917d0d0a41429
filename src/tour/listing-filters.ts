import { PERFORMER_FACETS, VIDEO_FACETS } from '../catalogue/schemas.ts';
import { PERFORMERS_PATH, VIDEOS_PATH } from '../routing/paths.ts';
import { panelGroups, uncounted, type PanelGroup } from '../search/facet-panel.ts';
import { noSelection } from '../search/facet-query.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { DEFAULT_PERFORMERS_ORDER, SEX_OF_GENDER } from './listing-variants.ts';
import type { PerformerListingKind } from './performer-listings.ts';

/** What a static listing's filter panel shows: where it submits, its groups, what it carries along, how many it lists. */
export interface ListingFilters {
  action: typeof VIDEOS_PATH | typeof PERFORMERS_PATH;
  groups: PanelGroup[];
  hidden: Record<string, string>;
  totalCount: number;
}

/**
 * /videos before any filter: every facet's values over the whole catalogue, with their counts,
 * which are those of the listing itself. Ticking some submits to /videos?…, the filtered page.
 */
export function videoListingFilters(index: CatalogueIndex): ListingFilters {
  const { facets, videos } = index.snapshot;
  return { action: VIDEOS_PATH, groups: panelGroups(VIDEO_FACETS, facets.videos, noSelection(VIDEO_FACETS)), hidden: {}, totalCount: videos.length };
}

/**
 * A static /performers variant: its gender ticked as the sex facet and its order carried along. The
 * catalogue's counts are not those of one gender's performers, so the panel shows none.
 */
export function performerListingFilters(index: CatalogueIndex, kind: PerformerListingKind): ListingFilters {
  const sex = SEX_OF_GENDER[kind.gender];
  return {
    action: PERFORMERS_PATH,
    groups: uncounted(panelGroups(PERFORMER_FACETS, index.snapshot.facets.performers, { ...noSelection(PERFORMER_FACETS), sex: [sex] })),
    hidden: kind.order === DEFAULT_PERFORMERS_ORDER ? {} : { order: kind.order },
    totalCount: index.performersBy(kind.order, sex).length,
  };
}
