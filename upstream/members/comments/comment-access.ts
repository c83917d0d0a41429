import type { UserProfileInput } from '../../../src/membership/profile.ts';
import { lookup, memberOf, type MemberContext } from '../resolvers.ts';
import type { CommentsContext } from './comments-context.ts';
import { refused } from './refusals.ts';
import { commentRights, RIGHT_NAMES, type CommentRight } from './rules.ts';

/** The member's profile on `site`; an unknown site or member is BAD_USER_INPUT. */
function profileOn({ directory }: Pick<CommentsContext, 'directory'>, accountId: string, site: string): UserProfileInput {
  return lookup(() => directory.getFullUserProfile(accountId, site));
}

/**
 * Refuses (FORBIDDEN) a member without `right` on `site`. A change calls it inside its transaction,
 * so the right it checks is the one in force when it writes.
 */
export function requireRight(context: Pick<CommentsContext, 'directory' | 'sites'>, accountId: string, site: string, right: CommentRight): void {
  const profile = profileOn(context, accountId, site);
  const tenant = context.sites.bySite.get(site.toUpperCase())?.tenant;
  const states: Record<string, unknown> = profile.tenantsSubscriptionState ?? {};
  const siteState = tenant && typeof states[tenant] === 'string' ? states[tenant] : null;
  const subscription = profile.subscription;
  const rights = commentRights({
    groups: profile.groups ?? [],
    scopes: profile.scopes ?? [],
    hasActiveMultisiteSubscription: profile.hasActiveMultisiteSubscription === true,
    siteState,
    subscription: subscription
      ? { isActive: subscription.isActive === true, isFreeLimitedTrial: subscription.isFreeLimitedTrial === true, isGuestUser: subscription.isGuestUser === true }
      : null,
  });
  if (!rights.has(right)) throw refused('FORBIDDEN', `Your membership does not allow you to ${RIGHT_NAMES[right]}.`);
}

/** The member of the request's token, once their right to read on `site` is checked. */
export async function reader(context: CommentsContext, member: MemberContext, site: string): Promise<string> {
  const accountId = await memberOf(member, context.verify);
  requireRight(context, accountId, site, 'read');
  return accountId;
}
