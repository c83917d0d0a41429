import { actions } from '../shell/actions/member-actions.ts';
import type { PollAnswer, PollingFlow } from '../../src/features/membership-purchase/subscription-polling.ts';

/**
 * One look at the profile's subscription for the status modal (the `purchase.subscriptionStatus`
 * Action). Kept apart so the modal can be tested without an Astro build (astro:actions is Astro's
 * own module).
 */
export async function pollSubscription(flow: PollingFlow): Promise<PollAnswer> {
  const { data, error } = await actions.purchase.subscriptionStatus({ flow });
  if (error) return 'failed';
  return data.active ? 'active' : 'inactive';
}
