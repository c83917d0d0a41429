import { map } from 'nanostores';
import { showFlash } from '../shell/flash/store.ts';
import { acknowledgeNewAction, balanceAction, newsAction, unlockAction, type AcknowledgeNewCall, type BalanceCall, type NewsCall, type UnlockPackCall } from './actions.ts';
import { BALANCE_LOAD_FAILED, type PackUnlockOutcome } from '../../src/features/gems/gems.ts';

/**
 * The member's gems as the gems modals know them (membership spec sections 4 and 8): the balance,
 * loaded when a modal opens, and the pack unlock's state. Browser-only.
 */
export type BalanceStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type PackUnlockStatus = 'idle' | 'unlocking' | 'answered';

export interface GemsState {
  balanceStatus: BalanceStatus;
  balance: number | null;
  daysUntilRefreshGems: number | null;
  unlockStatus: PackUnlockStatus;
  /** The last unlock's outcome, once answered. */
  outcome: PackUnlockOutcome | null;
  /** Gems that came since the member last acknowledged their balance (the header's counter); null until loaded. */
  newGems: number | null;
}

const INITIAL: GemsState = { balanceStatus: 'idle', balance: null, daysUntilRefreshGems: null, unlockStatus: 'idle', outcome: null, newGems: null };
export const $gems = map<GemsState>({ ...INITIAL });

export type { AcknowledgeNewCall, BalanceCall, NewsCall, UnlockPackCall } from './actions.ts';

/** Each balance request's number: an answer to one the modal no longer waits for is dropped. */
let balanceRequest = 0;

/**
 * Loads the balance. Section 8: a failure flashes unlock_channel_modal.failed_to_load_balance,
 * except when the request was cancelled prematurely (the modal closed first): then nothing shows.
 */
export async function loadBalance(call: BalanceCall = balanceAction): Promise<void> {
  const request = (balanceRequest += 1);
  $gems.setKey('balanceStatus', 'loading');
  let answer: Awaited<ReturnType<BalanceCall>> | null;
  try {
    answer = await call();
  } catch {
    answer = null;
  }
  if (request !== balanceRequest) return;
  if (answer?.data && !answer.error) {
    $gems.set({ ...$gems.get(), balanceStatus: 'loaded', balance: answer.data.balance, daysUntilRefreshGems: answer.data.daysUntilRefreshGems });
    return;
  }
  $gems.setKey('balanceStatus', 'failed');
  showFlash({ type: 'error', message: BALANCE_LOAD_FAILED });
}

/** The modal closed: a balance request still running is cancelled, and the next opening starts afresh. */
export function cancelGemsRequests(): void {
  balanceRequest += 1;
  const { balance, daysUntilRefreshGems, newGems } = $gems.get();
  $gems.set({ ...INITIAL, balance, daysUntilRefreshGems, newGems });
}

/**
 * The header's counter: the balance and the gems that came since it was last seen. Quiet on failure:
 * the counter then shows no number, and a modal that needs the balance loads it itself.
 */
export async function loadGemsNews(call: NewsCall = newsAction): Promise<void> {
  try {
    const { data, error } = await call();
    if (!data || error) return;
    $gems.set({ ...$gems.get(), balance: data.balance, daysUntilRefreshGems: data.daysUntilRefreshGems, newGems: data.newGems });
  } catch {
    // The counter keeps showing no number.
  }
}

/**
 * The member has seen their new gems (membership spec section 7, acknowledgeNewGemsBalance): the
 * animation stops at once; if the gateway did not record it, the next page animates again.
 */
export async function acknowledgeNewGems(call: AcknowledgeNewCall = acknowledgeNewAction): Promise<void> {
  if (!$gems.get().newGems) return;
  $gems.setKey('newGems', 0);
  await call().catch(() => undefined);
}

/** Unlocks the pack; the answer is one of the four outcomes. A second request while one runs is ignored. */
export async function unlockPack(channelPackId: number, call: UnlockPackCall = unlockAction): Promise<void> {
  if ($gems.get().unlockStatus === 'unlocking') return;
  $gems.setKey('unlockStatus', 'unlocking');
  let outcome: PackUnlockOutcome = 'failed';
  try {
    const { data, error } = await call(channelPackId);
    if (data && !error) {
      outcome = data.outcome;
      $gems.set({ ...$gems.get(), balance: data.balance, balanceStatus: 'loaded' });
    }
  } catch {
    outcome = 'failed';
  }
  $gems.set({ ...$gems.get(), unlockStatus: 'answered', outcome });
}

/** Tried again after a failure. */
export function resetPackUnlock(): void {
  $gems.set({ ...$gems.get(), unlockStatus: 'idle', outcome: null });
}
