import { ownsVideoSite } from '../../access/video-access.ts';
import { siteType, isGuest } from '../../membership/subscription.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { ACCOUNT_PATH, JOIN_PATH } from '../../routing/paths.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

/**
 * Membership spec section 4, "Purchase flow kinds: multi-site ('sixSite'), fixed-pricing trial
 * upgrade ('trial'), and reactivate", plus joining for those with no membership to change.
 */
export type PurchaseFlow = 'join' | 'trial' | 'sixSite' | 'reactivate';

/** What the purchase modal offers (single-site options included, membership spec section 6). */
export interface PurchaseOffer {
  flow: PurchaseFlow;
  title: string;
  text: string;
  /** Where a visitor acts on it: the join form (a signed-in user is sent home from there). */
  link: { href: string; label: string };
  /**
   * The modal sells the membership itself, in one click on the card on file: to every signed-in user
   * but a trial (who upgrades at the fixed price). /joinnow sends a signed-in user home with
   * from=joinnow, whose follow-up is this very modal: a link there would go round in a circle.
   */
  oneClick: boolean;
  /** The one-click options include this brand alone ("the purchase modal with singlesite included"). */
  singleSite: boolean;
}

/**
 * Which purchase the denied member is offered: trials upgrade; members whose active membership lacks
 * this video's site add it (or go multi-site); porn-portal users and guests join; the rest reactivate.
 */
export function purchaseFlow(profile: UserProfile | null, tenant: Pick<TenantConfig, 'tenant'>): PurchaseFlow {
  if (!profile || isGuest(profile)) return 'join';
  if (siteType(profile, tenant.tenant) === 'trial') return 'trial';
  const subscription = profile.subscription;
  if (profile.hasActiveMultisiteSubscription || (subscription?.isActive && subscription.subscriptionType === 'member')) return 'sixSite';
  return subscription?.isActive ? 'join' : 'reactivate';
}

/** The purchase modal's offer, in the member's words. */
export function purchaseOffer(profile: UserProfile | null, tenant: Pick<TenantConfig, 'tenant' | 'name'>): PurchaseOffer {
  const brand = tenant.name;
  const flow = purchaseFlow(profile, tenant);
  const offer = purchaseOfferText(flow, brand);
  const oneClick = profile !== null && flow !== 'trial';
  // A member adds this brand when their membership lacks it; the others have no site to keep.
  const singleSite = oneClick && (flow !== 'sixSite' || !ownsVideoSite({ site: tenant.tenant }, profile));
  return { ...offer, oneClick, singleSite };
}

function purchaseOfferText(flow: PurchaseFlow, brand: string): Omit<PurchaseOffer, 'oneClick' | 'singleSite'> {
  switch (flow) {
    case 'join':
      return {
        flow,
        title: `Join ${brand}`,
        text: `Become a member to watch every video in full: a single-site membership of ${brand}, or a multi-site membership of the sister brands too.`,
        link: { href: JOIN_PATH, label: 'Join now' },
      };
    case 'trial':
      return {
        flow,
        title: 'Upgrade your trial',
        text: `Upgrade to a full membership to watch every video in full: ${brand} alone with a single-site membership, or every sister brand with a multi-site one.`,
        link: { href: ACCOUNT_PATH, label: 'Upgrade your membership' },
      };
    case 'sixSite':
      return {
        flow,
        title: 'Add this site to your membership',
        text: 'Your membership does not include this video. Add its site as a single site, or upgrade to a multi-site membership of every sister brand.',
        link: { href: ACCOUNT_PATH, label: 'See your membership' },
      };
    case 'reactivate':
      return {
        flow,
        title: 'Reactivate your membership',
        text: `Reactivate your membership to watch every video in full: ${brand} alone with a single-site membership, or every sister brand with a multi-site one.`,
        link: { href: JOIN_PATH, label: 'Reactivate' },
      };
  }
}
