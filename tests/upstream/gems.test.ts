import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersPart, openMemberStore } from '../../upstream/members/index.ts';
import { gemsFeature } from '../../upstream/members/gems/gems.resolvers.ts';
import { forfeitGems, gemWallet } from '../../upstream/members/gems/wallet.ts';
import { daysUntilRefreshGems, lastRefreshAtOrBefore, refreshesBetween, WEEKLY_FREE_GEMS } from '../../upstream/members/gems/weekly-gems.ts';
import { CHANNEL_PACK_PRICE } from '../../upstream/members/gems/channel-packs.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

describe('the Friday credits (membership spec section 9: 10 free gems every Friday)', () => {
  it.each([
    ['Monday', '2026-11-23T10:00:00Z', 4],
    ['Thursday', '2026-11-26T23:59:59Z', 1],
    ['Friday, just after midnight: the credit is made', '2026-11-27T00:00:01Z', 7],
    ['Saturday', '2026-11-28T12:00:00Z', 6],
    ['Sunday', '2026-11-29T12:00:00Z', 5],
  ])('%s %s: %i days until the next', (_, now, days) => {
    expect(daysUntilRefreshGems(new Date(now))).toBe(days);
  });

  it('names every Friday midnight after the start and up to now, a Friday midnight itself included', () => {
    expect(refreshesBetween(new Date('2026-11-06T00:00:00Z'), new Date('2026-11-27T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-13T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
    ]);
    expect(refreshesBetween(new Date('2026-11-21T08:00:00Z'), new Date('2026-11-26T08:00:00Z'))).toEqual([]);
  });
});

describe('the wallet ledger', () => {
  const subscription = { id: 'aurora', since: new Date('2026-10-31T12:00:00Z') };

  it('credits each Friday once per week and subscription, however often it is read', () => {
    const store = openMemberStore(null);
    const wallet = gemWallet(store);
    const now = new Date('2026-11-23T10:00:00Z'); // Fridays since: Nov 6, 13, 20
    wallet.creditWeeklyGems('a', [subscription], now);
    wallet.creditWeeklyGems('a', [subscription], now);
    expect(wallet.balance('a')).toBe(3 * WEEKLY_FREE_GEMS);
    // A second subscription earns its own; a later read adds only the new Friday.
    wallet.creditWeeklyGems('a', [subscription, { id: 'multisiteVP', since: new Date('2026-11-19T00:00:00Z') }], new Date('2026-11-27T01:00:00Z'));
    expect(wallet.balance('a')).toBe(4 * WEEKLY_FREE_GEMS + 2 * WEEKLY_FREE_GEMS);
    expect(wallet.transactions('a', new Date('2026-11-27T00:00:00Z'))).toEqual([
      { amount: WEEKLY_FREE_GEMS, currency: 'GEMS', createdAt: '2026-11-27T00:00:00.000Z', transactionType: 'CREDIT', transactionReason: 'WEEKLY_FREE_GEMS' },
      { amount: WEEKLY_FREE_GEMS, currency: 'GEMS', createdAt: '2026-11-27T00:00:00.000Z', transactionType: 'CREDIT', transactionReason: 'WEEKLY_FREE_GEMS' },
    ]);
    expect(wallet.balance('b')).toBe(0);
  });

  it('loses every gem on cancellation, Fridays not yet credited included, and earns again only after it', () => {
    const store = openMemberStore(null);
    const wallet = gemWallet(store);
    wallet.creditWeeklyGems('a', [subscription], new Date('2026-11-14T00:00:00Z')); // Nov 6 and 13
    forfeitGems(store, 'a', new Date('2026-11-22T00:00:00Z'));
    expect(wallet.balance('a')).toBe(0);
    wallet.creditWeeklyGems('a', [subscription], new Date('2026-11-23T00:00:00Z')); // Nov 20 was before the forfeit
    expect(wallet.balance('a')).toBe(0);
    expect(wallet.transactions('a', null)[0]).toMatchObject({ amount: 2 * WEEKLY_FREE_GEMS, transactionType: 'DEBIT', transactionReason: 'CANCELLATION' });
    wallet.creditWeeklyGems('a', [subscription], new Date('2026-11-28T00:00:00Z'));
    expect(wallet.balance('a')).toBe(WEEKLY_FREE_GEMS);
    forfeitGems(store, 'nobody', new Date()); // nothing to lose: no debit
    expect(wallet.transactions('nobody', null)).toEqual([]);
  });
});

let upstream: Upstream & { dataDir: string };
type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
async function graphql<T>(query: string, account?: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
  return (await requestAs(upstream.url, '/graphql', { body: { query, variables }, account })).body as GraphQLAnswer<T>;
}
type Unlock = { unlockChannelPack: { outcome: string; channelPackId: string; balance: { amount: number } } };
const UNLOCK = 'mutation($id: ID!) { unlockChannelPack(input: { channelPackId: $id }) { outcome channelPackId balance { amount } } }';
const unlock = (account: string, id: string) => graphql<Unlock>(UNLOCK, account, { id });
const balanceOf = async (account: string) => (await graphql<{ walletBalance: { amount: number } }>('{ walletBalance { amount } }', account)).data?.walletBalance.amount;
const packsOf = async (account: string) =>
  (await graphql<{ getFullUserProfile: { unlockedChannelPackIds: string[]; percentageOfUnlockedChannelPacks: number } }>(
    '{ getFullUserProfile(site: "AURORA") { unlockedChannelPackIds percentageOfUnlockedChannelPacks } }',
    account,
  )).data?.getFullUserProfile;

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, gemsFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

describe('gems over GraphQL (membership spec sections 3, 4 and 7)', () => {
  it("credits the due Fridays once for a document asking the balance and the transactions together (the account page's wallet)", async () => {
    // The first request of the file for this member: every Friday since they joined is due in it.
    const { data } = await graphql<{ walletBalance: { amount: number }; getTransactions: { amount: number; createdAt: string }[] }>(
      '{ walletBalance { amount } getTransactions { amount createdAt } }',
      'demo-member',
    );
    const fridays = data!.getTransactions.map((t) => t.createdAt);
    expect(new Set(fridays).size).toBe(fridays.length);
    expect(data!.walletBalance.amount).toBe(data!.getTransactions.reduce((sum, t) => sum + t.amount, 0));
    expect(await balanceOf('demo-member')).toBe(data!.walletBalance.amount);
  });

  it("answers the member's balance and transactions, newest first, the Fridays since they joined credited", async () => {
    const balance = await balanceOf('demo-member');
    expect(balance).toBeGreaterThanOrEqual(30 * WEEKLY_FREE_GEMS); // eight months of Fridays
    const { data } = await graphql<{ getTransactions: { amount: number; createdAt: string; transactionType: string; transactionReason: string; currency: string }[] }>(
      '{ getTransactions { amount currency createdAt transactionType transactionReason } }',
      'demo-member',
    );
    const transactions = data!.getTransactions;
    expect(transactions.reduce((sum, t) => sum + (t.transactionType === 'CREDIT' ? t.amount : -t.amount), 0)).toBe(balance);
    expect(transactions.map((t) => t.createdAt)).toEqual(transactions.map((t) => t.createdAt).sort().reverse());
    expect(new Date(transactions[0]!.createdAt).getUTCDay()).toBe(5);
    const since = transactions[2]!.createdAt;
    expect((await graphql<{ getTransactions: unknown[] }>('query($since: String) { getTransactions(since: $since) { amount } }', 'demo-member', { since })).data?.getTransactions).toHaveLength(3);
    // Trials, expired and cancelled members earn nothing.
    for (const account of ['demo-trial', 'demo-expired', 'demo-cancelled']) expect(await balanceOf(account)).toBe(0);
  });

  it('unlocks a pack for 10 gems, once: the profile lists it, and again it is already unlocked', async () => {
    const before = (await balanceOf('demo-multisite'))!;
    const first = await unlock('demo-multisite', '1');
    expect(first.data?.unlockChannelPack).toEqual({ outcome: 'UNLOCKED', channelPackId: '1', balance: { amount: before - CHANNEL_PACK_PRICE } });
    const packs = await packsOf('demo-multisite');
    expect(packs?.unlockedChannelPackIds).toEqual(['1']);
    expect(packs?.percentageOfUnlockedChannelPacks).toBeGreaterThan(0);
    expect((await unlock('demo-multisite', '1')).data?.unlockChannelPack.outcome).toBe('ALREADY_UNLOCKED');
    expect(await balanceOf('demo-multisite')).toBe(before - CHANNEL_PACK_PRICE);
    // The demo account that holds every pack still does.
    expect((await unlock('demo-channels', '2')).data?.unlockChannelPack.outcome).toBe('ALREADY_UNLOCKED');
    expect((await packsOf('demo-channels'))?.percentageOfUnlockedChannelPacks).toBe(100);
  });

  it('refuses without enough gems, for a non-member, for an unknown pack, and without a token', async () => {
    const store = openMemberStore(upstream.dataDir);
    forfeitGems(store, 'demo-performer', new Date());
    store.close();
    expect((await unlock('demo-performer', '3')).data?.unlockChannelPack).toEqual({ outcome: 'INSUFFICIENT_FUNDS', channelPackId: '3', balance: { amount: 0 } });
    expect((await packsOf('demo-performer'))?.unlockedChannelPackIds).toEqual([]);
    expect((await unlock('demo-trial', '3')).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_AN_ACTIVE_MEMBER' });
    for (const id of ['999999', 'abc', '0']) expect((await unlock('demo-member', id)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(UNLOCK, undefined, { id: '3' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ getTransactions(since: "soon") { amount } }', 'demo-member')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('twenty identical unlocks at once spend the gems exactly once', async () => {
    const before = (await balanceOf('demo-director'))!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock('demo-director', '4')));
    const outcomes = answers.map((answer) => answer.data?.unlockChannelPack.outcome);
    expect(outcomes.filter((outcome) => outcome === 'UNLOCKED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ALREADY_UNLOCKED')).toHaveLength(19);
    expect(await balanceOf('demo-director')).toBe(before - CHANNEL_PACK_PRICE);
  });

  it('never lets the balance below zero when unlocks of different packs race for the last gems', async () => {
    const store = openMemberStore(upstream.dataDir);
    // Lost three weeks ago: the three Fridays since are the member's only gems.
    forfeitGems(store, 'demo-moderator', new Date(lastRefreshAtOrBefore(new Date()).getTime() - 21 * 86_400_000 + 1));
    store.close();
    const balance = (await balanceOf('demo-moderator'))!;
    expect(balance).toBe(3 * WEEKLY_FREE_GEMS);
    const packs = Array.from({ length: 8 }, (_, i) => String(i + 1));
    const answers = await Promise.all(packs.map((id) => unlock('demo-moderator', id)));
    expect(answers.filter((answer) => answer.data?.unlockChannelPack.outcome === 'UNLOCKED')).toHaveLength(balance / CHANNEL_PACK_PRICE);
    expect(await balanceOf('demo-moderator')).toBe(0);
  });
});
