import { z } from 'zod';

/** The tokens the site server holds for a member; they never leave the server. */
export const sessionTokensSchema = z.strictObject({
  accessToken: z.string().min(1),
  /** Absent when the provider issued no refresh token (no offline_access). */
  refreshToken: z.string().min(1).optional(),
  /** Kept for the end-session request's id_token_hint. */
  idToken: z.string().min(1).optional(),
  /** Epoch seconds at which the access token expires. */
  expiresAt: z.number().int(),
  scope: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** What a login in progress remembers between the authorization redirect and the callback. */
export const pendingLoginSchema = z.strictObject({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  /** Same-origin path to go back to after login (spec: /oidc/login?uri={path}). */
  returnTo: z.string().startsWith('/'),
  /** The tenant's callback URL the authorization request named; the code is redeemed with it. */
  redirectUri: z.url(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type PendingLogin = z.infer<typeof pendingLoginSchema>;

/** One session record, keyed by the `sid` cookie's value. */
export const sessionDataSchema = z.strictObject({
  /** The tenant the session was made on: it is a session there only (src/server/auth/tenant-session.ts). */
  tenant: z.string().min(1),
  /** Set while a login is in progress (the visitor is not yet a member). */
  pendingLogin: pendingLoginSchema.optional(),
  /** The provider's subject; set once logged in. */
  accountId: z.string().min(1).optional(),
  tokens: sessionTokensSchema.optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Where session records live. Local memory by default; Redis when REDIS_URL is set, so that several
 * site servers behind a load balancer share them.
 */
export interface SessionStore {
  get(id: string): Promise<SessionData | null>;
  /** Stores the record; a signed-in one (with an accountId) is also listed under its account. */
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * The ids of the account's live sessions, on every tenant: what a password change or "log out
   * everywhere" ends. Ids whose record is gone are dropped from the list on the way.
   */
  accountSessions(accountId: string): Promise<string[]>;
  /**
   * Runs `task` while holding a lock named `key` across every site server sharing this store, so
   * that two processes never spend the same refresh token. The memory store's lock is per process.
   */
  withLock<T>(key: string, ttlMs: number, task: () => Promise<T>): Promise<T>;
  /**
   * Tells every site server sharing this store that the member of session `id` changed (a purchase,
   * an upgrade, a setting), so each drops its cached copy before its next request. Never rejects: a
   * change that cannot be announced is logged.
   */
  announceChange(id: string): Promise<void>;
  /** Calls `listener` with every session id announced, by any server sharing the store (this one included). */
  onChange(listener: (id: string) => void): void;
  /** Resolves when the store answers (the readiness probe asks); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where a store reports trouble with its backend: the site's log (src/server/log.ts). */
export interface StoreLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Session lifetime: as long as the provider's refresh token (14 days), renewed on every refresh. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** A login must come back from the provider within this time. */
export const PENDING_LOGIN_TTL_SECONDS = 10 * 60;

/** Parses a stored record; a record that no longer matches the schema counts as no session. */
export function parseSessionData(value: unknown): SessionData | null {
  const result = sessionDataSchema.safeParse(value);
  return result.success ? result.data : null;
}
