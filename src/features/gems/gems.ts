/**
 * Gems and channel packs as the member meets them (membership spec sections 3, 4, 8 and 9). Pure:
 * the pages, the Actions and the islands read these.
 */

/** Membership spec section 8: the flash key of a balance that failed to load (its words are in src/shell/flash/messages.ts). */
export const BALANCE_LOAD_FAILED = 'unlock_channel_modal.failed_to_load_balance';
/** Membership spec section 8, "Hide gems info popup". */
export const HIDE_GEMS_INFO_FAILED = 'Error saving your preferences.';

/** Membership spec section 4: "Pack unlock outcomes: success, already unlocked, insufficient funds, other failure". */
export type PackUnlockOutcome = 'unlocked' | 'already-unlocked' | 'insufficient-funds' | 'failed';

/** Membership spec section 8, pack unlock messages, by outcome; success says what was unlocked instead. */
export const PACK_UNLOCK_MESSAGES: Readonly<Record<Exclude<PackUnlockOutcome, 'unlocked'>, string>> = {
  'already-unlocked': 'Pack is already unlocked',
  'insufficient-funds': 'Not enough funds to unlock',
  failed: 'Failed to unlock the pack. Please contact customer support',
};

/** The upstream's outcome names (upstream/members/gems/gems.graphql), in the site's words. */
export const UPSTREAM_OUTCOMES = {
  UNLOCKED: 'unlocked',
  ALREADY_UNLOCKED: 'already-unlocked',
  INSUFFICIENT_FUNDS: 'insufficient-funds',
} as const satisfies Record<string, PackUnlockOutcome>;

/** Membership spec section 9: "10 free gems every Friday per site subscription … gems are lost on cancellation", as the member reads it. */
export const GEMS_EARNED = 'Every Friday your membership earns free gems.';
export const GEMS_LOST = 'Gems are lost if you cancel your membership.';

/** "10 gems", "1 gem". */
export function gemsText(count: number): string {
  return `${count} ${count === 1 ? 'gem' : 'gems'}`;
}

/**
 * What the unlock asks, with the member's balance: "Unlock Neon Vol. 1 for 10 gems? You have 350."
 * Without the price (a pack the page could not name), the balance is said in gems.
 */
export function unlockQuestion(packName: string, price: number | null, balance: number): string {
  return price === null ? `Unlock ${packName} with gems? You have ${gemsText(balance)}.` : `Unlock ${packName} for ${gemsText(price)}? You have ${balance}.`;
}

/** "in 3 days", "tomorrow": when the next free gems come. */
export function nextGemsText(daysUntilRefreshGems: number): string {
  return daysUntilRefreshGems === 1 ? 'tomorrow' : `in ${daysUntilRefreshGems} days`;
}

/** A wallet transaction's reason in words. */
export const TRANSACTION_REASON_TEXTS: Readonly<Record<string, string>> = {
  WEEKLY_FREE_GEMS: 'Free gems of the week',
  CHANNEL_PACK_UNLOCK: 'Channel pack unlocked',
  CANCELLATION: 'Gems lost on cancellation',
  RETENTION_OFFER: 'Gems of your reactivation offer',
};


/** A wallet transaction, as far as the new gems are concerned. */
export interface GemsTransaction {
  amount: number;
  createdAt: string;
  transactionType: 'CREDIT' | 'DEBIT';
}

/**
 * The gems that came since the member last acknowledged their balance (membership spec sections 6
 * and 7: the gem animation, acknowledgeNewGemsBalance): the credits after that moment, or all of them
 * for a member who never acknowledged one.
 */
export function newGemsSince(transactions: readonly GemsTransaction[], lastAcknowledgementDate: string | null): number {
  const since = lastAcknowledgementDate === null ? Number.NEGATIVE_INFINITY : Date.parse(lastAcknowledgementDate);
  return transactions.filter((t) => t.transactionType === 'CREDIT' && Date.parse(t.createdAt) > since).reduce((sum, t) => sum + t.amount, 0);
}
