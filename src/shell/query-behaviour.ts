import { DEVICE_CHALLENGE_FLASHES, DEVICE_CHALLENGE_PARAM, NOTIFICATION_PARAM, UPGRADE_NOTIFICATION_FLASHES } from './flash/query.ts';
import type { ModalId, ModalProps } from './modal-ids.ts';
import type { Abilities } from '../access/abilities.ts';
import type { UserProfile } from '../membership/profile.ts';
import { HOME_PATH } from '../routing/paths.ts';

/**
 * Query-driven behaviour on any page (membership spec section 2), apart from the flashes, which the
 * page renders on arrival (`notification=` and `dc=`: src/shell/flash/query.ts). Pure: the layout
 * decides on the server, and a script applies the decision in the browser.
 */

/** `modal=upgrade` opens the purchase modal. */
export const MODAL_PARAM = 'modal';
export const UPGRADE_MODAL = 'upgrade';
/** `reactivation=success` (sent home by /_signupsuccess) opens the subscription status modal. */
export const REACTIVATION_PARAM = 'reactivation';
export const REACTIVATION_SUCCESS = 'success';
/** `from=joinnow`: /joinnow sends an authenticated visitor home with it (src/routing/rules/membership.ts). */
export const FROM_PARAM = 'from';
export const FROM_JOINNOW = 'joinnow';
/** `fatr=true`: the first access after a purchase's reload (/_signupsuccess, /_upgradesuccess, the status polling). */
export const AFTER_PURCHASE_PARAM = 'fatr';

/** What the query's rules need to know of the member; null for an anonymous visitor. */
export interface QueryMember {
  /** The member has a subscription (active or not); a bare account has none. */
  subscribed: boolean;
  subscriptionActive: boolean;
  /** The access module's 'see PurchaseModal' (membership spec section 6). */
  canSeePurchaseModal: boolean;
}

/** Why a modal opens on arrival: the modal may word itself after it. */
export type ArrivalReason = 'upgrade' | 'joinnow' | 'reactivation';

export interface ArrivalModal {
  id: ModalId;
  props: ModalProps & { reason: ArrivalReason };
}

export interface QueryBehaviour {
  /** Modals to open on arrival, in order. */
  modals: ArrivalModal[];
  /** `fatr=true`: this page is the reload after a purchase. */
  afterPurchase: boolean;
}

export const NO_QUERY_BEHAVIOUR: QueryBehaviour = { modals: [], afterPurchase: false };

export function queryMemberOf(member: { profile: Pick<UserProfile, 'subscription'>; abilities: Pick<Abilities, 'can'> } | null): QueryMember | null {
  if (!member) return null;
  const subscription = member.profile.subscription;
  return {
    subscribed: subscription != null,
    subscriptionActive: subscription?.isActive === true,
    canSeePurchaseModal: member.abilities.can('see', 'PurchaseModal'),
  };
}

/** The behaviour a page's query asks for, for this member (membership spec sections 2 and 6). */
export function queryBehaviour(search: URLSearchParams, member: QueryMember | null): QueryBehaviour {
  const modals: ArrivalModal[] = [];
  const inactive = member !== null && member.subscribed && !member.subscriptionActive;
  // "Only users who can 'see' the purchase modal get it on the upgrade query."
  const mayPurchase = member !== null && member.subscribed && member.canSeePurchaseModal;
  if (search.get(MODAL_PARAM) === UPGRADE_MODAL && mayPurchase) {
    modals.push({ id: 'PurchaseMembershipModal', props: { reason: 'upgrade' } });
  } else if (search.get(FROM_PARAM) === FROM_JOINNOW && inactive && mayPurchase) {
    // The join-now follow-up: a member who came to join but whose subscription is inactive is offered
    // the purchase there and then, instead of the join form they cannot use while signed in.
    modals.push({ id: 'PurchaseMembershipModal', props: { reason: 'joinnow' } });
  }
  if (search.get(REACTIVATION_PARAM) === REACTIVATION_SUCCESS && inactive) {
    modals.push({ id: 'SubscriptionStatusModal', props: { reason: 'reactivation' } });
  }
  return { modals, afterPurchase: search.get(AFTER_PURCHASE_PARAM) === 'true' };
}

/** The markers whose behaviour runs on arrival, whatever their value: taken off the address once it ran. */
export const ONE_SHOT_PARAMS: readonly string[] = [MODAL_PARAM, REACTIVATION_PARAM, FROM_PARAM, AFTER_PURCHASE_PARAM];

/**
 * Whether a parameter's behaviour ran on arrival: the markers always; `notification=` and `dc=` only
 * with a value whose flash the page showed (other pages, /account's notifications among them, keep theirs).
 */
function ranOnArrival(param: string, value: string, pathname: string): boolean {
  if (ONE_SHOT_PARAMS.includes(param)) return true;
  if (param === NOTIFICATION_PARAM) return Object.hasOwn(UPGRADE_NOTIFICATION_FLASHES, value);
  return param === DEVICE_CHALLENGE_PARAM && pathname === HOME_PATH && Object.hasOwn(DEVICE_CHALLENGE_FLASHES, value);
}

/**
 * The address without the parameters whose behaviour ran, so that reloading the page (or sharing
 * its address) does not repeat it; null when there is none.
 */
export function withoutOneShotParams(url: URL): string | null {
  const kept = [...url.searchParams].filter(([param, value]) => !ranOnArrival(param, value, url.pathname));
  if (kept.length === [...url.searchParams].length) return null;
  const search = kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
  return `${url.pathname}${search}${url.hash}`;
}

/** Whether the browser has anything to do on arrival: a modal to open or a parameter to take off. */
export function hasArrivalWork(behaviour: QueryBehaviour, url: URL): boolean {
  return behaviour.modals.length > 0 || withoutOneShotParams(url) !== null;
}
