import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { Sites } from '../sites.ts';
import { cdnPath, type CdnFile } from '../media/cdn-paths.ts';
import { createCdnRoute } from '../media/cdn.ts';
import { createMediaLibrary } from '../media/library.ts';
import type { StreamQuality } from '../media/qualities.ts';
import { DEVICES, loadTokenKey, signToken, TOKEN_LIFETIME_MS, type Device, type MediaGrant } from '../media/tokens.ts';
import { isFreeLimitedTrialVideo, isGuestUserScene } from '../catalogue/trial-and-guest-scenes.ts';
import { DOWNLOAD_QUOTA_STORE_SCHEMA, downloadQuotaKindOf, downloadQuotas, type QuotaStanding } from './download-quota.ts';
import { siteOfCall } from './call-site.ts';
import { FREE_TRIAL_STORE_SCHEMA, freeTrialVideos } from './free-trial.ts';
import type { MemberFeature, MemberFeatureDeps } from './member-feature.ts';
import { lookup, memberOf, type MemberContext } from './resolvers.ts';
import {
  fullVideoDecision,
  pictureSetDecision,
  qualitiesFor,
  STREAM_REFUSALS,
  streamMemberOf,
  type StreamPictureSet,
  type StreamRefusal,
  type StreamVideo,
} from './streaming-access.ts';

/** The streaming type definitions (`extend type Query`). */
export const streamingTypeDefs = readFileSync(new URL('./streaming.graphql', import.meta.url), 'utf8');

/** Where generated media is kept when the member store lives in memory (tests): shared, since it is only a cache. */
const IN_MEMORY_MEDIA_DIR = join(tmpdir(), 'paysite-upstream-media');

type CatalogueVideo = StreamVideo & { channelCategory: string | null };

/** The catalogue's facts about videos and picture sets that access and the quota read. */
function catalogueFacts(db: DatabaseSync, sites: Pick<Sites, 'bySite'>) {
  const videoStatement = db.prepare(
    `SELECT v.video_id, v.site, v.free_video, v.channel_id, v.channel_pack_id, c.category
     FROM videos v LEFT JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`,
  );
  const setStatement = db.prepare('SELECT slug, site, video_id FROM picture_sets WHERE slug = ?');
  type VideoRow = { video_id: number; site: string; free_video: number; channel_id: number | null; channel_pack_id: number | null; category: string | null };
  const video = (videoId: number): CatalogueVideo | null => {
    const row = videoStatement.get(videoId) as VideoRow | undefined;
    if (!row) return null;
    return {
      videoId: row.video_id,
      site: row.site,
      freeVideo: row.free_video === 1,
      isFreeLimitedTrial: isFreeLimitedTrialVideo(row),
      guestUserScene: isGuestUserScene(row),
      channelPackId: row.channel_pack_id,
      premiumPlus: sites.bySite.get(row.site)?.role === 'premium-plus',
      channelCategory: row.category,
    };
  };
  return {
    video,
    pictureSet(slug: string): (StreamPictureSet & { slug: string }) | null {
      const row = setStatement.get(slug) as { slug: string; site: string; video_id: number | null } | undefined;
      if (!row) return null;
      return { slug: row.slug, site: row.site, video: row.video_id === null ? null : video(row.video_id) };
    },
  };
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function refused(reason: StreamRefusal) {
  return createGraphQLError(STREAM_REFUSALS[reason], { extensions: { code: 'FORBIDDEN', reason } });
}

/** Membership spec section 8: the site shows its quota message from these two values. */
function overQuota(standing: QuotaStanding) {
  const which = standing.kind === 'special' ? 'behind-the-scenes, intimates and compilations downloads' : 'downloads';
  return createGraphQLError(
    `You have reached your quota of ${standing.max} ${which} per ${standing.days} days: try again in ${standing.daysUntilReset} day${standing.daysUntilReset === 1 ? '' : 's'}.`,
    { extensions: { code: 'ReachedDownloadQuotaError', maxVideoDownloadQuota: standing.max, daysUntilQuotaReset: standing.daysUntilReset } },
  );
}

export interface StreamingOptions {
  /** The clock tokens, the trial count and the quota run on; fixed in tests. */
  now?: () => Date;
}

/**
 * Query.generateVideoToken and Query.generatePictureSetToken for the member of the bearer token, and
 * the CDN route that answers the tokens (upstream/media/cdn.ts). The checks and records of one
 * request (the free trial's count, the download quota) run in one member-store transaction. A video
 * or picture set of a brand the site of the call does not show is answered as an unknown one: no
 * token, no play counted, no download counted.
 */
export function createStreaming({ directory, store, verify, catalogue, dataDir }: MemberFeatureDeps, options: StreamingOptions = {}) {
  const now = options.now ?? (() => new Date());
  const key = loadTokenKey(dataDir);
  const facts = catalogueFacts(catalogue.db, catalogue.sites);
  const trial = freeTrialVideos(store);
  const quotas = downloadQuotas(store, now);
  const library = createMediaLibrary(catalogue.db, catalogue.sites, dataDir ?? IN_MEMORY_MEDIA_DIR);

  const token = (grant: MediaGrant, file: CdnFile) => ({ token: signToken(key, grant), cdn: `${catalogue.url}${cdnPath(file)}` });

  /**
   * One token per quality. A stream ('web') is an HLS rendition, fetched a segment at a time: each
   * quality's media playlist, and the adaptive master for 'hls'. Only a download is the whole MP4,
   * and only a download counts against the quota, so a stream must never be one.
   */
  function videoTokens(accountId: string, video: CatalogueVideo, device: Device, qualities: readonly StreamQuality[]) {
    const expiresAt = now().getTime() + TOKEN_LIFETIME_MS;
    const fileOf = (quality: StreamQuality): CdnFile => {
      if (quality === 'hls') return { kind: 'hls-master', videoId: video.videoId };
      return device === 'download' ? { kind: 'download', videoId: video.videoId, quality } : { kind: 'hls-playlist', videoId: video.videoId, variant: quality };
    };
    return Object.fromEntries(
      qualities.map((quality) => {
        const file = fileOf(quality);
        return [quality, token({ kind: 'video', videoId: video.videoId, quality, device, accountId, expiresAt }, file)];
      }),
    );
  }

  const resolvers = {
    Query: {
      async generateVideoToken(_: unknown, args: { videoId: string; device: string }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const site = siteOfCall(context, catalogue.sites);
        const device = DEVICES.find((known) => known === args.device);
        if (!device) throw badInput(`Unknown device "${args.device}": use ${DEVICES.map((d) => `'${d}'`).join(' or ')}.`);
        const id = args.videoId.trim();
        const video = /^[1-9]\d{0,9}$/.test(id) ? facts.video(Number(id)) : null;
        if (!video || !catalogue.sites.shows(site, video.site)) throw badInput(`Unknown video "${args.videoId}": the id is a video's videoId.`);
        const member = streamMemberOf(lookup(() => directory.getFullUserProfile(accountId, video.site)));
        const decision = fullVideoDecision(video, member);
        if (!decision.allowed) throw refused(decision.reason);
        const qualities = qualitiesFor(decision.grant, device);
        if (!qualities) throw refused('DOWNLOADS_NEED_MEMBERSHIP');
        if (device === 'download') {
          const outcome = quotas.download(accountId, downloadQuotaKindOf(video), video.videoId);
          if (!outcome.ok) throw overQuota(outcome.standing);
        } else if (decision.grant === 'FREE_LIMITED_TRIAL' && !trial.play(accountId, video.videoId, now())) {
          throw refused('FREE_LIMITED_TRIAL_USED');
        }
        return videoTokens(accountId, video, device, qualities);
      },

      async generatePictureSetToken(_: unknown, args: { slug: string }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const site = siteOfCall(context, catalogue.sites);
        const set = facts.pictureSet(args.slug);
        if (!set || !catalogue.sites.shows(site, set.site)) throw badInput(`Unknown picture set "${args.slug}".`);
        const member = streamMemberOf(lookup(() => directory.getFullUserProfile(accountId, set.site)));
        const decision = pictureSetDecision(set, member);
        if (!decision.allowed) throw refused(decision.reason);
        const expiresAt = now().getTime() + TOKEN_LIFETIME_MS;
        return token({ kind: 'pictureset', slug: set.slug, accountId, expiresAt }, { kind: 'zip', set: set.slug });
      },
    },
  };

  return { graphql: { typeDefs: streamingTypeDefs, resolvers }, routes: [createCdnRoute({ library, key, now: () => now().getTime() })] };
}

/** Streaming as a member feature of the upstream; tests make their own with a fixed clock. */
export function streamingFeature(options: StreamingOptions = {}): MemberFeature {
  return {
    storeSchema: FREE_TRIAL_STORE_SCHEMA + DOWNLOAD_QUOTA_STORE_SCHEMA,
    create: (deps) => createStreaming(deps, options),
  };
}
