import { actions } from 'astro:actions';
import type { WelcomeCheck } from '../../src/features/join/welcome.ts';
import { pageSalesTracking } from '../tracking/page-sales-tracking.ts';

/**
 * The welcome Actions (src/features/join/join.actions.ts) as the return pages' islands call them:
 * one welcome check, and the new trial's upgrade from the welcome page with the attempt's key. Kept
 * apart so the islands can be tested without an Astro build (astro:actions is Astro's own module).
 */
export async function checkWelcome(): Promise<WelcomeCheck | 'failed'> {
  const { data, error } = await actions.join.welcomeCheck();
  return error ? 'failed' : data;
}

export async function upgradeTrialFromWelcomePage(idempotencyKey: string): Promise<{ location: string } | { message: string }> {
  const { data, error } = await actions.join.trialUpgradeWelcomePage({ idempotencyKey, ...pageSalesTracking() });
  return data ?? { message: error.message };
}
