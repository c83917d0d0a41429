import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { AccountRecord, AccountRecords } from '../accounts.ts';
import type { MemberStore } from '../store.ts';
import type { BillingContext } from './billing-context.ts';
import { cancel, type CancelAnswer } from './cancellation.ts';
import { BillingInputError } from './idempotency.ts';
import { joinOptionCatalogue } from './join-options.ts';
import { buySingleSite, upgradeToMultisite, upgradeToYearly, upgradeTrial, type UpsellAnswer } from './one-click.ts';
import { billingRecords } from './records.ts';
import { reactivate, retentionOffer, stayWithRetentionOffer, type ReactivateAnswer } from './rebills.ts';
import type { RetentionOffer } from './retention.ts';
import type { SaleTracking } from './sale-tracking.ts';
import { signup, type SignupAnswer, type SignupRequest, type SignupStatus } from './signup.ts';
import { accountOfWelcome, welcomeCheck, type WelcomeData } from './welcome.ts';

export { BillingInputError };
export type { CancelAnswer, ReactivateAnswer, SaleTracking, SignupAnswer, SignupRequest, SignupStatus, UpsellAnswer, WelcomeData };

export interface BillerDeps {
  store: MemberStore;
  accounts: AccountRecords;
  tenants: readonly TenantConfig[];
  /** The brands with content of their own (sites.ts): whose libraries a multisite package opens. */
  contentTenants: readonly TenantConfig[];
  /** Membership spec section 9: gems are lost on cancellation (the gems feature's wallet). */
  forfeitGems: (store: MemberStore, accountId: string, when: Date) => void;
  /** The gems feature's credit (gems/wallet.ts): a retention offer's gems come with the reactivation, or with staying. */
  creditGems: (store: MemberStore, accountId: string, amount: number, when: Date) => void;
  now?: () => Date;
}

/**
 * The stand-in's biller, one step per module: a visitor's signup (signup.ts), the welcome after a
 * purchase (welcome.ts), a member's one-click purchases on the card on file (one-click.ts), the
 * subscriptions they start (subscriptions.ts), the retention offer and the reactivation of a
 * cancelled rebill (rebills.ts) and the cancellation (cancellation.ts). Every charge is recorded once per idempotency key.
 */
export function createBiller({ store, accounts, tenants, contentTenants, forfeitGems, creditGems, now = () => new Date() }: BillerDeps) {
  const context: BillingContext = { store, accounts, records: billingRecords(store), options: joinOptionCatalogue(tenants), tenants, contentTenants, now };
  const { records, options } = context;
  return {
    records,
    /** The join page's options for `site`: empty when the brand sells no membership. */
    joinOptions: (site: TenantConfig) => options.joinOptions(site),
    upsellOptions: (site: TenantConfig) => options.upsellOptions(site),
    signup: (request: SignupRequest): SignupAnswer => signup(context, request),
    welcomeCheck: (input: { memberId: string; hashedMemberId: string }) => welcomeCheck(context, input),
    /** The account of welcome data (the trial upgrade from the welcome page, where no one is signed in yet). */
    accountOfWelcome: (memberId: string, hashedMemberId: string): AccountRecord | undefined => accountOfWelcome(context, memberId, hashedMemberId),
    upgradeToMultisite: (accountId: string, input: { optionId: string; idempotencyKey: string; sale: SaleTracking }) => upgradeToMultisite(context, accountId, input),
    buySingleSite: (accountId: string, input: { site: TenantConfig; joinOptionId: string; idempotencyKey: string; sale: SaleTracking }) => buySingleSite(context, accountId, input),
    upgradeTrial: (account: AccountRecord, idempotencyKey: string, sale: SaleTracking) => upgradeTrial(context, account, idempotencyKey, sale),
    upgradeToYearly: (accountId: string, idempotencyKey: string) => upgradeToYearly(context, accountId, idempotencyKey),
    retentionOffer: (accountId: string) => retentionOffer(context, accountId),
    reactivate: (accountId: string, input: { retentionOfferName: string | null; deal: RetentionOffer['deal'] | null; idempotencyKey: string }) => reactivate(context, creditGems, accountId, input),
    stayWithRetentionOffer: (accountId: string, input: { retentionOfferName: string; idempotencyKey: string }) => stayWithRetentionOffer(context, creditGems, accountId, input),
    cancel: (accountId: string): CancelAnswer => cancel(context, forfeitGems, accountId),
  };
}

export type Biller = ReturnType<typeof createBiller>;
