import { z } from 'zod';

/** Where the embedded upstream listens unless UPSTREAM_PORT says otherwise. */
export const DEFAULT_UPSTREAM_PORT = 4400;
/** Astro's usual port; the site server serves every tenant on it. */
export const DEFAULT_PORT = 4321;

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** The environment, parsed once at the boundary. Every variable is documented in the README. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** `local` serves each tenant on `<tenant>.localhost`; `production` only on the hosts in its file. */
  SITE_ENV: z.enum(['local', 'production']).default('local'),
  /** Unset: the embedded upstream. `tenant`: each tenant's own `api.host`. A URL: that gateway for all. */
  UPSTREAM_URL: z.union([z.literal('tenant'), z.url({ protocol: /^https?$/ })]).optional(),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_UPSTREAM_PORT),
  /** Trust X-Forwarded-Host / X-Forwarded-Proto; only behind a proxy that sets them. */
  TRUST_PROXY: flag.default(false),
  /** Where each tenant's build goes: `<DIST_DIR>/<tenant>/{client,server}`. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** The members area's OpenID Connect issuer; default: the embedded upstream's `/oidc`. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** The site's client at that issuer (the embedded provider registers "site"). */
  OIDC_CLIENT_ID: z.string().min(1).default('site'),
  /** Only for a confidential client; the embedded provider's client is public (PKCE). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Shared session store for several site servers; the local store is used without it. */
  REDIS_URL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses `source` (normally process.env); a bad value stops with the variable named. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The gateway URL for one tenant under the UPSTREAM_URL rule above. */
export function gatewayUrl(env: Env, tenantApiHost: string): string {
  if (env.UPSTREAM_URL === 'tenant') return tenantApiHost;
  return env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT}`;
}
