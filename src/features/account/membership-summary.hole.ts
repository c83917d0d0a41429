import { tenants } from 'virtual:tenant';
import { loadFromGateway } from '../../gateway/failure.ts';
import type { HoleLoader } from '../../holes/hole-request.ts';
import { membershipLengthText } from '../../membership/calendar-months.ts';
import { membershipStatus, type MembershipStatusKind } from '../../membership/status.ts';
import { purchaseOffer, type PurchaseOffer } from '../player/purchase-offer.ts';
import type { BillerSupport } from './membership-summary.ts';
import { findOneUserProfile } from './membership-summary.server.ts';
import { membershipSentence, planText } from './membership-texts.ts';

/** The member's membership on /account (src/features/account/MembershipSummary.astro), in words already. */
export interface MembershipSummaryProps {
  status: MembershipStatusKind;
  sentence: string;
  details:
    /** findOneUserProfile failed. */
    | { kind: 'failed' }
    /** Neither a plan nor a biller to tell of. */
    | { kind: 'none' }
    | {
        kind: 'shown';
        plan: string | null;
        /** Paid up, since when and how long. */
        memberSince: { date: string; length: string } | null;
        /** Paid up: the last channel pack unlocked within the recent window (null: none). */
        channelPacks: { lastUnlock: string | null } | null;
        biller: BillerSupport | null;
      };
  /** What the member may do about it here. */
  actions: { reactivatable: boolean; yearlyUpgrade: boolean; cancellable: boolean; offer: PurchaseOffer | null; premiumPlus: boolean };
}

/**
 * The details from findOneUserProfile (membership spec section 7), in the page view's one gateway
 * call; the status and the offers from the session's profile, as on every other page. Null without a
 * member (prerendered: nothing).
 */
export const loadMembershipSummary: HoleLoader<'membershipSummary', MembershipSummaryProps | null> = async (_args, { locals }) => {
  const context = locals?.context;
  const member = context?.member;
  if (!context || !member) return null;
  const now = new Date();
  const loaded = await loadFromGateway('membership summary', () => findOneUserProfile(member.gateway, context.tenant.site, context.tenant.tenant, now), context.log);
  const status = membershipStatus(member.profile, context.tenant.tenant);
  const words = {
    brand: context.tenant.name,
    siteName: (site: string) => tenants.find((listing) => listing.site === site.toUpperCase())?.name ?? site,
    tandemParent: member.profile.tandemSubscription.tandemParentDisplayName ?? null,
    tandemChild: member.profile.tandemSubscription.isTandemChildAccount,
  };
  // Paid up: since when and how long; the others have no membership to count.
  const paid = status.kind === 'active' || status.kind === 'cancelled';
  // Whoever has no membership here to keep buys one in the purchase modal, as the upgrade bar offers it elsewhere.
  const offer = (!paid || !status.coversThisSite) && member.abilities.can('see', 'PurchaseModal') ? purchaseOffer(member.profile, context.tenant) : null;
  const iterate = loaded.ok ? loaded.data.iterate : null;
  return {
    status: status.kind,
    sentence: membershipSentence(status, words),
    details: !loaded.ok
      ? { kind: 'failed' }
      : status.plan === null && status.biller === null
        ? { kind: 'none' }
        : {
            kind: 'shown',
            plan: status.plan ? planText(status.plan, words) : null,
            memberSince:
              paid && iterate?.activeSince
                ? { date: iterate.activeSince, length: membershipLengthText({ months: iterate.subscriptionLengthInMonths, days: iterate.subscriptionLengthInDays }) }
                : null,
            channelPacks: paid ? { lastUnlock: iterate?.lastChannelPackUnlockDate ?? null } : null,
            biller: status.biller ? loaded.data.biller : null,
          },
    actions: {
      reactivatable: status.reactivatable,
      yearlyUpgrade: status.yearlyUpgrade,
      cancellable: status.cancellable,
      offer,
      premiumPlus: context.tenant.role === 'premium-plus',
    },
  };
};
