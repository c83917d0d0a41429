import type { IncomingMessage, ServerResponse } from 'node:http';
import { clearedSessionCookie, readSessionId, SessionEndedError } from '../../session/index.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { INVALID_GRANT } from '../../http/refresh-answer.ts';
import { sendJson } from '../http.ts';
import type { VisitorContext } from '../request-context.ts';
import { TOKEN_REFRESH } from './access-token.ts';
import type { AuthServices } from './services.ts';
import { tenantSession } from './tenant-session.ts';

/**
 * Tabs that ask within this time of a finished grant share it instead of spending the freshly
 * rotated refresh token again (concurrent askers already share the one in flight).
 */
export const RECENT_REFRESH_MS = 5_000;

export interface RefreshEndpoint {
  handle(context: VisitorContext, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** GET /api/refresh (also /refresh, membership spec section 7): renews the session's tokens. */
export function createRefreshEndpoint(auth: AuthServices): RefreshEndpoint {
  const renewedAt = new Map<string, number>();

  function ended(context: VisitorContext, res: ServerResponse): void {
    sendJson(res, 401, { error: INVALID_GRANT }, clearedSessionCookie(context.host));
  }

  return {
    async handle(context, req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }).end();
        return;
      }
      const id = readSessionId(req.headers.cookie, context.host);
      const record = await tenantSession(auth.store, context, id);
      if (id === null || !record?.tokens || !record.accountId) return ended(context, res);
      const last = renewedAt.get(id);
      if (last !== undefined && auth.now() - last < RECENT_REFRESH_MS) return sendJson(res, 200, { ok: true });
      try {
        const refreshing = auth.oidc.refresh({ id, tokens: record.tokens });
        await (context.timeBudget ? context.timeBudget.within(TOKEN_REFRESH, refreshing) : refreshing);
      } catch (error) {
        if (error instanceof SessionEndedError) {
          renewedAt.delete(id);
          await auth.profiles.forget(id);
          return ended(context, res);
        }
        context.log.error({ err: error }, 'refresh failed');
        return sendJson(res, 503, { error: 'temporarily_unavailable' });
      }
      if (renewedAt.size > 10_000) renewedAt.clear();
      renewedAt.set(id, auth.now());
      sendJson(res, 200, { ok: true });
    },
  };
}
