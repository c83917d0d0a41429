import { randomUUID } from 'node:crypto';
import { ClientError, GraphQLClient } from 'graphql-request';
import { fullUserProfileSchema, type UserProfile } from '../../membership/profile.ts';

/** Membership spec section 7: a correlation id header on every GraphQL request. */
export const CORRELATION_HEADER = 'x-correlation-id';
/** Path of the GraphQL endpoint on the gateway. */
export const GRAPHQL_PATH = '/graphql';
/** HTTP 401 or 511 from the gateway: the access token is not (or no longer) good. */
const UNAUTHORIZED_STATUSES: readonly number[] = [401, 511];

/** The gateway refused the access token: refresh once, then retry. */
export class GatewayUnauthorizedError extends Error {
  override name = 'GatewayUnauthorizedError';
}

/** The gateway could not answer (down, 5xx, an answer not in the expected shape). */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** The member's profile fields (membership spec section 3), as fullUserProfileSchema parses them. */
export const FULL_USER_PROFILE_QUERY = /* GraphQL */ `
  query getFullUserProfile($site: String!) {
    getFullUserProfile(site: $site) {
      userId uuid email displayName activeSince badges groups scopes abTestVariant isTelemetryEnabled
      billerName multisiteType siteAccessArray autoplayEnabled relationshipStatus relationshipRole
      daysUntilRefreshGems unlockedChannelPackIds percentageOfUnlockedChannelPacks
      hasActiveMultisiteSubscription abilities hasEmailConsent
      consent { requestTermsConsent requestEmailConsent }
      subscription {
        subscriptionType pornPortal payPerVideoCredits unlockedVideoIds seniority isActive activeSince joinDate
        xSiteInfo { site } isFreeLimitedTrial isGuestUser cancelled siteType billerName billerUrl
        upgradeOptions { isUpgradeableToVixenPlusYearly }
      }
      tandemSubscription { hasTandemChildAccount isTandemChildAccount tandemParentDisplayName }
      specialAttributes { isPornstarUser modelId isKingUser isDirectorUser isVipUser isOfficialUser }
      tenantsSubscriptionState { aurora blaze cinder dahlia ember fable garnet halo ivy jade channels }
      downloadQuotas { thresholdReached downloadsNumber downloadQuotaMax downloadDaysPeriod quotaLeft remainingDays zeroQuota site }
      state { modals { gemsIntro teaserViewed texasHealthWarningAcknowledged alabamaHealthWarningAcknowledged } gems { lastAcknowledgementDate } }
    }
  }
`;

export interface Gateway {
  /** One GraphQL call with the member's bearer token. */
  graphql<T>(accessToken: string, document: string, variables?: Record<string, unknown>): Promise<T>;
  /** One JSON REST call with the member's bearer token; resolves the status and parsed body. */
  rest(accessToken: string, method: 'POST', path: string, body: unknown): Promise<{ ok: boolean; status: number; body: unknown }>;
  fullUserProfile(accessToken: string, site: string): Promise<UserProfile>;
}

function isUnauthenticated(error: ClientError): boolean {
  if (UNAUTHORIZED_STATUSES.includes(error.response.status)) return true;
  return (error.response.errors ?? []).some((e) => (e.extensions as { code?: unknown } | undefined)?.code === 'UNAUTHENTICATED');
}

export function createGateway(baseUrl: string, fetchImpl: typeof fetch = fetch): Gateway {
  const base = baseUrl.replace(/\/$/, '');
  const endpoint = base + GRAPHQL_PATH;

  async function graphql<T>(accessToken: string, document: string, variables: Record<string, unknown> = {}): Promise<T> {
    const client = new GraphQLClient(endpoint, {
      fetch: fetchImpl,
      headers: { authorization: `Bearer ${accessToken}`, [CORRELATION_HEADER]: randomUUID() },
    });
    try {
      return await client.request<T>(document, variables);
    } catch (error) {
      if (error instanceof ClientError) {
        if (isUnauthenticated(error)) throw new GatewayUnauthorizedError('The gateway refused the access token', { cause: error });
        const first = error.response.errors?.[0]?.message ?? `HTTP ${error.response.status}`;
        throw new GatewayUnavailableError(`The gateway at ${endpoint} answered with an error: ${first}`, { cause: error });
      }
      throw new GatewayUnavailableError(`The gateway at ${endpoint} cannot be reached: ${(error as Error).message}`, { cause: error });
    }
  }

  return {
    graphql,

    async rest(accessToken, method, path, body) {
      let response: Response;
      try {
        response = await fetchImpl(base + path, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', [CORRELATION_HEADER]: randomUUID() },
          body: JSON.stringify(body),
        });
      } catch (error) {
        throw new GatewayUnavailableError(`The gateway at ${base} cannot be reached: ${(error as Error).message}`, { cause: error });
      }
      if (UNAUTHORIZED_STATUSES.includes(response.status)) throw new GatewayUnauthorizedError(`${path} refused the access token`);
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { ok: response.ok, status: response.status, body: parsed };
    },

    async fullUserProfile(accessToken, site) {
      const data = await graphql<{ getFullUserProfile: unknown }>(accessToken, FULL_USER_PROFILE_QUERY, { site });
      const parsed = fullUserProfileSchema.safeParse(data.getFullUserProfile);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new GatewayUnavailableError(`getFullUserProfile answered an unexpected shape at ${issue?.path.join('.')}: ${issue?.message}`);
      }
      return parsed.data;
    },
  };
}
