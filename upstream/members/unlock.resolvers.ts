import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { Sites } from '../sites.ts';
import { siteOfCall } from './call-site.ts';
import type { MemberFeature } from './member-feature.ts';
import type { MemberDirectory } from './member-directory.ts';
import { lookup, memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
import { trialSitesOf } from './streaming-access.ts';
import { UNLOCK_COST, UNLOCK_REFUSALS, UNLOCK_STORE_SCHEMA, unlockRefusal, videoUnlocks, type UnlockVideo } from './unlock.ts';

/** The unlock's type definitions (`extend type Mutation`). */
export const unlockTypeDefs = readFileSync(new URL('./unlock.graphql', import.meta.url), 'utf8');

type CatalogueVideo = UnlockVideo & { videoId: number; site: string };

/** The catalogue's facts about one video, or null when no video has that id. */
function catalogueVideos(db: DatabaseSync, sites: Pick<Sites, 'bySite'>): (videoId: number) => CatalogueVideo | null {
  const statement = db.prepare(
    `SELECT v.video_id, v.site, v.free_video, v.channel_pack_id, COALESCE(c.is_third_party, 0) AS is_third_party
     FROM videos v LEFT JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`,
  );
  return (videoId) => {
    const row = statement.get(videoId) as
      | { video_id: number; site: string; free_video: number; channel_pack_id: number | null; is_third_party: number }
      | undefined;
    return row
      ? {
          videoId: row.video_id,
          site: row.site,
          freeVideo: row.free_video === 1,
          channelPackId: row.channel_pack_id,
          isThirdPartyChannel: row.is_third_party === 1,
          premiumPlus: sites.bySite.get(row.site)?.role === 'premium-plus',
        }
      : null;
  };
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Mutation.unlockVideo for the member of the bearer token (401 without one). The checks (the video
 * shown by the site of the call, the member's right) and the writes run in one store transaction,
 * which node:sqlite runs to the end before any other request's: twenty identical requests at once
 * spend one credit.
 */
export function createUnlockResolvers(
  directory: MemberDirectory,
  videoOf: (videoId: number) => CatalogueVideo | null,
  sites: Pick<Sites, 'bySite' | 'shows'>,
  verify: VerifyAccessToken,
  now: () => Date = () => new Date(),
) {
  const unlocks = videoUnlocks(directory.store);
  return {
    Mutation: {
      async unlockVideo(_: unknown, args: { input: { id: string } }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const site = siteOfCall(context, sites);
        const id = args.input.id.trim();
        const videoId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : NaN;
        return lookup(() =>
          directory.store.transaction(() => {
            // Another brand's video is unknown here: nothing of it is unlocked from this site.
            const video = Number.isSafeInteger(videoId) ? videoOf(videoId) : null;
            if (!video || !sites.shows(site, video.site)) throw badInput(`Unknown video "${args.input.id}": the id is a video's videoId.`);
            const credits = () => directory.getUserSubscription(accountId, video.site).subscription?.payPerVideoCredits ?? 0;
            if (unlocks.isUnlocked(accountId, video.videoId)) return { id: String(video.videoId), alreadyUnlocked: true, payPerVideoCredits: credits() };
            const profile = directory.getFullUserProfile(accountId, video.site);
            const s = profile.subscription;
            const subscription = s && {
              subscriptionType: s.subscriptionType,
              isActive: s.isActive === true,
              isFreeLimitedTrial: s.isFreeLimitedTrial === true,
              payPerVideoCredits: s.payPerVideoCredits ?? 0,
              trialSites: trialSitesOf(profile),
            };
            const unlockedChannelPackIds = profile.unlockedChannelPackIds;
            const refusal = subscription ? unlockRefusal(subscription, video, unlockedChannelPackIds ?? []) : 'NOT_A_TRIAL';
            if (refusal) {
              throw createGraphQLError(UNLOCK_REFUSALS[refusal], { extensions: { code: 'FORBIDDEN', reason: refusal } });
            }
            unlocks.record(accountId, video.videoId, UNLOCK_COST, now());
            return { id: String(video.videoId), alreadyUnlocked: false, payPerVideoCredits: credits() };
          }),
        );
      },
    },
  };
}

/** The pay-per-video unlock as a member feature of the upstream. */
export const unlockFeature: MemberFeature = {
  storeSchema: UNLOCK_STORE_SCHEMA,
  create: ({ directory, verify, catalogue }) => ({
    graphql: { typeDefs: unlockTypeDefs, resolvers: createUnlockResolvers(directory, catalogueVideos(catalogue.db, catalogue.sites), catalogue.sites, verify) },
  }),
};
