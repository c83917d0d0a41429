import { verifyAccessToken } from '../identity/index.ts';
import type { UpstreamCatalogue, UpstreamPart } from '../server.ts';
import { createMemberDirectory } from './member-directory.ts';
import { createFavoriteResolvers, favoriteTypeDefs } from './favorite-resolvers.ts';
import { createMemberResolvers, memberTypeDefs, type VerifyAccessToken } from './resolvers.ts';
import { createSubscriptionsRoute } from './rest.ts';
import { emailConsentFeature } from './email-consent.ts';
import { ratingsFeature } from './ratings.resolvers.ts';
import { recommendationsFeature } from './recommendations.ts';
import { recommenderFeature } from './recommender.ts';
import { recommenderTrackingFeature } from './recommender-tracking.ts';
import { memberStateFeature } from './member-state.resolvers.ts';
import { billingFeature } from './billing/billing.resolvers.ts';
import { gemsFeature } from './gems/gems.resolvers.ts';
import { commentsFeature } from './comments/resolvers.ts';
import { notificationsFeature } from './notifications/resolvers.ts';
import { openMemberStore } from './store.ts';
import type { MemberFeature, MemberFeatureDeps } from './member-feature.ts';
import { partnersFeature } from './partners/index.ts';
import { streamingFeature } from './streaming.ts';
import { unlockFeature } from './unlock.resolvers.ts';

export {
  createMemberDirectory,
  MemberLookupError,
  type CredentialResult,
  type MemberDirectory,
  type MemberDirectoryOptions,
} from './member-directory.ts';
export { createMemberResolvers, memberTypeDefs, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
export { createSubscriptionsRoute, SUBSCRIPTIONS_PREFIX, VIP_USER_CREDENTIALS_PATH } from './rest.ts';
export { CREDENTIAL_MESSAGES } from './credentials.ts';
export { createFavoriteResolvers, favoriteTypeDefs } from './favorite-resolvers.ts';
export { FAVORITE_BATCH_SIZE, FAVORITE_KINDS, FAVORITE_SEED, type FavoriteKind } from './favorites.ts';
export { openMemberStore, type MemberStore } from './store.ts';
export type { MemberFeature, MemberFeatureDeps } from './member-feature.ts';

const MEMBER_FEATURES: readonly MemberFeature[] = [
  { create: ({ directory, verify }) => ({ graphql: { typeDefs: memberTypeDefs, resolvers: createMemberResolvers(directory, verify) } }) },
  { create: ({ directory, verify }) => ({ graphql: { typeDefs: favoriteTypeDefs, resolvers: createFavoriteResolvers(() => directory, verify) } }) },
  { create: ({ directory, verify }) => ({ routes: [createSubscriptionsRoute(() => directory, verify)] }) },
  emailConsentFeature,
  unlockFeature,
  ratingsFeature,
  recommenderFeature,
  recommenderTrackingFeature,
  recommendationsFeature,
  streamingFeature(),
  memberStateFeature,
  billingFeature,
  gemsFeature,
  commentsFeature,
  notificationsFeature,
  partnersFeature,
];

export interface MembersPartOptions {
  /** Where the member store lives (`null`: in memory). */
  dataDir: string | null;
  verify?: VerifyAccessToken;
  /** The features to serve; all of them unless a test picks some. */
  features?: readonly MemberFeature[];
}

/**
 * The member side of the upstream (membership spec sections 3 and 7) as a part of the running
 * upstream: one member store and one directory shared by every feature, whose schemas merge after
 * the catalogue's.
 */
export function membersPart(options: MembersPartOptions): UpstreamPart {
  return (catalogue) => {
    const features = options.features ?? MEMBER_FEATURES;
    const store = openMemberStore(options.dataDir, features.flatMap((feature) => (feature.storeSchema ? [feature.storeSchema] : [])));
    const deps: MemberFeatureDeps = {
      directory: createMemberDirectory({ sites: catalogue.sites, store, channelPackIds: channelPackIdsOf(catalogue) }),
      store,
      verify: options.verify ?? verifyAccessToken,
      catalogue,
      dataDir: options.dataDir,
    };
    const built = features.map((feature) => feature.create(deps));
    const graphql = built.flatMap((part) => (part.graphql ? [part.graphql] : []));
    return {
      graphql: {
        typeDefs: graphql.map((part) => part.typeDefs).join('\n'),
        resolvers: mergeByType(graphql.map((part) => part.resolvers)),
      },
      routes: built.flatMap((part) => part.routes ?? []),
      close: () => store.close(),
    };
  };
}

function mergeByType(all: readonly Record<string, Record<string, unknown>>[]): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of all) {
    for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

/** The catalogue's channel pack ids, read once (the catalogue does not change while the upstream runs). */
function channelPackIdsOf(catalogue: UpstreamCatalogue): () => readonly string[] {
  let ids: readonly string[] | null = null;
  return () =>
    (ids ??= (catalogue.db.prepare('SELECT channel_pack_id FROM channel_packs ORDER BY channel_pack_id').all() as { channel_pack_id: number }[]).map((row) =>
      String(row.channel_pack_id),
    ));
}
