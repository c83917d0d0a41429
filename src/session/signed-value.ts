import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Values the site hands the browser to bring back (in a URL or an Action's input) and must find
 * unchanged: `<payload>.<signature>`, both base64url, the signature an HMAC-SHA256 of the payload.
 * Each use signs with a key of its own, derived from the site's one secret (SIGNING_SECRET), so a
 * value signed for one purpose is never good for another.
 */

const KEY_BYTES = 32;

/** The key of one purpose (its name, e.g. 'outgoing-upsell-confirmation'), derived from the site's secret. */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', purpose, KEY_BYTES));
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** `payload` as JSON, signed. */
export function signValue(key: Buffer, payload: unknown): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${signature(key, encoded).toString('base64url')}`;
}

/** The payload of a value `key` signed, or undefined when it is not one (changed, made elsewhere, or no signed value at all). */
export function openSignedValue(key: Buffer, value: string): unknown {
  const [encoded = '', signed = '', extra] = value.split('.');
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || !/^[A-Za-z0-9_-]+$/.test(signed) || extra !== undefined) return undefined;
  const expected = signature(key, encoded);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
