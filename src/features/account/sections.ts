import type { Abilities } from '../../access/abilities.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { pendingTermsConsent, type ConsentText } from '../consent/consent-texts.ts';

/** The id of /account's membership section: the header's status links there (`/account#membership`). */
export const MEMBERSHIP_SECTION_ID = 'membership';

/** How the relationship status section shows: not at all, read-only, or as a form. */
export type RelationshipSection = 'hidden' | 'view' | 'edit';

/** Which optional sections of /account a member gets (membership spec sections 2, 6). */
export interface AccountSections {
  relationship: RelationshipSection;
  /** Convert-VIP form: VIP users register their own email address and password. */
  vipConversion: boolean;
  /** Tandem child account creation: tandem parents only. */
  tandemChildAccount: boolean;
  /**
   * The one-click consent the member is asked for (membership spec section 2), in the words of their
   * kind, or null. Not a section of the page: its modal greets them on arrival and posts here.
   */
  termsConsent: ConsentText | null;
}

export type AccountProfile = Pick<UserProfile, 'specialAttributes' | 'tandemSubscription' | 'consent' | 'scopes' | 'subscription'>;

/**
 * Section 6: the relationship section is seen by admin or members of the relationship-status brand and
 * edited by admin or an active non-child member of it; both rules live in the abilities.
 */
export function relationshipSection(abilities: Abilities): RelationshipSection {
  if (abilities.can('edit', 'RelationshipStatus')) return 'edit';
  return abilities.can('see', 'RelationshipStatus') ? 'view' : 'hidden';
}

/** A tandem parent holds the tandem subscription and is not itself the child account. */
export function isTandemParent(profile: AccountProfile): boolean {
  return profile.tandemSubscription.hasTandemChildAccount && !profile.tandemSubscription.isTandemChildAccount;
}

export function accountSections(profile: AccountProfile, abilities: Abilities): AccountSections {
  return {
    relationship: relationshipSection(abilities),
    vipConversion: profile.specialAttributes.isVipUser,
    tandemChildAccount: isTandemParent(profile),
    termsConsent: pendingTermsConsent(profile),
  };
}
