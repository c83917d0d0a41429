import type { IncomingMessage, ServerResponse } from 'node:http';
import { clearedSessionCookie, readSessionId, SessionEndedError } from '../../session/index.ts';
import type { MembersContext } from './context.ts';
import { requestHost, sendJson } from '../http.ts';

/** Membership spec section 7: GET /api/refresh (also /refresh) renews the session. */
export const REFRESH_PATHS: readonly string[] = ['/api/refresh', '/refresh'];
/** The error type that makes the browser stop retrying and log in again. */
export const INVALID_GRANT = 'invalid_grant';
/**
 * Tabs that ask within this time of a finished grant share it instead of spending the freshly
 * rotated refresh token again (concurrent askers already share the one in flight).
 */
export const RECENT_REFRESH_MS = 5_000;

export interface RefreshEndpoint {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function createRefreshEndpoint(ctx: MembersContext): RefreshEndpoint {
  const renewedAt = new Map<string, number>();

  function ended(req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, 401, { error: INVALID_GRANT }, clearedSessionCookie(requestHost(req, ctx.trustProxy)));
  }

  return {
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end();
        return;
      }
      const id = readSessionId(req.headers.cookie);
      const record = id === null ? null : await ctx.store.get(id);
      if (id === null || !record?.tokens || !record.accountId) return ended(req, res);
      const last = renewedAt.get(id);
      if (last !== undefined && ctx.now() - last < RECENT_REFRESH_MS) return sendJson(res, 200, { ok: true });
      try {
        await ctx.oidc.refresh({ id, tokens: record.tokens });
      } catch (error) {
        if (error instanceof SessionEndedError) {
          renewedAt.delete(id);
          ctx.profiles.forget(id);
          return ended(req, res);
        }
        ctx.log(`members: refresh failed: ${(error as Error).message}`);
        return sendJson(res, 503, { error: 'temporarily_unavailable' });
      }
      if (renewedAt.size > 10_000) renewedAt.clear();
      renewedAt.set(id, ctx.now());
      sendJson(res, 200, { ok: true });
    },
  };
}
