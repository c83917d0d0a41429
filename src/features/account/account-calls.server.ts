import { z } from 'zod';
import {
  CHANGE_PASSWORD,
  CREATE_TANDEM_CHILD_ACCOUNT,
  CREDIT_CARD_UPDATE,
  SET_AUTOPLAY,
  SET_DISPLAY_NAME,
  SET_EMAIL_CONSENT,
  SET_RELATIONSHIP,
} from '../../gateway/documents/member.ts';
import { apiRefusal } from '../../gateway/api-client.ts';
import { flagResult, resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { normalizeVipEmail, type PasswordChange } from '../../validation/index.ts';
import type { ConsentText } from '../consent/consent-texts.ts';

/** Membership spec section 7, REST: the Convert-VIP call. */
export const VIP_USER_CREDENTIALS_PATH = '/subscriptions/vip-user-credentials';
/** Membership spec section 7, REST: the one-click consent, with the words the member accepted. */
export const EMAIL_CONSENT_PATH = '/v2/user/email-consent';
/** What a refusal without a readable `message` reports; the form shows its generic text for it. */
export const UNKNOWN_FAILURE_MESSAGE = 'UNKNOWN_ERROR';

/** A credential change: done, or refused with the server's message code (membership spec section 8). */
export type CredentialChange = { ok: true } | { ok: false; message: string };

/** The account settings calls of membership spec section 7, as the /account page needs them. */
export interface AccountCalls {
  setDisplayName(displayName: string): Promise<void>;
  setAutoplay(autoplayEnabled: boolean): Promise<void>;
  setEmailConsent(emailConsent: boolean): Promise<void>;
  /** Records the one-click consent the member accepted; its email consent too when its words say so. */
  recordTermsConsent(consent: ConsentText): Promise<void>;
  setRelationship(relationshipStatus: string, relationshipRole: string): Promise<void>;
  convertVipCredentials(newEmail: string, newPassword: string): Promise<CredentialChange>;
  createTandemChildAccount(email: string, password: string): Promise<CredentialChange>;
  changePassword(change: PasswordChange): Promise<CredentialChange>;
  creditCardUpdateUrl(): Promise<string>;
}

const credentialChangeResult = resultOf(z.object({ success: z.boolean(), message: z.string().nullable() }));
const displayNameResult = resultOf(z.string());
const relationshipResult = resultOf(z.unknown());
const creditCardUpdateResult = resultOf(z.object({ url: z.string() }));
/** Section 7 shows neither REST answer's body: its status says it all. */
const anyAnswer = z.unknown();

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : UNKNOWN_FAILURE_MESSAGE;
}

const credentialChangeOf = (result: { success: boolean; message: string | null }): CredentialChange =>
  result.success ? { ok: true } : { ok: false, message: result.message ?? UNKNOWN_FAILURE_MESSAGE };

/** The member's account calls on `site` (upper-case site code), through their own gateway. */
export function accountCalls(gateway: MemberGateway, site: string): AccountCalls {
  return {
    setDisplayName: async (displayName) => {
      await gateway.mutate('setDisplayName', SET_DISPLAY_NAME, { displayName }, displayNameResult);
    },
    setAutoplay: async (autoplayEnabled) => {
      await gateway.mutate('setAutoplay', SET_AUTOPLAY, { autoplayEnabled }, flagResult);
    },
    setEmailConsent: async (emailConsent) => {
      await gateway.mutate('setEmailConsent', SET_EMAIL_CONSENT, { emailConsent, site }, flagResult);
    },
    async recordTermsConsent(consent) {
      // The answer's body is not shown (section 7): an ok status is the whole answer.
      await gateway.api({ method: 'POST', path: EMAIL_CONSENT_PATH, body: { emailConsent: consent.emailMarketing, consentHtmlSnippet: consent.text } }, anyAnswer, true);
    },
    setRelationship: async (relationshipStatus, relationshipRole) => {
      await gateway.mutate('setRelationship', SET_RELATIONSHIP, { relationshipStatus, relationshipRole }, relationshipResult);
    },

    async convertVipCredentials(newEmail, newPassword) {
      try {
        await gateway.api({ method: 'POST', path: VIP_USER_CREDENTIALS_PATH, body: { newEmail: normalizeVipEmail(newEmail), newPassword } }, anyAnswer, true);
        return { ok: true };
      } catch (error) {
        // Section 7: "on failure the response field message is read".
        const refusal = apiRefusal(error);
        if (refusal === null) throw error;
        return { ok: false, message: messageOf(refusal.body) };
      }
    },

    async createTandemChildAccount(email, password) {
      const result = await gateway.mutate(
        'createTandemChildAccount',
        CREATE_TANDEM_CHILD_ACCOUNT,
        { email: email.trim().toLowerCase(), password },
        credentialChangeResult,
      );
      return credentialChangeOf(result);
    },

    async changePassword(change) {
      const result = await gateway.mutate('changePassword', CHANGE_PASSWORD, change, credentialChangeResult);
      return credentialChangeOf(result);
    },

    async creditCardUpdateUrl() {
      return (await gateway.query('creditCardUpdate', CREDIT_CARD_UPDATE, {}, creditCardUpdateResult)).url;
    },
  };
}
