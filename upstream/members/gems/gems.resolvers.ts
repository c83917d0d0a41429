import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { UserProfileInput } from '../../../src/membership/profile.ts';
import type { Sites } from '../../sites.ts';
import { siteOfCall } from '../call-site.ts';
import type { MemberFeature } from '../member-feature.ts';
import type { MemberDirectory } from '../member-directory.ts';
import { lookup, memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import { CHANNEL_PACK_STORE_SCHEMA, channelPackUnlocks, unlockChannelPack } from './channel-packs.ts';
import { GEMS_CURRENCY, gemWallet, WALLET_STORE_SCHEMA, type EarningSubscription } from './wallet.ts';

const gemsTypeDefs = readFileSync(new URL('./gems.graphql', import.meta.url), 'utf8');

/** The one subscription of an account, as its weekly credits name it. */
const MEMBERSHIP_SUBSCRIPTION_ID = 'membership';

/**
 * The subscriptions of a member that earn weekly gems: an active member subscription not cancelled
 * (a cancelled one lost its gems and earns no more). A tandem child shares its parent's
 * subscription, whose gems are the parent's. An account holds one subscription today, upgraded in
 * place, so its credits go under one stable id: naming it by its package would credit the Fridays
 * since it began a second time after an upgrade.
 */
export function earningSubscriptions(profile: UserProfileInput): EarningSubscription[] {
  const subscription = profile.subscription;
  if (subscription?.subscriptionType !== 'member' || subscription.isActive !== true || subscription.cancelled === true) return [];
  if (profile.tandemSubscription?.isTandemChildAccount === true || !subscription.activeSince) return [];
  return [{ id: MEMBERSHIP_SUBSCRIPTION_ID, since: new Date(subscription.activeSince) }];
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export interface GemsResolverDeps {
  directory: MemberDirectory;
  verify: VerifyAccessToken;
  /** The site of the pack's channel, or null when the catalogue has no pack with this id. */
  packSite: (channelPackId: number) => string | null;
  sites: Pick<Sites, 'bySite' | 'shows'>;
  /** A site the member's profile is read on (the wallet is the same on every site). */
  site: string;
  now?: () => Date;
}

/** walletBalance, getTransactions and unlockChannelPack for the member of the bearer token (401 without one). */
export function createGemsResolvers({ directory, verify, packSite, sites, site, now = () => new Date() }: GemsResolverDeps) {
  const { store } = directory;
  const wallet = gemWallet(store);
  const unlocks = channelPackUnlocks(store);
  const profileOf = (accountId: string) => lookup(() => directory.getFullUserProfile(accountId, site));
  /**
   * The member's wallet with the weekly gems due so far written, once per request: the account
   * page's one document asks for the balance and the transactions together.
   */
  const credited = new WeakMap<MemberContext, Promise<string>>();
  const creditedWallet = (context: MemberContext): Promise<string> => {
    let accountId = credited.get(context);
    if (!accountId) {
      accountId = memberOf(context, verify).then((id) => {
        wallet.creditWeeklyGems(id, earningSubscriptions(profileOf(id)), now());
        return id;
      });
      credited.set(context, accountId);
    }
    return accountId;
  };
  return {
    Query: {
      async walletBalance(_: unknown, _args: unknown, context: MemberContext) {
        return { amount: wallet.balance(await creditedWallet(context)), currency: GEMS_CURRENCY };
      },
      async getTransactions(_: unknown, args: { since?: string | null }, context: MemberContext) {
        const since = args.since ? new Date(args.since) : null;
        if (since && Number.isNaN(since.getTime())) throw badInput(`"since" must be an ISO date-time, got "${args.since}"`);
        return wallet.transactions(await creditedWallet(context), since);
      },
    },
    Mutation: {
      async unlockChannelPack(_: unknown, args: { input: { channelPackId: string } }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const callSite = siteOfCall(context, sites);
        const raw = args.input.channelPackId.trim();
        const channelPackId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
        // One transaction from the pack's check to the debit: another brand's pack is unknown here, and spends nothing.
        const { outcome, balance } = store.transaction(() => {
          const packOf = Number.isSafeInteger(channelPackId) ? packSite(channelPackId) : null;
          if (packOf === null || !sites.shows(callSite, packOf)) {
            throw badInput(`Unknown channel pack "${args.input.channelPackId}": the id is a pack's channelPackId.`);
          }
          const profile = profileOf(accountId);
          if (profile.subscription?.subscriptionType !== 'member' || profile.subscription.isActive !== true) {
            throw createGraphQLError('Only active members unlock channel packs with gems.', { extensions: { code: 'FORBIDDEN', reason: 'NOT_AN_ACTIVE_MEMBER' } });
          }
          return unlockChannelPack(store, wallet, unlocks, {
            accountId,
            channelPackId,
            // Read inside the transaction: the demo account that holds every pack answers from the directory.
            unlockedPackIds: () => profileOf(accountId).unlockedChannelPackIds ?? [],
            subscriptions: earningSubscriptions(profile),
            when: now(),
          });
        });
        return { outcome, channelPackId: String(channelPackId), balance: { amount: balance, currency: GEMS_CURRENCY } };
      },
    },
  };
}

function packLookup(db: DatabaseSync): (channelPackId: number) => string | null {
  const statement = db.prepare('SELECT c.site FROM channel_packs p JOIN channels c USING (channel_id) WHERE p.channel_pack_id = ?');
  return (channelPackId) => (statement.get(channelPackId) as { site: string } | undefined)?.site ?? null;
}

/** The gems wallet and channel pack unlocks as a member feature of the upstream. */
export const gemsFeature: MemberFeature = {
  storeSchema: WALLET_STORE_SCHEMA + CHANNEL_PACK_STORE_SCHEMA,
  create: ({ directory, verify, catalogue }) => {
    const site = catalogue.sites.contentTenants[0]?.site;
    if (!site) throw new Error('The gems feature reads profiles on a site: the tenants folder has no standalone tenant.');
    return { graphql: { typeDefs: gemsTypeDefs, resolvers: createGemsResolvers({ directory, verify, packSite: packLookup(catalogue.db), sites: catalogue.sites, site }) } };
  },
};
