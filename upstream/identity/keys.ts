import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** File in the upstream data folder holding the provider's signing key and cookie keys. */
export const IDENTITY_KEYS_FILE = 'identity-keys.json';

const keysSchema = z.object({
  /** Private JWKs the provider signs ID tokens with (first one is current). */
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }),
  /** Keys that sign the provider's cookies (first one signs, all verify). */
  cookieKeys: z.array(z.string().min(32)).min(1),
});
export type IdentityKeys = z.infer<typeof keysSchema>;

function generate(): IdentityKeys {
  // RS256: the algorithm every OpenID Connect client must support, and oidc-provider's default.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('base64url'), use: 'sig', alg: 'RS256' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/**
 * The keys from `dataDir`, generated and saved (mode 600) at the first start, so that restarts keep
 * ID tokens verifiable and provider cookies (sessions) valid.
 */
export function loadOrCreateKeys(dataDir: string): IdentityKeys {
  const file = join(dataDir, IDENTITY_KEYS_FILE);
  if (existsSync(file)) {
    const parsed = keysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file}: not a valid identity key file (${parsed.error.issues[0]?.message}). Delete it to generate new keys.`);
    }
    return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generate();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return keys;
}
