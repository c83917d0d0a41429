import type { AccountRecord } from '../accounts.ts';
import type { BillingContext } from './billing-context.ts';

/** How long after a purchase its welcome data still welcomes (and hands out an autologin). */
export const WELCOME_WINDOW_MS = 60 * 60 * 1000;

export interface WelcomeData {
  memberid: string;
  hashedMemberId: string;
  username: string;
  siteId: string;
}

/** The welcome data of a purchase: the member's number, its hash (which proves the biller gave it), the username and the site bought. */
export function welcomeOf({ records }: Pick<BillingContext, 'records'>, account: AccountRecord, siteId: string): WelcomeData {
  const memberid = String(account.seq);
  return { memberid, hashedMemberId: records.hashMemberId(memberid), username: account.username ?? account.displayName, siteId };
}

/** The account of welcome data whose hash the biller made, else undefined. */
export function accountOfWelcome({ records, accounts }: Pick<BillingContext, 'records' | 'accounts'>, memberId: string, hashedMemberId: string): AccountRecord | undefined {
  if (!/^\d{1,12}$/.test(memberId) || records.hashMemberId(memberId) !== hashedMemberId) return undefined;
  return accounts.bySeq(Number(memberId));
}

/**
 * Membership spec section 7, welcomeCheck: the buyer's welcome data (its hash proves the biller
 * gave it) welcomes for an hour after the purchase, with a fresh one-time autologin.
 */
export function welcomeCheck(context: BillingContext, input: { memberId: string; hashedMemberId: string }) {
  const { records, accounts, store, now } = context;
  const account = accountOfWelcome(context, input.memberId, input.hashedMemberId);
  const notWelcome = { isWelcome: false, isTrial: false, autologinId: null, traffikJunkyTransactionId: null };
  if (!account) return notWelcome;
  const purchase = records.lastApprovedTransaction(account.accountId);
  if (!purchase || now().getTime() - Date.parse(purchase.created_at) > WELCOME_WINDOW_MS) return notWelcome;
  return store.transaction(() => ({
    isWelcome: true,
    isTrial: account.membership.subscriptionType === 'trial' && account.membership.isActive,
    autologinId: accounts.issueAutologin(account.accountId, now()),
    traffikJunkyTransactionId: String(purchase.transaction_id),
  }));
}
