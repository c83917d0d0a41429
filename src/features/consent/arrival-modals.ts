import type { ModalId } from '../../shell/modal-ids.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { isGuest } from '../../membership/subscription.ts';
import type { RouteName } from '../../routing/routes.ts';

/**
 * The one modal a member meets on arriving at a page, when nothing else is open (membership spec
 * sections 2 and 4). Pure: src/features/consent/ArrivalModals.astro mounts and opens it.
 */
export type ArrivalProfile = Pick<
  UserProfile,
  'scopes' | 'subscription' | 'specialAttributes' | 'tandemSubscription' | 'consent' | 'state'
>;

export interface ArrivalFacts {
  profile: ArrivalProfile;
  route: RouteName | null;
  /** The tenant's promotionalVideoTeaserModal feature. */
  teaserEnabled: boolean;
  /**
   * `fatr=true`: the first page after a purchase (src/shell/query-behaviour.ts), the page the member
   * bought to see (the video they joined from), with the welcome that confirms the purchase.
   */
  afterPurchase: boolean;
  /** The member arrives: no greeting has opened for them yet in this browser session (src/features/consent/greeting.ts). */
  arriving: boolean;
  /** Something else covers the page or opens first: the health warning, a modal the query asked for. */
  busy: boolean;
}

/**
 * Pages where no modal greets the member: the join, signup, upgrade and one-click pages (as for the
 * gems modal, section 4), the offers interstitial, /account, whose own forms convert a VIP,
 * create a tandem account and set the email consent, and the username selection, a step of the
 * login itself (the greetings open on the page after it).
 */
export const PAGES_WITHOUT_ARRIVAL_MODALS: readonly RouteName[] = [
  'offers',
  'joinNow',
  'signupSuccess',
  'signupExternal',
  'signupDenied',
  'upgradeMembership',
  'upgradeSuccess',
  'upgradeDenied',
  'oneClickUpsellSuccess',
  'oneClickUpsellFailure',
  'outgoingUpsell',
  'account',
  'usernameSelection',
];

/**
 * Pages where the greetings wait for the next page: those that play a video. A member there came
 * for that video (a deep link, the video they joined from, the one they just unlocked); a teaser
 * over it would stand in its way, and play a trailer over it.
 */
export const PAGES_WHERE_GREETINGS_WAIT: readonly RouteName[] = ['video', 'videoWithComment', 'channelVideo'];

/** Section 4: "Promotional teaser: shown to non-guests who have not seen it", where the tenant has it. */
export function teaserPending(profile: Pick<ArrivalProfile, 'scopes' | 'subscription' | 'state'>, teaserEnabled: boolean): boolean {
  return teaserEnabled && !isGuest(profile) && profile.state?.modals.teaserViewed !== true;
}

/** The modal to open on arrival, first match wins; null for none. */
export function arrivalModal({ profile, route, teaserEnabled, afterPurchase, arriving, busy }: ArrivalFacts): ModalId | null {
  if (busy || (route !== null && PAGES_WITHOUT_ARRIVAL_MODALS.includes(route))) return null;
  // Terms first, on any page, until accepted: nothing else is offered to a member who has not.
  if (profile.consent?.requestTermsConsent) return 'OneClickConsentModal';
  // The first page after a purchase is the purchase's: its welcome confirms it (and asks for the
  // email consent in place), and nothing covers the video the member paid to watch.
  if (afterPurchase) return null;
  // The greetings open on the page the member arrives on (the page after the login), or the first
  // one after it that plays no video, and once: a greeting on every page would stand in the way.
  if (!arriving || (route !== null && PAGES_WHERE_GREETINGS_WAIT.includes(route))) return null;
  if (teaserPending(profile, teaserEnabled)) return 'PromotionalVideoModal';
  // A VIP converted to their own address is no longer a VIP user (the upstream clears the flag).
  if (profile.specialAttributes.isVipUser) return 'ConvertVipUserModal';
  return null;
}
