import { randomBytes } from 'node:crypto';

/** The one session cookie, as development hosts (plain http) name it. */
export const SESSION_COOKIE_NAME = 'sid';
/**
 * Its name on every other host: the `__Host-` prefix makes the browser refuse it unless it is
 * Secure, for `/` and for this host alone, so no sibling subdomain can plant or shadow a session.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
/** 256 bits of randomness, base64url: 43 characters. */
const SESSION_ID_BYTES = 32;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh unguessable session id. */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

/** The session cookie's name on `host` (the Host the visitor asked for). */
export function sessionCookieName(host: string): string {
  return isLocalHost(host) ? SESSION_COOKIE_NAME : SECURE_SESSION_COOKIE_NAME;
}

/** The session id of a Cookie header sent to `host`, or null when absent or not shaped like one of our ids. */
export function readSessionId(cookieHeader: string | null | undefined, host: string): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(host);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return SESSION_ID_PATTERN.test(value) ? value : null;
  }
  return null;
}

/**
 * Browsers treat http://localhost and http://*.localhost as secure contexts, but a Secure cookie is
 * still dropped there over plain http by some of them, so development hosts get no Secure flag.
 */
export function isLocalHost(host: string): boolean {
  const name = hostName(host);
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/** Set-Cookie value that stores the session id for `maxAgeSeconds`. */
export function sessionCookie(id: string, host: string, maxAgeSeconds: number): string {
  return cookieString(id, host, maxAgeSeconds);
}

/** Set-Cookie value that removes the session cookie (logout, ended session). */
export function clearedSessionCookie(host: string): string {
  return cookieString('', host, 0);
}

function cookieString(value: string, host: string, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName(host)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (!isLocalHost(host)) parts.push('Secure');
  return parts.join('; ');
}
