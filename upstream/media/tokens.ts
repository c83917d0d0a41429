import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StreamQuality } from './qualities.ts';

/**
 * Media tokens: what generateVideoToken and generatePictureSetToken hand out and the CDN route checks.
 * A token is `<payload>.<signature>`, both base64url: the payload names what it grants (one video's
 * quality for one device, or one picture set's zip), to whom and until when; the signature is an
 * HMAC-SHA256 under a key made once and kept in the data folder, so tokens survive a restart.
 */

/** How long a token lasts: a film night, not a permanent link. */
export const TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;
export const TOKEN_KEY_FILE = 'media-token.key';

/** 'web' streams; 'download' fetches the download file (and counted against the quota). */
export const DEVICES = ['web', 'download'] as const;
export type Device = (typeof DEVICES)[number];

export type MediaGrant =
  | { kind: 'video'; videoId: number; quality: StreamQuality; device: Device; accountId: string; expiresAt: number }
  | { kind: 'pictureset'; slug: string; accountId: string; expiresAt: number };

/** Why a token was refused; each has its own text for the 403. */
export type TokenProblem = 'missing' | 'malformed' | 'forged' | 'expired';

export type TokenCheck = { ok: true; grant: MediaGrant } | { ok: false; problem: TokenProblem };

const KEY_BYTES = 32;

/** The signing key in `dataDir` (made on first use, or again if the file is not a key), or a fresh one for a store kept in memory. */
export function loadTokenKey(dataDir: string | null): Buffer {
  if (dataDir === null) return randomBytes(KEY_BYTES);
  const file = join(dataDir, TOKEN_KEY_FILE);
  const read = (): Buffer | null => {
    try {
      const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
      return key.length === KEY_BYTES ? key : null;
    } catch {
      return null;
    }
  };
  const found = read();
  if (found) return found;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch {
    // Another process made it first (use theirs), or the file holds no key (replace it).
    const theirs = read();
    if (theirs) return theirs;
    writeFileSync(file, key.toString('hex'), { mode: 0o600 });
    return key;
  }
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signToken(key: Buffer, grant: MediaGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

function isGrant(value: unknown): value is MediaGrant {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  if (typeof grant['accountId'] !== 'string' || typeof grant['expiresAt'] !== 'number') return false;
  if (grant['kind'] === 'pictureset') return typeof grant['slug'] === 'string';
  return grant['kind'] === 'video' && typeof grant['videoId'] === 'number' && typeof grant['quality'] === 'string' && typeof grant['device'] === 'string';
}

/** Checks a token's signature and expiry; what it grants is for the caller to compare with the file asked for. */
export function verifyToken(key: Buffer, token: string | null, now: number): TokenCheck {
  if (token === null || token === '') return { ok: false, problem: 'missing' };
  const [payload = '', signed = '', extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { ok: false, problem: 'malformed' };
  const expected = signature(key, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'forged' };
  let grant: unknown;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!isGrant(grant)) return { ok: false, problem: 'malformed' };
  if (grant.expiresAt <= now) return { ok: false, problem: 'expired' };
  return { ok: true, grant };
}
