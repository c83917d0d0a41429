import type { DatabaseSync } from 'node:sqlite';
import type { MediaUrls } from '../media.ts';
import type { Sites } from '../sites.ts';
import { createCatalogueContext } from './catalogue-context.ts';
import { categoryQueries } from './category-queries.ts';
import { channelQueries, channelVideos } from './channel-queries.ts';
import { curatorFeedQueries } from './curator-feed.ts';
import { dealQueries } from './deal-queries.ts';
import { filterQueries } from './filters.ts';
import { performerQueries, performerVideos } from './performer-queries.ts';
import { pictureSetQueries } from './picture-set-queries.ts';
import { searchQueries } from './search.ts';
import { showcaseQueries } from './showcase-queries.ts';
import { videoQueries } from './video-queries.ts';
import { videoRecommendations } from './video-recommendations.ts';

/**
 * The catalogue's resolvers (upstream/schema.graphql): the calls of browsing spec section 7 and the
 * pages of a whole tenant's catalogue, one module per kind of item. Each site asked for is checked
 * (an unknown one is BAD_USER_INPUT) and answers the items of the content sites it shows.
 */
export function createResolvers(db: DatabaseSync, sites: Sites, media: MediaUrls) {
  const context = createCatalogueContext(db, sites, media);
  return {
    Query: {
      ...videoQueries(context),
      ...videoRecommendations(context),
      ...filterQueries(context),
      ...pictureSetQueries(context),
      ...dealQueries(context),
      ...curatorFeedQueries(context),
      ...performerQueries(context),
      ...categoryQueries(context),
      ...channelQueries(context),
      ...showcaseQueries(context),
      ...searchQueries(context),
    },
    Performer: performerVideos(context),
    Channel: channelVideos(context),
  };
}
