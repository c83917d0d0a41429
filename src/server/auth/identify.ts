import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineAbilities } from '../../access/abilities.ts';
import { GET_FULL_USER_PROFILE } from '../../gateway/documents/member.ts';
import { resultOf } from '../../gateway/result.ts';
import { fullUserProfileSchema, type UserProfile } from '../../membership/profile.ts';
import { fetchUnreadNotifications } from '../../membership/unread-notifications.ts';
import { clearedSessionCookie, readSessionId, SessionEndedError } from '../../session/index.ts';
import type { Member, VisitorContext } from '../request-context.ts';
import { withAccessToken, type LiveSession } from './access-token.ts';
import { createMemberGateway, type MemberGateway } from './member-gateway.ts';
import { memberSessions } from './member-sessions.ts';
import type { MemberFacts } from './profile-cache.ts';
import type { AuthServices } from './services.ts';
import { tenantSession } from './tenant-session.ts';

/**
 * The gateway could not tell who a signed-in member is (down, or answering nonsense). Thrown out of
 * `identify`, so the site server logs it and serves what needs no member (the static tour) or the
 * themed 500: a signed-in member must not be shown the anonymous site as if they had logged out.
 */
export class MemberUnavailableError extends Error {
  override name = 'MemberUnavailableError';
}

const profileAnswer = resultOf(fullUserProfileSchema);

function fetchProfile(gateway: MemberGateway, site: string): Promise<UserProfile> {
  return gateway.query('getFullUserProfile', GET_FULL_USER_PROFILE, { site }, profileAnswer);
}

/**
 * The profile and the header's unread count, asked in the same turn so the gateway client sends
 * them as one call. The count is a convenience: when it fails the header shows the link without it.
 */
async function fetchFacts(gateway: MemberGateway, site: string, context: VisitorContext): Promise<MemberFacts> {
  const unread = fetchUnreadNotifications(gateway).catch((error: unknown) => {
    context.log.warn({ err: (error as Error).message }, 'unread notification count not loaded');
    return null;
  });
  const [profile, unreadNotifications] = await Promise.all([fetchProfile(gateway, site), unread]);
  return { profile, unreadNotifications };
}

/**
 * The live session of this tenant behind the request's cookie, or null (and a cookie naming no
 * session here, none at all or another tenant's, cleared).
 */
async function liveSession(auth: AuthServices, context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<LiveSession | null> {
  const id = readSessionId(req.headers.cookie, context.host);
  if (id === null) return null;
  const record = await tenantSession(auth.store, context, id);
  if (record?.tokens && record.accountId) return { id, accountId: record.accountId, tokens: record.tokens };
  // A login still in progress keeps its cookie; a record that is gone (or not this tenant's) takes the cookie with it.
  if (!record) res.appendHeader('Set-Cookie', clearedSessionCookie(context.host));
  return null;
}

/**
 * The member behind the session cookie, or null. Without a cookie: no store or network access at
 * all. With a signed-in session: the profile and the header's unread count from the gateway, in
 * one call (cached 60 s per session and site), and the abilities the access module derives from
 * the profile for this tenant.
 */
export async function identify(auth: AuthServices, context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<Member | null> {
  if (readSessionId(req.headers.cookie, context.host) === null) return null;
  const session = await liveSession(auth, context, req, res);
  if (!session) return null;

  const { tenant } = context;
  const gateway = memberGatewayOf(auth, context, session);
  let facts = auth.profiles.get(session.id, tenant.site);
  if (!facts) {
    try {
      facts = await fetchFacts(gateway, tenant.site, context);
    } catch (error) {
      if (error instanceof SessionEndedError) {
        await auth.profiles.forget(session.id);
        res.appendHeader('Set-Cookie', clearedSessionCookie(context.host));
        return null;
      }
      throw new MemberUnavailableError(`The member of this session cannot be identified: ${(error as Error).message}`, { cause: error });
    }
    auth.profiles.set(session.id, tenant.site, facts);
  }
  const { profile, unreadNotifications } = facts;
  return { profile, unreadNotifications, abilities: defineAbilities({ profile, tenant }), gateway, sessions: memberSessions(auth, session) };
}

/** The gateway as the member of a signed-in session calls it on this tenant, in this request. */
export function memberGatewayOf(auth: AuthServices, context: VisitorContext, session: LiveSession): MemberGateway {
  return createMemberGateway({
    client: context.gateway,
    site: context.tenant.site,
    correlationId: context.correlationId,
    withToken: (call) => withAccessToken(auth.oidc, session, auth.now, call, context.timeBudget),
    changed: () => auth.profiles.forget(session.id),
    reporting: context,
  });
}
