import { isCrossOriginStateChange } from '../../session/index.ts';
import type { MembersLayer } from '../site-server.ts';
import { createMembersContext } from './context.ts';
import { tenantOrigin } from '../http.ts';
import { identify } from './identify.ts';
import { CALLBACK_PATH, finishLogin, LOGIN_PATH, startLogin } from './login.ts';
import { confirmLogout, logout, LOGOUT_PATH } from './logout.ts';
import type { MembersLayerOptions } from './options.ts';
import { createRefreshEndpoint, REFRESH_PATHS } from './refresh.ts';

export const CROSS_SITE_REFUSED_MESSAGE = 'Cross-site requests that change something are refused.';

/**
 * The members side of the site server: the OIDC login, callback and logout, the session refresh, the
 * site-wide CSRF guard, and the member behind a session cookie.
 */
export function createMembersLayer(options: MembersLayerOptions): MembersLayer {
  const ctx = createMembersContext(options);
  const refresh = createRefreshEndpoint(ctx);

  return {
    async handle(req, res, _tenant, url) {
      const method = req.method ?? 'GET';
      // Every path of the site, whatever the content type: form, JSON and text/plain posts alike.
      if (isCrossOriginStateChange(method, req.headers, tenantOrigin(req, ctx.trustProxy))) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(CROSS_SITE_REFUSED_MESSAGE);
        return true;
      }
      const readOnly = method === 'GET' || method === 'HEAD';
      switch (url.pathname) {
        case LOGIN_PATH:
          if (!readOnly) return false;
          await startLogin(ctx, req, res, url);
          return true;
        case CALLBACK_PATH:
          if (!readOnly) return false;
          await finishLogin(ctx, req, res, url);
          return true;
        case LOGOUT_PATH:
          if (method === 'POST') await logout(ctx, req, res);
          else if (readOnly) confirmLogout(res);
          else return false;
          return true;
        default:
          if (!REFRESH_PATHS.includes(url.pathname)) return false;
          await refresh.handle(req, res);
          return true;
      }
    },

    identify: (req, res, tenant) => identify(ctx, req, res, tenant),
  };
}
