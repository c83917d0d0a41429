import { verifyAccessToken } from '../identity/index.ts';
import { createMemberDirectory, type MemberDirectory } from './member-directory.ts';
import { createFavoriteResolvers, favoriteTypeDefs } from './favorite-resolvers.ts';
import { createMemberResolvers, memberTypeDefs } from './resolvers.ts';
import { createSubscriptionsRoute } from './rest.ts';

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

let shared: MemberDirectory | null = null;
const directory = () => (shared ??= createMemberDirectory());

/** The full profile of a verified account on `site` (upper-case site code or tenant id). */
export const getFullUserProfile = (accountId: string, site: string) => directory().getFullUserProfile(accountId, site);
/** Site access, tenant state, subscription and biller of a verified account on `site`. */
export const getUserSubscription = (accountId: string, site: string) => directory().getUserSubscription(accountId, site);

/**
 * The member part of the upstream's GraphQL schema, checked against this process's identity provider:
 * merge `typeDefs` after the catalogue's and `resolvers.Query` / `resolvers.Mutation` into its own.
 */
const members = createMemberResolvers(directory, verifyAccessToken);
const favorites = createFavoriteResolvers(directory, verifyAccessToken);
export const memberGraphQL = {
  typeDefs: `${memberTypeDefs}\n${favoriteTypeDefs}`,
  resolvers: { Query: { ...members.Query, ...favorites.Query }, Mutation: { ...members.Mutation, ...favorites.Mutation } },
};

/** `extraRoutes` entry for POST /subscriptions/vip-user-credentials (membership spec section 7, REST). */
export const subscriptionsRoute = createSubscriptionsRoute(directory, verifyAccessToken);
