import { isGatewayError } from '../../gateway/errors.ts';
import type { TimeBudget } from '../../gateway/time-budget.ts';
import type { OidcClient, SessionTokens } from '../../session/index.ts';

/** Refresh a little before the access token's expiry, so a call never starts with a dying token. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 30;

/** The token refresh, as a failure names it. */
export const TOKEN_REFRESH = 'token refresh';

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
 * refuses (401, 511, or 419 "session expired": src/gateway/token-refusal.ts) is refreshed once and
 * the call sent once more (browsing and membership spec section 4). Concurrent failures share one
 * refresh: the calls of one request share `session`, so a call whose token another call of the
 * request has already replaced retries with the new one at once; and the OIDC client runs one
 * refresh-token grant per session, however many requests ask (src/session/oidc-client.ts).
 * Throws SessionEndedError when the refresh token is no longer good.
 *
 * On a page view the refresh waits no longer than what is left of the page's time budget, like the
 * page's gateway calls: with the identity provider hung the member gets the unavailable page within
 * the budget. The refresh itself is not cut short: its rotated tokens are saved when it answers.
 */
export async function withAccessToken<T>(
  oidc: OidcClient,
  session: LiveSession,
  now: () => number,
  call: (accessToken: string) => Promise<T>,
  budget: TimeBudget | null = null,
): Promise<T> {
  const refresh = () => (budget ? budget.within(TOKEN_REFRESH, oidc.refresh(session)) : oidc.refresh(session));
  if (isExpired(session.tokens, now())) session.tokens = await refresh();
  const sent = session.tokens;
  try {
    return await call(sent.accessToken);
  } catch (error) {
    if (!isGatewayError(error, 'unauthorised')) throw error;
    if (session.tokens === sent) session.tokens = await refresh();
    return call(session.tokens.accessToken);
  }
}
