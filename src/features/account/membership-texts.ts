import type { MembershipPlan, MembershipStatus } from '../../membership/status.ts';

/**
 * The membership's status (src/membership/status.ts) in the member's words, as /account tells it.
 * Pure: the page hands in the names it knows.
 */
export interface MembershipWords {
  /** This tenant's brand name. */
  brand: string;
  /** A site code's brand name ("AURORA" → "Aurora Nights"); the code itself when unknown. */
  siteName: (site: string) => string;
  /** A tandem child's parent, when the profile names them. */
  tandemParent: string | null;
  /** The account is a tandem child's, which watches on its parent's membership. */
  tandemChild: boolean;
}

/** What the membership opens: "Multi-site: 8 sites", "Aurora Nights alone". */
export function planText(plan: MembershipPlan, words: Pick<MembershipWords, 'brand' | 'siteName'>): string {
  if (plan.kind === 'multi-site') return `Multi-site: ${plan.sites} ${plan.sites === 1 ? 'site' : 'sites'}`;
  return `${plan.site ? words.siteName(plan.site) : words.brand} alone`;
}

function activeSentence(status: MembershipStatus, words: MembershipWords): string {
  const { plan, biller } = status;
  if (words.tandemChild) return `Your tandem account watches on ${words.tandemParent ?? 'its parent account'}’s membership, which they manage.`;
  const renews =
    plan?.kind === 'multi-site'
      ? `Your multi-site membership renews automatically${status.coversThisSite ? '' : `; it does not include ${words.brand}`}.`
      : `Your membership of ${plan?.site ? words.siteName(plan.site) : words.brand} renews automatically${status.coversThisSite ? '' : `; it does not include ${words.brand}`}.`;
  return biller && !biller.native ? `${renews} It is billed by ${biller.name}: change or cancel it with their billing support.` : renews;
}

/** One or two sentences: what the membership is now, and what the member may do about it. */
export function membershipSentence(status: MembershipStatus, words: MembershipWords): string {
  switch (status.kind) {
    case 'active':
      return activeSentence(status, words);
    case 'cancelled':
      return status.reactivatable
        ? 'You cancelled your membership: it will not renew, and you keep watching until the end of the period you paid for. Reactivate it to keep your membership.'
        : `You cancelled your membership: it will not renew, and you keep watching until the end of the period you paid for.${status.biller ? ` Reactivate it with ${status.biller.name}’s billing support.` : ''}`;
    case 'trial':
      return 'You are on a trial. Upgrade to a full membership to watch every video in full.';
    case 'free-trial':
      return 'You are on a free trial. Upgrade to a full membership to watch every video in full.';
    case 'trial-ended':
      return 'Your trial has ended. Upgrade to a full membership to keep watching.';
    case 'expired':
      return 'Your membership has ended. Rejoin to watch every video in full.';
    case 'porn-portal': {
      const portal = `You watch ${status.coversThisSite ? words.brand : 'this site'} through a porn portal${status.biller ? `, billed by ${status.biller.name}` : ''}.`;
      return status.coversThisSite ? portal : `${portal} Become a member to watch every video in full.`;
    }
    case 'guest':
      return 'You are a guest. Become a member to watch every video in full.';
  }
}
