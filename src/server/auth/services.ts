import { createOidcClient, type OidcClient, type SessionStore } from '../../session/index.ts';
import type { MembersLayerOptions } from './options.ts';
import { createProfileCache, type ProfileCache } from './profile-cache.ts';

/** What every members endpoint and `identify` share, made once per site server. */
export interface AuthServices {
  oidc: OidcClient;
  store: SessionStore;
  profiles: ProfileCache;
  /** MembersLayerOptions.autologinBuyer, or nobody. */
  autologinBuyer: (cookieHeader: string | undefined) => string | null;
  now: () => number;
}

export function createAuthServices(options: MembersLayerOptions): AuthServices {
  const now = options.now ?? Date.now;
  return {
    oidc: createOidcClient({ issuer: options.issuer, clientId: options.clientId, clientSecret: options.clientSecret, store: options.store, log: options.log }),
    store: options.store,
    profiles: createProfileCache(now, options.store),
    autologinBuyer: options.autologinBuyer ?? (() => null),
    now,
  };
}
