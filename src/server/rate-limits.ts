import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACTIONS_PATH_PREFIX, isActionPost } from '../http/action-request.ts';
import { NO_STORE } from '../http/cache-control.ts';
import { LOGIN_CALLBACK_PATH, LOGIN_COMPLETE_PATH, LOGIN_PATH } from '../routing/paths.ts';
import { RECOMMENDATIONS_TRACKING_PATH, REEL_EVENTS_PREFIX } from '../routing/tracking-paths.ts';
import { countRateLimitRefusal } from '../observability/metrics.ts';
import { createRedisConnection, type RedisConnection } from '../session/redis-client.ts';
import type { StoreLog } from '../session/store.ts';
import { firstValue } from './request-context.ts';

/** What is limited: the login's steps (each reads or writes a session record), and the Actions with the tracking endpoints (each a call to the gateway). */
export type LimitedKind = 'login' | 'action';

/** Requests per minute, per client address and per session. Generous for a person, a wall for a script. */
export const RATE_LIMITS: Readonly<Record<LimitedKind, { perAddress: number; perSession: number }>> = {
  login: { perAddress: 60, perSession: 20 },
  action: { perAddress: 600, perSession: 240 },
};
const WINDOW_SECONDS = 60;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** The kind of limited request this is, or null for one that is not limited. */
export function limitedKind(method: string, url: URL): LimitedKind | null {
  if (url.pathname === LOGIN_PATH || url.pathname === LOGIN_CALLBACK_PATH || url.pathname === LOGIN_COMPLETE_PATH) return 'login';
  if (isActionPost(method, url)) return 'action';
  // The tracking endpoints forward to the gateway as an Action does, under the same limits.
  if (method === 'POST' && (url.pathname === RECOMMENDATIONS_TRACKING_PATH || url.pathname.startsWith(`${REEL_EVENTS_PREFIX}/`))) return 'action';
  return null;
}

export interface RateLimits {
  /** Counts one request; resolves with the seconds to wait when it is over a limit, else null. */
  take(kind: LimitedKind, address: string, sessionId: string | null): Promise<number | null>;
  /** Resolves once the counts are shared (Redis answers), for /readyz; at once without Redis. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Per-address and per-session limits (rate-limiter-flexible), counted in Redis when REDIS_URL is
 * set (so a client cannot spread its requests over the servers), else in this process. With Redis
 * away, each server counts in its own memory until it is back; with Redis hung, a count that gets
 * no answer within the Redis time-out lets the request through (redis-client.ts).
 */
export function createRateLimits(settings: { redisUrl?: string | undefined; log: StoreLog }): RateLimits {
  const redis: RedisConnection | null = settings.redisUrl ? createRedisConnection(settings.redisUrl, settings.log, 'rate limits') : null;
  const limiter = (name: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix: `rate-${name}`, points, duration: WINDOW_SECONDS };
    const memory = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis.client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
  };
  const limiters = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as LimitedKind[]).map((kind) => [kind, { address: limiter(`${kind}-address`, RATE_LIMITS[kind].perAddress), session: limiter(`${kind}-session`, RATE_LIMITS[kind].perSession) }]),
  ) as Record<LimitedKind, { address: RateLimiterAbstract; session: RateLimiterAbstract }>;

  /** Null when the request is within the limit, else the milliseconds to wait. */
  const consume = (limiter: RateLimiterAbstract, key: string): Promise<number | null> =>
    (redis ? redis.within(limiter.consume(key)) : limiter.consume(key)).then(
      () => null,
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
        // Neither Redis nor the insurance answered: let the request through rather than refuse everyone.
        settings.log.warn({ err: refusal }, 'rate limits: not counted');
        return null;
      },
    );

  return {
    async take(kind, address, sessionId) {
      const waits = await Promise.all([consume(limiters[kind].address, address), sessionId === null ? null : consume(limiters[kind].session, sessionId)]);
      const longest = Math.max(...waits.map((wait) => wait ?? 0));
      if (longest <= 0) return null;
      countRateLimitRefusal(kind);
      return Math.max(1, Math.ceil(longest / 1000));
    },
    async ping() {
      await redis?.send((client) => client.ping());
    },
    async close() {
      await redis?.close();
    },
  };
}

/** The 429: Retry-After, and the body the caller reads (an island's Action call reads an Action error). */
export function sendTooManyRequests(res: ServerResponse, req: IncomingMessage, kind: LimitedKind, retryAfterSeconds: number): void {
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': NO_STORE };
  if (kind === 'action' && (req.url ?? '').startsWith(ACTIONS_PATH_PREFIX)) {
    res.writeHead(429, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message: TOO_MANY_REQUESTS_MESSAGE }));
    return;
  }
  res.writeHead(429, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(TOO_MANY_REQUESTS_MESSAGE);
}

/** Whom a limit counts: the connection's address, or the client's one the trusted proxy names first in X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const first = trustProxy ? firstValue(req.headers['x-forwarded-for']) : undefined;
  return first !== undefined && first !== '' ? first : (req.socket.remoteAddress ?? 'unknown');
}
