import type { UserProfile } from '../../membership/profile.ts';

type DownloadQuotas = NonNullable<UserProfile['downloadQuotas']>;

/** Membership spec section 8: the error code of a download over the member's quota. */
export const REACHED_DOWNLOAD_QUOTA_ERROR = 'ReachedDownloadQuotaError';

/** What is left of the member's downloads in the current period (the profile's downloadQuotas). */
export interface QuotaMeter {
  left: number;
  max: number;
  /** Days until the period starts afresh. */
  remainingDays: number;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * Membership spec section 8: "ReachedDownloadQuotaError shows a quota-limit message using
 * maxVideoDownloadQuota and daysUntilQuotaReset (days to wait)". The spec gives no wording; this is ours.
 */
export function quotaReachedMessage(maxVideoDownloadQuota: number, daysUntilQuotaReset: number): string {
  return `You have reached your download limit of ${plural(maxVideoDownloadQuota, 'video', 'videos')}. You can download again in ${plural(daysUntilQuotaReset, 'day', 'days')}.`;
}

export function quotaMeter(quotas: DownloadQuotas | null | undefined): QuotaMeter | null {
  if (!quotas) return null;
  const max = quotas.zeroQuota ? 0 : quotas.downloadQuotaMax;
  return { left: Math.min(max, quotas.thresholdReached ? 0 : quotas.quotaLeft), max, remainingDays: quotas.remainingDays };
}

/** The meter in words: "7 of 10 downloads left, renewed in 5 days". */
export function meterText({ left, max, remainingDays }: QuotaMeter): string {
  return `${left} of ${plural(max, 'download', 'downloads')} left, renewed in ${plural(remainingDays, 'day', 'days')}`;
}

/** What asking for a download comes to; the island starts the file, or shows the message. */
export type DownloadOutcome =
  | { kind: 'ready'; url: string; meter: QuotaMeter | null }
  | { kind: 'quota-reached'; message: string; meter: QuotaMeter | null }
  | { kind: 'failed'; message: string };
