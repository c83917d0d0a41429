import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineAbilities } from '../../access/abilities.ts';
import type { UserProfile } from '../../membership/profile.ts';
import type { RouteMember } from '../../routing/decision.ts';
import { ANONYMOUS_MEMBER } from '../../routing/decision.ts';
import { clearedSessionCookie, readSessionId, SessionEndedError } from '../../session/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import type { Visitor } from '../site-server.ts';
import { withAccessToken, type LiveSession } from './access-token.ts';
import type { MembersContext } from './context.ts';
import { requestHost } from '../http.ts';
import type { MemberLocals, SignedInMember } from './locals.ts';
import { createMemberApi } from './member-api.ts';

/** What the anonymous visitor's pages receive (`route` is added by the site server). */
const ANONYMOUS_LOCALS: Omit<MemberLocals, 'route'> = Object.freeze({ member: null });
export const ANONYMOUS_VISITOR: Visitor = Object.freeze({ member: ANONYMOUS_MEMBER, locals: ANONYMOUS_LOCALS });

/**
 * The gateway could not tell who a signed-in member is (down, or answering nonsense). Thrown out of
 * `identify`, so the site server logs it and shows the themed 500: a signed-in member must not be
 * shown the anonymous site as if they had been logged out.
 */
export class MemberUnavailableError extends Error {
  override name = 'MemberUnavailableError';
}

function visitorOf(profile: UserProfile, tenant: TenantConfig, member: Omit<SignedInMember, 'profile' | 'abilities'>): Visitor {
  const abilities = defineAbilities({ profile, tenant });
  const routeMember: RouteMember = {
    isAuthenticated: true,
    can: (action, subject) => abilities.can(action, subject as Parameters<typeof abilities.can>[1]),
    teaserViewed: profile.state?.modals.teaserViewed ?? false,
  };
  const signedIn: SignedInMember = { profile, abilities: [...abilities.granted], api: member.api };
  return { member: routeMember, locals: { member: signedIn } };
}

/** The live session behind the request's cookie, or null (and the stale cookie cleared). */
async function liveSession(ctx: MembersContext, req: IncomingMessage, res: ServerResponse): Promise<LiveSession | null> {
  const id = readSessionId(req.headers.cookie);
  if (id === null) return null;
  const record = await ctx.store.get(id);
  if (record?.tokens && record.accountId) return { id, accountId: record.accountId, tokens: record.tokens };
  // A login still in progress keeps its cookie; a record that is gone takes the cookie with it.
  if (!record) res.appendHeader('Set-Cookie', clearedSessionCookie(requestHost(req, ctx.trustProxy)));
  return null;
}

/**
 * The visitor behind the session cookie. Without a cookie: anonymous, with no store or network access.
 * With a signed-in session: the profile from the gateway (cached 60 s per session and site).
 */
export async function identify(ctx: MembersContext, req: IncomingMessage, res: ServerResponse, tenant: TenantConfig): Promise<Visitor> {
  if (readSessionId(req.headers.cookie) === null) return ANONYMOUS_VISITOR;
  const session = await liveSession(ctx, req, res);
  if (!session) return ANONYMOUS_VISITOR;

  const gateway = ctx.gateway(tenant);
  const withToken = <T>(call: (accessToken: string) => Promise<T>) => withAccessToken(ctx.oidc, session, ctx.now, call);
  const api = createMemberApi(gateway, tenant.site, withToken, () => ctx.profiles.forget(session.id));

  let profile = ctx.profiles.get(session.id, tenant.site);
  if (!profile) {
    try {
      profile = await withToken((token) => gateway.fullUserProfile(token, tenant.site));
    } catch (error) {
      if (error instanceof SessionEndedError) {
        ctx.profiles.forget(session.id);
        res.appendHeader('Set-Cookie', clearedSessionCookie(requestHost(req, ctx.trustProxy)));
        return ANONYMOUS_VISITOR;
      }
      throw new MemberUnavailableError(`The member of this session cannot be identified: ${(error as Error).message}`, { cause: error });
    }
    ctx.profiles.set(session.id, tenant.site, profile);
  }
  return visitorOf(profile, tenant, { api });
}
