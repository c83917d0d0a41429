import { readFileSync } from 'node:fs';
import { createGraphQLError } from 'graphql-yoga';
import type { TenantConfig } from '../../../src/tenants/schema.ts';
import { creditGems, forfeitGems, WALLET_STORE_SCHEMA } from '../gems/wallet.ts';
import type { MemberFeature } from '../member-feature.ts';
import type { MemberDirectory } from '../member-directory.ts';
import { lookup, memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import { BillingInputError, createBiller, type Biller, type SaleTracking, type SignupRequest } from './biller.ts';
import { BILLING_STORE_SCHEMA } from './records.ts';
import { signupExternRoute } from './signup-extern.ts';

export const billingTypeDefs = readFileSync(new URL('./billing.graphql', import.meta.url), 'utf8');

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Runs `run`, answering a request the biller refuses as BAD_USER_INPUT (nothing was charged). */
function refusing<T>(run: () => T): T {
  try {
    return lookup(run);
  } catch (error) {
    if (error instanceof BillingInputError) throw badInput(error.message);
    throw error;
  }
}

type Input<T> = { input: T };
type Tracking = {
  ref?: string | null;
  elm?: string | null;
  natsCode?: string | null;
  multisiteNatsCode?: string | null;
  tracking?: { externalConversion?: string | null; marketing?: string | null } | null;
  sid10?: string | null;
  pricingTests?: { pt?: string | null; ppt?: string | null; xspt?: string | null } | null;
  conversion?: { key: string; transactionType: string; trackingId?: string | null } | null;
  joinButton?: string | null;
};

/** A mutation's tracking fields, as the biller keeps them (multisite names its NATS code multisiteNatsCode). */
function saleOf(input: Tracking): SaleTracking {
  return {
    ref: input.ref ?? null,
    elm: input.elm ?? null,
    natsCode: input.natsCode ?? input.multisiteNatsCode ?? null,
    externalConversion: input.tracking?.externalConversion ?? null,
    marketing: input.tracking?.marketing ?? null,
  };
}

/** A join's tracking fields: the one-click upsells' and what only a join carries. */
function joinSaleOf(input: Tracking): SaleTracking {
  return {
    ...saleOf(input),
    sid10: input.sid10 ?? null,
    pricingTests: input.pricingTests ? { pt: input.pricingTests.pt ?? null, ppt: input.pricingTests.ppt ?? null, xspt: input.pricingTests.xspt ?? null } : null,
    conversion: input.conversion ? { key: input.conversion.key, transactionType: input.conversion.transactionType, trackingId: input.conversion.trackingId ?? null } : null,
    joinButton: input.joinButton ?? null,
  };
}

/** What the billing resolvers work with: the biller, the directory, the token check, and the site and member checks. */
interface BillingCalls {
  biller: Biller;
  directory: MemberDirectory;
  verify: VerifyAccessToken;
  /** The tenant of a site the call names; an unknown one is BAD_USER_INPUT. */
  siteOf: (site: string) => TenantConfig;
  /** The signed-in member's account, when `userUuid` is their own: another member's is refused, not answered. */
  ownAccount: (context: MemberContext, userUuid: string) => Promise<string>;
}

const option = (joinOption: ReturnType<Biller['joinOptions']>[number]) => ({ ...joinOption, multisiteType: joinOption.package });

/** What a member or a visitor may buy, the welcome page's check, and the member's retention offer. */
function billingQueries({ biller, verify, siteOf, ownAccount }: BillingCalls) {
  return {
    getJoinOptions(_: unknown, args: { site: string }) {
      const options = biller.joinOptions(siteOf(args.site));
      return { available: options.length > 0, options: options.map(option) };
    },
    async getUpsellOptions(_: unknown, args: { site: string }, context: MemberContext) {
      await memberOf(context, verify);
      return biller.upsellOptions(siteOf(args.site)).map(option);
    },
    welcomeCheck(_: unknown, { input }: Input<{ site: string; memberId: string; hashedMemberId: string }>) {
      siteOf(input.site);
      return biller.welcomeCheck(input);
    },
    async getRetentionOffer(_: unknown, { input }: Input<{ userUuid: string }>, context: MemberContext) {
      return biller.retentionOffer(await ownAccount(context, input.userUuid));
    },
  };
}

/** The charges of a join and of the internal one-click upsells (multisite, a single site, the trial's upgrade, yearly). */
function purchaseMutations({ biller, directory, verify, siteOf }: BillingCalls) {
  return {
    signup(_: unknown, { input }: Input<Omit<SignupRequest, 'site' | 'sale'> & { site: string } & Tracking>) {
      return refusing(() => biller.signup({ ...input, site: siteOf(input.site), sale: joinSaleOf(input) }));
    },
    async internalUpsellOneclickMultisite(_: unknown, { input }: Input<{ optionId: string; idempotencyKey: string } & Tracking>, context: MemberContext) {
      const accountId = await memberOf(context, verify);
      return refusing(() => biller.upgradeToMultisite(accountId, { optionId: input.optionId, idempotencyKey: input.idempotencyKey, sale: saleOf(input) }));
    },
    async internalUpsellOneclickSinglesite(_: unknown, { input }: Input<{ joinOptionId: string; siteName: string; idempotencyKey: string } & Tracking>, context: MemberContext) {
      const accountId = await memberOf(context, verify);
      const site = siteOf(input.siteName);
      return refusing(() => biller.buySingleSite(accountId, { site, joinOptionId: input.joinOptionId, idempotencyKey: input.idempotencyKey, sale: saleOf(input) }));
    },
    async internalUpsellTrialUpgrade(_: unknown, { input }: Input<{ idempotencyKey: string } & Tracking>, context: MemberContext) {
      const accountId = await memberOf(context, verify);
      const account = directory.accounts.byId(accountId);
      if (!account) throw badInput(`Unknown member "${accountId}"`);
      return refusing(() => biller.upgradeTrial(account, input.idempotencyKey, saleOf(input)));
    },
    internalUpsellTrialUpgradeWelcomePage(_: unknown, { input }: Input<{ memberId?: string | null; hashedMemberId?: string | null; idempotencyKey: string } & Tracking>) {
      const account = biller.accountOfWelcome(input.memberId ?? '', input.hashedMemberId ?? '');
      if (!account) throw badInput('memberId and hashedMemberId do not name a member');
      return refusing(() => biller.upgradeTrial(account, input.idempotencyKey, saleOf(input)));
    },
    async internalUpsellYearly(_: unknown, { input }: Input<{ idempotencyKey: string }>, context: MemberContext) {
      const accountId = await memberOf(context, verify);
      return refusing(() => biller.upgradeToYearly(accountId, input.idempotencyKey));
    },
  };
}

/** A cancellation, and staying or coming back on the retention offer. */
function cancellationMutations({ biller, verify, ownAccount }: BillingCalls) {
  return {
    async reactivateCancelledRebill(
      _: unknown,
      { input }: Input<{ userUuid: string; retentionOfferName?: string | null; deal?: { newPrice?: number | null; offeredGems?: number | null } | null; idempotencyKey: string }>,
      context: MemberContext,
    ) {
      const accountId = await ownAccount(context, input.userUuid);
      const deal = input.deal ? { newPrice: input.deal.newPrice ?? null, offeredGems: input.deal.offeredGems ?? null } : null;
      return refusing(() => biller.reactivate(accountId, { retentionOfferName: input.retentionOfferName ?? null, deal, idempotencyKey: input.idempotencyKey }));
    },
    async acceptRetentionOffer(_: unknown, { input }: Input<{ userUuid: string; retentionOfferName: string; idempotencyKey: string }>, context: MemberContext) {
      const accountId = await ownAccount(context, input.userUuid);
      return refusing(() => biller.stayWithRetentionOffer(accountId, { retentionOfferName: input.retentionOfferName, idempotencyKey: input.idempotencyKey }));
    },
    async cancelSubscription(_: unknown, __: unknown, context: MemberContext) {
      const accountId = await memberOf(context, verify);
      return biller.cancel(accountId);
    },
  };
}

export function createBillingResolvers(biller: Biller, directory: MemberDirectory, tenants: readonly TenantConfig[], verify: VerifyAccessToken) {
  const siteOf = (site: string): TenantConfig => {
    const tenant = tenants.find((candidate) => candidate.site === site.toUpperCase());
    if (!tenant) throw badInput(`Unknown site "${site}". Known sites: ${tenants.map((candidate) => candidate.site).join(', ')}.`);
    return tenant;
  };
  const ownUuid = (accountId: string) => {
    const site = directory.accounts.byId(accountId)?.membership.site;
    return site ? directory.getFullUserProfile(accountId, site).uuid : null;
  };
  const ownAccount = async (context: MemberContext, userUuid: string) => {
    const accountId = await memberOf(context, verify);
    if (ownUuid(accountId) !== userUuid) throw badInput('userUuid is not the signed-in member\'s');
    return accountId;
  };
  const calls: BillingCalls = { biller, directory, verify, siteOf, ownAccount };
  return {
    Query: billingQueries(calls),
    Mutation: { ...purchaseMutations(calls), ...cancellationMutations(calls) },
  };
}

/** The stand-in biller as a member feature of the upstream. */
export const billingFeature: MemberFeature = {
  // The wallet's tables too: a cancellation forfeits gems in its own transaction, with or without the gems feature served.
  storeSchema: BILLING_STORE_SCHEMA + WALLET_STORE_SCHEMA,
  create: ({ directory, store, verify, catalogue }) => {
    const tenants = [...catalogue.sites.bySite.values()];
    const biller = createBiller({ store, accounts: directory.accounts, tenants, contentTenants: catalogue.sites.contentTenants, forfeitGems, creditGems });
    return {
      graphql: { typeDefs: billingTypeDefs, resolvers: createBillingResolvers(biller, directory, tenants, verify) },
      routes: [signupExternRoute(biller)],
    };
  },
};
