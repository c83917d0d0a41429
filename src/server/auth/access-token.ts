import { isGatewayError } from '../../gateway/errors.ts';
import type { OidcClient, SessionTokens } from '../../session/index.ts';

/** Refresh a little before the access token's expiry, so a call never starts with a dying token. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 30;

/** A signed-in session as the members layer holds it while answering one request. */
export interface LiveSession {
  id: string;
  accountId: string;
  tokens: SessionTokens;
}

export function isExpired(tokens: SessionTokens, nowMs: number): boolean {
  return tokens.expiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS <= Math.floor(nowMs / 1000);
}

/**
 * Runs `call` with a live access token: an expired one is refreshed first; a token the gateway
 * refuses is refreshed once (single-flight per session in src/session) and the call retried once
 * (membership spec section 4: "on an authentication error the session refreshes once").
 * Throws SessionEndedError when the refresh token is no longer good.
 */
export async function withAccessToken<T>(
  oidc: OidcClient,
  session: LiveSession,
  now: () => number,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  if (isExpired(session.tokens, now())) session.tokens = await oidc.refresh(session);
  try {
    return await call(session.tokens.accessToken);
  } catch (error) {
    if (!isGatewayError(error, 'unauthorised')) throw error;
    session.tokens = await oidc.refresh(session);
    return call(session.tokens.accessToken);
  }
}
