import { tenants } from 'virtual:tenant';
import { arrivalModals, type ArrivalModalsProps } from '../../features/consent/arrival-modals.server.ts';
import { isPaymentPage } from '../../features/join/payment-pages.ts';
import type { Purchase } from '../../features/join/purchase.ts';
import { readPurchase } from '../../features/join/welcome-cookie.server.ts';
import { queryModals, type QueryModalsProps } from '../../features/membership-purchase/query-modals.ts';
import { upgradeBar, type UpgradeBarProps } from '../../features/membership-purchase/upgrade-bar.ts';
import { trialNotice, trialNoticeText } from '../../features/unlock/trial-notice.ts';
import type { SessionHoleLoader } from '../../holes/hole-request.ts';
import { arrivalFlashes } from '../../shell/flash/arrival-flashes.ts';
import type { FlashInput } from '../../shell/flash/flash.ts';
import { arrivalOfRequest } from './arrival.ts';

/** What a page tells the one it is rendered for, above its content (src/layouts/shell/ShellNotices.astro). */
export interface ShellNoticesProps {
  /** Nothing at all for a visitor without a flash. */
  shown: boolean;
  memberUnavailable: boolean;
  /** The flashes on arrival, from the query. */
  flashes: FlashInput[];
  /** The welcome that confirms a purchase on the first page after it. */
  welcome: { purchase: Purchase; brand: string; locale: string; askEmailConsent: boolean } | null;
  upgradeBar: UpgradeBarProps | null;
  queryModals: QueryModalsProps | null;
  arrivalModals: ArrivalModalsProps | null;
}

/**
 * The flashes on arrival, the welcome after a purchase, the upgrade bar (which leads with a trial
 * member's notice: one bar, not two; none on a payment page, whose offer is its own, nor under the
 * welcome, which says it), and the modals the query or the arrival open.
 */
export const loadShellNotices: SessionHoleLoader<'notices', ShellNoticesProps> = (_args, { locals, cookies }) => {
  const context = locals?.context;
  const member = context?.member ?? null;
  const memberUnavailable = locals?.memberUnavailable === true;
  const flashes = context ? arrivalFlashes(context.url, tenants) : [];
  const none = { shown: false, memberUnavailable, flashes, welcome: null, upgradeBar: null, queryModals: null, arrivalModals: null };
  if (!context || !member) return { ...none, shown: memberUnavailable || flashes.length > 0 };
  const { arrival } = arrivalOfRequest(context);
  // The first page after a join (fatr=true) confirms what the join bought, kept from the biller's answer.
  const purchase = arrival?.afterPurchase ? readPurchase(cookies) : null;
  const notice = trialNotice(member.profile, tenants);
  return {
    ...none,
    shown: true,
    welcome: purchase
      ? { purchase, brand: context.tenant.name, locale: context.tenant.locale, askEmailConsent: member.profile.consent?.requestEmailConsent === true }
      : null,
    upgradeBar: !purchase && !isPaymentPage(context.url.pathname) ? upgradeBar(context, member, notice && trialNoticeText(notice)) : null,
    queryModals: arrival ? queryModals(context, member, arrival.modals) : null,
    arrivalModals: arrival
      ? arrivalModals({ context, member, route: locals.route.route, cookies, afterPurchase: arrival.afterPurchase, busy: arrival.modals.length > 0 })
      : null,
  };
};
