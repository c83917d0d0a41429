import { createMemberDirectory, type MemberDirectory } from './member-directory.ts';

export { createMemberDirectory, MemberLookupError, type MemberDirectory, type MemberDirectoryOptions } from './member-directory.ts';
export { createMemberResolvers, memberTypeDefs, type MemberContext, type VerifyAccessToken } from './resolvers.ts';

let shared: MemberDirectory | null = null;
const directory = () => (shared ??= createMemberDirectory());

/** The full profile of a verified account on `site` (upper-case site code or tenant id). */
export const getFullUserProfile = (accountId: string, site: string) => directory().getFullUserProfile(accountId, site);
/** Site access, tenant state, subscription and biller of a verified account on `site`. */
export const getUserSubscription = (accountId: string, site: string) => directory().getUserSubscription(accountId, site);
