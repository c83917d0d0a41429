import { POLLING_FAILED_MESSAGE } from '../../shell/flash/messages.ts';

/** Membership spec sections 4 and 9: profile polling after a purchase. */
export const PROFILE_POLLING = { intervalMs: 15_000, maxTries: 40, premiumPlusReloadMs: 10_000 } as const;

export type PollAnswer = 'active' | 'inactive' | 'failed';
export type PollStep = { kind: 'reload'; delayMs: number } | { kind: 'poll'; tries: number; delayMs: number } | { kind: 'polling-failed'; message: string };

/** The first step once the status modal opens: the premium-plus brand reloads after 10 s, others poll at once. */
export function firstPollStep(premiumPlus: boolean): PollStep {
  return premiumPlus ? { kind: 'reload', delayMs: PROFILE_POLLING.premiumPlusReloadMs } : { kind: 'poll', tries: 1, delayMs: 0 };
}

/**
 * After the `tries`-th poll of the profile's subscription: active reloads the page (with fatr=true);
 * otherwise poll again in 15 s while fewer than 40 tries were made; after the 40th (or a failure at
 * that count) the polling has failed: message, status modal closed, the status page.
 */
export function nextPollStep(tries: number, answer: PollAnswer): PollStep {
  if (answer === 'active') return { kind: 'reload', delayMs: 0 };
  if (tries < PROFILE_POLLING.maxTries) return { kind: 'poll', tries: tries + 1, delayMs: PROFILE_POLLING.intervalMs };
  return { kind: 'polling-failed', message: POLLING_FAILED_MESSAGE };
}

/** The purchase flows that poll (sixSite reloads through the welcome page instead). */
export type PollingFlow = 'trial' | 'reactivate';

/** Whether the profile's subscription shows the purchase: a member now, or no longer cancelled. */
export function purchaseShows(flow: PollingFlow, subscription: { subscriptionType: string; isActive: boolean; cancelled: boolean } | null): boolean {
  if (!subscription?.isActive) return false;
  return flow === 'trial' ? subscription.subscriptionType === 'member' : !subscription.cancelled;
}
