import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOGIN_CALLBACK_PATH, LOGIN_COMPLETE_PATH, LOGIN_PATH, LOGOUT_PATH, PARENT_REDIRECT_PATH, REFRESH_PATHS } from '../../routing/paths.ts';
import { isCrossOriginStateChange } from '../../session/index.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import type { Member, VisitorContext } from '../request-context.ts';
import { identify } from './identify.ts';
import { arriveAtCallback, finishMemberLogin, startLogin } from './login.ts';
import { parentRedirect } from './parent-redirect.ts';
import { confirmLogout, logout } from './logout.ts';
import type { MembersLayerOptions } from './options.ts';
import { createRefreshEndpoint } from './refresh.ts';
import { createAuthServices } from './services.ts';

export const CROSS_SITE_REFUSED_MESSAGE = 'Cross-site requests that change something are refused.';

/**
 * The members side of the site server (src/server/auth): the login routes it answers itself, and
 * the member behind a session cookie.
 */
export interface MembersLayer {
  /**
   * Answers the members-area endpoints (/oidc/login, /oidc/callback/complete, /oidc/logout,
   * /api/refresh), and a callback that cannot complete; false for any other request (the callback's
   * loading screen is a page).
   */
  handle(context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The signed-in member behind the request's session cookie, or null. */
  identify(context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<Member | null>;
}

/**
 * The OIDC login, callback and logout, the session refresh, the site-wide CSRF guard, and the member
 * behind a session cookie.
 */
export function createMembersLayer(options: MembersLayerOptions): MembersLayer {
  const auth = createAuthServices(options);
  const refresh = createRefreshEndpoint(auth);

  return {
    async handle(context, req, res) {
      const method = req.method ?? 'GET';
      // Every path of the site, whatever the content type: form, JSON and text/plain posts alike.
      if (isCrossOriginStateChange(method, req.headers, context.origin)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE }).end(CROSS_SITE_REFUSED_MESSAGE);
        return true;
      }
      const readOnly = method === 'GET' || method === 'HEAD';
      switch (context.url.pathname) {
        case LOGIN_PATH:
          if (!readOnly) return false;
          await startLogin(auth, context, req, res);
          return true;
        case LOGIN_CALLBACK_PATH:
          return readOnly && (await arriveAtCallback(auth, context, req, res));
        case LOGIN_COMPLETE_PATH:
          if (!readOnly) return false;
          await finishMemberLogin(auth, context, req, res);
          return true;
        case PARENT_REDIRECT_PATH:
          return readOnly && (await parentRedirect(auth, context, req, res));
        case LOGOUT_PATH:
          if (method === 'POST') await logout(auth, context, req, res);
          else if (readOnly) confirmLogout(res);
          else return false;
          return true;
        default:
          if (!REFRESH_PATHS.includes(context.url.pathname)) return false;
          await refresh.handle(context, req, res);
          return true;
      }
    },

    identify: (context, req, res) => identify(auth, context, req, res),
  };
}
