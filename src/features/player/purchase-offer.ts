import { ownsVideoSite } from '../../access/video-access.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { membershipStatus, type PurchaseFlow } from '../../membership/status.ts';
import { ACCOUNT_PATH, JOIN_PATH } from '../../routing/paths.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

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
 * The purchase modal's offer, in the member's words, for the purchase their membership's status
 * names (src/membership/status.ts): trials upgrade; members add this site (or go multi-site);
 * porn-portal users, guests and visitors join; an ended membership is bought anew (rejoined).
 */
export function purchaseOffer(profile: UserProfile | null, tenant: Pick<TenantConfig, 'tenant' | 'name'>): PurchaseOffer {
  const brand = tenant.name;
  const flow = profile ? membershipStatus(profile, tenant.tenant).purchase : 'join';
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
        title: `Rejoin ${brand}`,
        text: `Your membership has ended. Rejoin to watch every video in full: ${brand} alone with a single-site membership, or every sister brand with a multi-site one.`,
        link: { href: JOIN_PATH, label: 'Rejoin' },
      };
  }
}
