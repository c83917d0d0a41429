import type { PackUnlockOutcome } from '../../src/features/gems/gems.ts';
import { loadActions } from '../shell/actions/actions.ts';

/**
 * The gems Astro Actions (src/features/gems/gems.actions.ts) as the islands call them, each imported
 * on first use so a page loads the Actions client only when a gems modal asks.
 */
type ActionAnswer<T> = Promise<{ data?: T | undefined; error?: unknown }>;

export type BalanceCall = () => ActionAnswer<{ balance: number; daysUntilRefreshGems: number | null }>;
export type UnlockPackCall = (channelPackId: number) => ActionAnswer<{ outcome: Exclude<PackUnlockOutcome, 'failed'>; balance: number }>;
export type HideIntroCall = () => ActionAnswer<unknown>;
export type NewsCall = () => ActionAnswer<{ balance: number; daysUntilRefreshGems: number | null; newGems: number }>;
export type AcknowledgeNewCall = () => ActionAnswer<unknown>;

export const balanceAction: BalanceCall = async () => (await loadActions()).actions.gems.balance();
export const unlockAction: UnlockPackCall = async (channelPackId) => (await loadActions()).actions.gems.unlockChannelPack({ channelPackId });
export const hideIntroAction: HideIntroCall = async () => (await loadActions()).actions.gems.hideIntro();
export const newsAction: NewsCall = async () => (await loadActions()).actions.gems.news();
export const acknowledgeNewAction: AcknowledgeNewCall = async () => (await loadActions()).actions.gems.acknowledgeNew();
