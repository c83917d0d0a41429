import type { SessionHoleLoader } from '../../holes/hole-request.ts';
import { needsUsername } from '../../membership/username.ts';
import { ACCOUNT_PATH, loginUrl, usernameSelectionUrl } from '../../routing/paths.ts';
import type { AccountPostOutcome } from './forms.ts';
import { billerSupport, type BillerSupport } from './membership-summary.ts';
import { accountSections, type RelationshipSection } from './sections.ts';

/** A refused post of the account.update action: which form, its messages and the values posted back. */
export type RefusedAccountPost = Extract<AccountPostOutcome, { kind: 'invalid' }>;

/** The member's settings on /account (src/features/account/AccountSettings.astro): the forms, each with its current value. */
export interface AccountSettingsProps {
  /** Null without a member: the prerendered page's view, a login prompt. */
  settings: {
    /** The username once chosen, or where to choose it while the gateway says there is none; null when it does not say. */
    username: { chosen: string } | { chooseHref: string } | null;
    displayName: string | null;
    autoplayEnabled: boolean;
    hasEmailConsent: boolean;
    relationship: { section: RelationshipSection; status: string | null; role: string | null };
    vipConversion: boolean;
    tandemChildAccount: boolean;
    /** With a subscription: who keeps the card (null: the site's own biller, updated here). */
    payment: { biller: BillerSupport | null } | null;
  } | null;
  /** The login, back to this page. */
  loginHref: string;
  /** A refused post, its messages beside its fields: a form's answer alone (src/pages/form-answers/account.astro). */
  refused: RefusedAccountPost | null;
}

/** From the session alone: the profile's settings and the sections the member's abilities open. */
export const loadAccountSettings: SessionHoleLoader<'accountSettings', AccountSettingsProps> = (_args, { locals, url }) => {
  const member = locals?.context.member ?? null;
  const loginHref = loginUrl(url.pathname + url.search);
  if (!member) return { settings: null, loginHref, refused: null };
  const { profile } = member;
  const sections = accountSections(profile, member.abilities);
  const biller = billerSupport(profile);
  return {
    settings: {
      username: profile.username ? { chosen: profile.username } : needsUsername(profile) ? { chooseHref: usernameSelectionUrl(ACCOUNT_PATH) } : null,
      displayName: profile.displayName ?? null,
      autoplayEnabled: profile.autoplayEnabled,
      hasEmailConsent: profile.hasEmailConsent,
      relationship: { section: sections.relationship, status: profile.relationshipStatus ?? null, role: profile.relationshipRole ?? null },
      vipConversion: sections.vipConversion,
      tandemChildAccount: sections.tandemChildAccount,
      // An external biller keeps the card: the member updates it there.
      payment: profile.subscription ? { biller: biller?.external ? biller : null } : null,
    },
    loginHref,
    refused: null,
  };
};
