import { membershipStatus, type MembershipStatusKind } from '../../membership/status.ts';
import { ACCOUNT_PATH } from '../../routing/paths.ts';
import type { Member, RequestContext } from '../../server/request-context.ts';
import { purchaseOffer, type PurchaseOffer } from '../player/purchase-offer.ts';

/** What the upgrade bar (src/features/membership-purchase/UpgradeBar.astro) shows. */
export interface UpgradeBarProps {
  text: string;
  /** The bar's offer: the rebill's reactivation, the purchase modal's, or none (a trial's notice alone, where the bar is not shown). */
  opener: { kind: 'reactivate'; premiumPlus: boolean } | { kind: 'purchase'; offer: PurchaseOffer; premiumPlus: boolean } | null;
  /** The bar's mark: what it offers (`data-upgrade-bar`). */
  mark: string;
}

/** What the bar says for each status; an active member has no bar. */
const BAR_TEXTS: Readonly<Partial<Record<MembershipStatusKind, string>>> = {
  cancelled: 'Your membership is cancelled and ends with the period you paid for.',
  trial: 'You are on a trial: upgrade to watch every video in full.',
  'free-trial': 'You are on a free trial: upgrade to watch every video in full.',
  'trial-ended': 'Your trial has ended: upgrade to watch every video in full.',
  expired: 'Your membership has ended: rejoin to watch every video in full.',
  'porn-portal': 'Become a member to watch every video in full.',
  guest: 'Become a member to watch every video in full.',
};

/**
 * The upgrade bar (membership spec section 6) for a member who 'see's it, saying what their
 * membership's status is (src/membership/status.ts, as the account page and the header read it): a
 * cancelled native-biller subscriber reactivates the rebill ('see ReactivateModal'); a trial
 * upgrades; a member whose membership ended rejoins, and a porn-portal user joins, each in the
 * purchase modal. Its islands load only for those members, on the pages they see: nobody else's page
 * carries the purchase code. Not on /account, whose membership section makes the same offer.
 * `lead`: what the member's own situation says first, in place of the bar's words (a trial's notice).
 */
export function upgradeBar(context: RequestContext, member: Member, lead: string | null): UpgradeBarProps | null {
  const premiumPlus = context.tenant.role === 'premium-plus';
  const status = membershipStatus(member.profile, context.tenant.tenant);
  const reactivate = status.reactivatable && member.abilities.can('see', 'ReactivateModal');
  const offer = purchaseOffer(member.profile, context.tenant);
  const shown = context.url.pathname !== ACCOUNT_PATH && (reactivate || member.abilities.can('see', 'UpgradeBar'));
  const text = lead ?? BAR_TEXTS[status.kind];
  if (!(shown || lead) || !text) return null;
  return {
    text,
    opener: !shown ? null : reactivate ? { kind: 'reactivate', premiumPlus } : { kind: 'purchase', offer, premiumPlus },
    mark: reactivate ? 'reactivate' : offer.flow,
  };
}
