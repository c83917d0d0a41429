import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import { expertReviewOf } from '../expert-review.ts';
import type { Sites } from '../sites.ts';
import { siteOfCall } from './call-site.ts';
import type { MemberFeature } from './member-feature.ts';
import { RATINGS_STORE_SCHEMA, ratingRefusal, ratingsStore, userVideoRatings, type GivenRating } from './ratings.ts';
import { RECOMMENDER_STORE_SCHEMA, recommenderEvents, recommIdOf } from './recommender.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
import type { MemberStore } from './store.ts';

/** The ratings' type definitions; they name the catalogue's ExpertReview, so merge after it. */
export const ratingsTypeDefs = readFileSync(new URL('./ratings.graphql', import.meta.url), 'utf8');

interface RatedVideo {
  videoId: number;
  site: string;
  isUpcoming: boolean;
  models: { slug: string; name: string }[];
}

/** The catalogue's facts about one video that its ratings need, or null when no video has that id. */
function catalogueVideos(db: DatabaseSync): (videoId: number) => RatedVideo | null {
  const video = db.prepare('SELECT video_id, site, is_upcoming FROM videos WHERE video_id = ?');
  const models = db.prepare('SELECT p.slug, p.name FROM video_performers vp JOIN performers p USING (performer_id) WHERE vp.video_id = ? ORDER BY vp.position');
  return (videoId) => {
    const row = video.get(videoId) as { video_id: number; site: string; is_upcoming: number } | undefined;
    return row ? { videoId: row.video_id, site: row.site, isUpcoming: row.is_upcoming === 1, models: models.all(videoId) as unknown as RatedVideo['models'] } : null;
  };
}

function refused(code: string, message: string) {
  return createGraphQLError(message, { extensions: { code } });
}

type RateArgs = { videoId: number; slug: string; type: string; rating: number; recommId?: string | null };

/**
 * Query.userVideoReview and Mutation.updateExpertReview for the member of the bearer token (401
 * without one). The check and the write run in one store transaction, which node:sqlite runs to the
 * end before any other request's: twenty identical ratings at once record one, and nineteen are
 * told 'You have already rated.'. The overall rating is passed on to the recommender with its recommId.
 * A video of a brand the site of the call does not show is answered as an unknown one.
 */
export function createRatingsResolvers(
  store: MemberStore,
  videoOf: (videoId: number) => RatedVideo | null,
  sites: Pick<Sites, 'bySite' | 'shows'>,
  verify: VerifyAccessToken,
  now: () => Date = () => new Date(),
) {
  const ratings = ratingsStore(store);
  const events = recommenderEvents(store);
  const known = (videoId: number, context: MemberContext) => {
    const site = siteOfCall(context, sites);
    const video = videoOf(videoId);
    if (!video || !sites.shows(site, video.site)) throw refused('BAD_USER_INPUT', `Unknown video ${videoId}: the id is a video's videoId.`);
    return video;
  };
  return {
    Query: {
      async userVideoReview(_: unknown, { videoId }: { videoId: number }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        return userVideoRatings(ratings.given(accountId, known(videoId, context).videoId));
      },
    },
    Mutation: {
      async updateExpertReview(_: unknown, args: RateArgs, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const recommId = recommIdOf(args.recommId);
        const { video, given } = store.transaction(() => {
          const video = known(args.videoId, context);
          const before = ratings.given(accountId, video.videoId);
          const refusal = ratingRefusal(args, video.models.map((model) => model.slug), before);
          if (refusal) throw refused(refusal.code, refusal.message);
          const rating = { type: args.type, slug: args.slug, rating: args.rating } as GivenRating;
          const at = now();
          ratings.record(accountId, video.videoId, rating, recommId, at);
          // The recommender learns the member's opinion of the video, not of its lighting.
          if (rating.type === 'global') events.record(accountId, { type: 'RATING', videoId: video.videoId, modelId: null, recommId, rating: rating.rating }, at);
          return { video, given: [...before, rating] };
        });
        return { expertReview: expertReviewOf(video, video.models), userVideoRatings: userVideoRatings(given) };
      },
    },
  };
}

/** Ratings and the expert review as a member feature of the upstream. */
export const ratingsFeature: MemberFeature = {
  // The recommender's table too: the overall rating's event is written in the rating's transaction.
  storeSchema: `${RATINGS_STORE_SCHEMA}\n${RECOMMENDER_STORE_SCHEMA}`,
  create: ({ store, verify, catalogue }) => ({
    graphql: { typeDefs: ratingsTypeDefs, resolvers: createRatingsResolvers(store, catalogueVideos(catalogue.db), catalogue.sites, verify) },
  }),
};
