import { IDENTITY_PREFIX, createIdentityProvider, type IdentityProvider } from './provider.ts';

/** The site servers' one first-party client at the provider. */
export const SITE_CLIENT_ID = 'site';
/** Where the site finishes a login and where the provider's end-session page returns. */
export const SITE_CALLBACK_PATH = '/oidc/callback';
export const SITE_POST_LOGOUT_PATH = '/';

export interface IdentityRoutesEnv {
  /** The upstream's own origin, e.g. "http://127.0.0.1:4400"; the issuer is `<upstreamUrl>/oidc`. */
  upstreamUrl: string;
  /** Every origin a tenant is served on, e.g. "http://aurora.localhost:4321". */
  tenantOrigins: readonly string[];
  /** Absent: a public client (PKCE only). */
  clientSecret?: string | undefined;
  /** Where the provider keeps its keys and token store. */
  dataDir: string;
}

function originOf(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`identityRoutesFor: ${what} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`identityRoutesFor: ${what} must be http(s), got "${value}"`);
  return url.origin;
}

/**
 * The identity provider as an upstream `extraRoutes` entry (`{ prefix: "/oidc", handle }`), with the
 * site's one client allowed to come back to every tenant origin.
 */
export function identityRoutesFor(env: IdentityRoutesEnv): IdentityProvider {
  if (env.tenantOrigins.length === 0) throw new Error('identityRoutesFor: at least one tenant origin is required');
  const origins = [...new Set(env.tenantOrigins.map((origin) => originOf(origin, 'a tenant origin')))];
  return createIdentityProvider({
    issuer: originOf(env.upstreamUrl, 'upstreamUrl') + IDENTITY_PREFIX,
    dataDir: env.dataDir,
    clients: [
      {
        client_id: SITE_CLIENT_ID,
        client_secret: env.clientSecret,
        redirect_uris: origins.map((origin) => origin + SITE_CALLBACK_PATH),
        post_logout_redirect_uris: origins.map((origin) => origin + SITE_POST_LOGOUT_PATH),
      },
    ],
  });
}
