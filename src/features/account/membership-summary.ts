import { membershipLength } from '../../membership/calendar-months.ts';
import type { MembershipProfile } from '../../membership/profile.ts';
import { isNativeBiller, siteType, type SiteType } from '../../membership/subscription.ts';
import { isWithinRecentWindow, RECENT_CONTENT_WINDOW_MS } from '../../shell/durations.ts';
import type { TenantId } from '../../tenants/schema.ts';

/**
 * The member's membership as /account sums it up: the iterate profile of membership spec section 3
 * (userId, email, activeSince, lastChannelPackUnlockDate, hasUnlockedChannelPackInLastTwoWeeks,
 * subscriptionLengthInMonths and InDays, site type), built from findOneUserProfile's answer, with the
 * subscription's live state and the biller that bills it. Pure.
 */

/** The wallet's reason for a pack unlocked with gems (upstream/members/gems). */
export const CHANNEL_PACK_UNLOCK_REASON = 'CHANNEL_PACK_UNLOCK';

export interface GemsTransactionFacts {
  createdAt: string;
  transactionType: string;
  transactionReason: string;
}

export interface IterateProfile {
  userId: string;
  email: string;
  activeSince: string | null;
  /** The newest pack unlocked within the transactions asked for (the recent window); null for none. */
  lastChannelPackUnlockDate: string | null;
  hasUnlockedChannelPackInLastTwoWeeks: boolean;
  /** The whole months of membership, and the days since the last monthly anniversary: together they count each day once. */
  subscriptionLengthInMonths: number;
  subscriptionLengthInDays: number;
  siteType: SiteType;
}

/** The gems query's `since`: the transactions the summary reads are the recent window's. */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_CONTENT_WINDOW_MS);
}

export function iterateProfile(profile: MembershipProfile, transactions: readonly GemsTransactionFacts[], tenant: TenantId, now: Date): IterateProfile {
  const since = profile.activeSince ? new Date(profile.activeSince) : null;
  const unlocks = transactions
    .filter((transaction) => transaction.transactionType === 'DEBIT' && transaction.transactionReason === CHANNEL_PACK_UNLOCK_REASON)
    .map((transaction) => transaction.createdAt)
    .sort();
  const last = unlocks.at(-1) ?? null;
  const length = since ? membershipLength(since, now) : { months: 0, days: 0 };
  return {
    userId: profile.userId,
    email: profile.email,
    activeSince: profile.activeSince ?? null,
    lastChannelPackUnlockDate: last,
    hasUnlockedChannelPackInLastTwoWeeks: last !== null && isWithinRecentWindow(last, now),
    subscriptionLengthInMonths: length.months,
    subscriptionLengthInDays: length.days,
    siteType: siteType(profile, tenant),
  };
}

/** Who bills the membership and where the member reaches them; null without a biller (a guest's access). */
export interface BillerSupport {
  billerName: string;
  /** The biller's support page (https only), or null when the gateway gave none. */
  supportUrl: string | null;
  /** Not one of the company's own billers: the card and the membership are changed or cancelled there, not on this site. */
  external: boolean;
}

/** A URL a member may be sent to: https, nothing else (never a javascript: or data: URL into a link). */
function httpsUrl(raw: string | null | undefined): string | null {
  const url = raw ? URL.parse(raw) : null;
  return url?.protocol === 'https:' ? url.href : null;
}

export function billerSupport(profile: Pick<MembershipProfile, 'billerName' | 'subscription'>): BillerSupport | null {
  const billerName = profile.subscription?.billerName ?? profile.billerName ?? null;
  if (!billerName) return null;
  return { billerName, supportUrl: httpsUrl(profile.subscription?.billerUrl), external: !isNativeBiller(billerName) };
}
