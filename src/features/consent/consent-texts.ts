import type { UserProfile } from '../../membership/profile.ts';
import { isGuest } from '../../membership/subscription.ts';

/**
 * Membership spec section 2, "Consent and notice texts": guests, VIP users and tandem users each
 * consent in their own words, on the button their text names. The spec quotes the start of each text;
 * the rest is ours.
 */
export const CONSENT_KINDS = ['guest', 'vip', 'tandem'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentText {
  /** The button the text names. */
  button: string;
  text: string;
  /** Whether accepting it is also the email consent (the guests' text says so). */
  emailMarketing: boolean;
}

export const CONSENT_TEXTS: Readonly<Record<ConsentKind, ConsentText>> = {
  guest: {
    button: 'WATCH SCENE',
    text: 'By clicking WATCH SCENE you confirm you are aged 18+, that you accept our Terms of Service and Privacy Policy, and agree to receive email marketing.',
    emailMarketing: true,
  },
  vip: {
    button: 'CONTINUE',
    text: 'By clicking CONTINUE you confirm you are aged 18+ and that you accept our Terms of Service and Privacy Policy for your VIP membership.',
    emailMarketing: false,
  },
  tandem: {
    button: 'CONTINUE',
    text: 'By clicking CONTINUE you confirm you are aged 18+, that you share this tandem membership with the account holder who invited you, and that you accept our Terms of Service and Privacy Policy.',
    emailMarketing: false,
  },
};

/** Which consent text a member reads: guests, VIP users and tandem children have their own; others none. */
export function consentKindOf(profile: Pick<UserProfile, 'scopes' | 'subscription' | 'specialAttributes' | 'tandemSubscription'>): ConsentKind | null {
  if (isGuest(profile)) return 'guest';
  if (profile.specialAttributes.isVipUser) return 'vip';
  if (profile.tandemSubscription.isTandemChildAccount) return 'tandem';
  return null;
}

/** The words a member who has not accepted the terms yet reads: their kind's, if they have a kind. */
export function pendingTermsConsent(profile: Pick<UserProfile, 'consent' | 'scopes' | 'subscription' | 'specialAttributes' | 'tandemSubscription'>): ConsentText | null {
  const kind = profile.consent?.requestTermsConsent ? consentKindOf(profile) : null;
  return kind ? CONSENT_TEXTS[kind] : null;
}
