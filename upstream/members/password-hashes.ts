import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const SCRYPT_KEY_LENGTH = 32;

/** A password as the member store keeps it: scrypt, with a salt of its own. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, SCRYPT_KEY_LENGTH).toString('base64')}`;
}

export function passwordMatches(stored: string, password: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Compared against for an unknown email, so that timing does not reveal which emails exist. */
let decoyHash: string | null = null;
export const decoyPasswordHash = (): string => (decoyHash ??= hashPassword('\u0000no account'));

/**
 * The demo accounts share one public password, so one hash serves them all: seeding an in-memory
 * store (most tests) then costs one scrypt per process instead of one per account.
 */
const demoHashes = new Map<string, string>();
export function demoHash(password: string): string {
  let hash = demoHashes.get(password);
  if (!hash) demoHashes.set(password, (hash = hashPassword(password)));
  return hash;
}
