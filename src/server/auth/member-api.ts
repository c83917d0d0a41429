import { favoritesCalls } from '../../features/favorites/favorites-api.ts';
import { normalizeVipEmail } from '../../validation/index.ts';
import type { MemberApi } from './locals.ts';
import type { Gateway } from './gateway.ts';

/** Membership spec section 7, REST: the Convert-VIP call. */
export const VIP_USER_CREDENTIALS_PATH = '/subscriptions/vip-user-credentials';
/** What a refusal without a readable `message` reports; the form shows its generic text for it. */
export const UNKNOWN_FAILURE_MESSAGE = 'UNKNOWN_ERROR';

const SET_DISPLAY_NAME = 'mutation setDisplayName($displayName: String!) { setDisplayName(displayName: $displayName) }';
const SET_AUTOPLAY = 'mutation setAutoplay($autoplayEnabled: Boolean!) { setAutoplay(autoplayEnabled: $autoplayEnabled) }';
const SET_EMAIL_CONSENT =
  'mutation setEmailConsent($emailConsent: Boolean!, $site: String!) { setEmailConsent(emailConsent: $emailConsent, site: $site) }';
const SET_RELATIONSHIP = `mutation setRelationship($relationshipStatus: String!, $relationshipRole: String!) {
  setRelationship(relationshipStatus: $relationshipStatus, relationshipRole: $relationshipRole) { relationshipStatus relationshipRole }
}`;
const CREATE_TANDEM_CHILD = `mutation createTandemChildAccount($email: String!, $password: String!) {
  createTandemChildAccount(email: $email, password: $password) { success message }
}`;
const CREDIT_CARD_UPDATE = 'query creditCardUpdate { creditCardUpdate { url } }';

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : UNKNOWN_FAILURE_MESSAGE;
}

/**
 * The member's server-side calls. `withToken` attaches a live access token (refreshing as needed);
 * `changed` runs after every successful change so the cached profile is fetched afresh.
 */
export function createMemberApi(
  gateway: Gateway,
  site: string,
  withToken: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>,
  changed: () => void,
): MemberApi {
  const mutate = async (document: string, variables: Record<string, unknown>): Promise<void> => {
    await withToken((token) => gateway.graphql(token, document, variables));
    changed();
  };
  return {
    ...favoritesCalls(site, (document, variables) => withToken((token) => gateway.graphql(token, document, variables))),
    setDisplayName: (displayName) => mutate(SET_DISPLAY_NAME, { displayName }),
    setAutoplay: (autoplayEnabled) => mutate(SET_AUTOPLAY, { autoplayEnabled }),
    setEmailConsent: (emailConsent) => mutate(SET_EMAIL_CONSENT, { emailConsent, site }),
    setRelationship: (relationshipStatus, relationshipRole) => mutate(SET_RELATIONSHIP, { relationshipStatus, relationshipRole }),

    async convertVipCredentials(newEmail, newPassword) {
      const answer = await withToken((token) =>
        gateway.rest(token, 'POST', VIP_USER_CREDENTIALS_PATH, { newEmail: normalizeVipEmail(newEmail), newPassword }),
      );
      if (!answer.ok) return { ok: false, message: messageOf(answer.body) };
      changed();
      return { ok: true };
    },

    async createTandemChildAccount(email, password) {
      const data = await withToken((token) =>
        gateway.graphql<{ createTandemChildAccount: { success: boolean; message: string | null } }>(token, CREATE_TANDEM_CHILD, {
          email: email.trim().toLowerCase(),
          password,
        }),
      );
      const result = data.createTandemChildAccount;
      if (!result.success) return { ok: false, message: result.message ?? UNKNOWN_FAILURE_MESSAGE };
      changed();
      return { ok: true };
    },

    async creditCardUpdateUrl() {
      const data = await withToken((token) => gateway.graphql<{ creditCardUpdate: { url: string } }>(token, CREDIT_CARD_UPDATE));
      return data.creditCardUpdate.url;
    },
  };
}
