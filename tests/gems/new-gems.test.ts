import { describe, expect, it } from 'vitest';
import { newGemsSince, type GemsTransaction } from '../../src/features/gems/gems.ts';
import { getGemsNews } from '../../src/features/gems/gems.server.ts';
import type { MemberGateway } from '../../src/server/auth/member-gateway.ts';

const credit = (createdAt: string, amount = 10): GemsTransaction => ({ amount, createdAt, transactionType: 'CREDIT' });
const debit = (createdAt: string, amount = 10): GemsTransaction => ({ amount, createdAt, transactionType: 'DEBIT' });
const WALLET = [credit('2026-11-20T00:00:00.000Z'), debit('2026-11-18T12:00:00.000Z'), credit('2026-11-13T00:00:00.000Z'), credit('2026-11-06T00:00:00.000Z', 5)];

describe('the gems that came since the member last acknowledged their balance (the gem animation)', () => {
  it.each<[string, readonly GemsTransaction[], string | null, number]>([
    ['never acknowledged: every credit', WALLET, null, 25],
    ['acknowledged between two Fridays: the credit after it', WALLET, '2026-11-15T09:00:00.000Z', 10],
    ['acknowledged after the last credit: none', WALLET, '2026-11-21T00:00:00.000Z', 0],
    ['a credit at the very moment of the acknowledgement was seen', WALLET, '2026-11-20T00:00:00.000Z', 0],
    ['spending is no news', [debit('2026-11-22T00:00:00.000Z')], '2026-11-21T00:00:00.000Z', 0],
    ['an empty wallet', [], null, 0],
  ])('%s', (_case, transactions, acknowledged, expected) => {
    expect(newGemsSince(transactions, acknowledged)).toBe(expected);
  });

  /** A gateway that answers getGemsWallet with the wallet acknowledged at `acknowledged`, and records what it was asked. */
  function walletGateway(acknowledged: string) {
    const asked: unknown[] = [];
    const answer = {
      profile: { percentageOfUnlockedChannelPacks: 0, daysUntilRefreshGems: 3, state: { gems: { lastAcknowledgementDate: acknowledged } } },
      wallet: { amount: 25 },
      transactions: WALLET.map((t) => ({ ...t, currency: 'GEMS', transactionReason: 'WEEKLY_FREE_GEMS' })),
    };
    const gateway = {
      query: async (operation: string, _document: string, variables: Record<string, unknown>, schema: { parse: (value: unknown) => unknown }) => {
        asked.push({ operation, variables });
        return schema.parse(answer);
      },
    } as unknown as MemberGateway;
    return { gateway, asked };
  }

  it.each<[string, string | null, string | null]>([
    ['a member who never acknowledged: the whole wallet', null, null],
    ['since the acknowledgement the session knows, not the whole wallet', '2026-11-10T08:00:00.000Z', '2026-11-10T08:00:00.000Z'],
  ])('getGemsNews reads the balance and the wallet in one call: %s', async (_case, known, since) => {
    const { gateway, asked } = walletGateway('2026-11-15T09:00:00.000Z');
    // The answer's own acknowledgement counts, newer than the session's copy of the profile.
    expect(await getGemsNews(gateway, 'AURORA', known)).toEqual({ balance: 25, daysUntilRefreshGems: 3, newGems: 10 });
    expect(asked).toEqual([{ operation: 'getGemsWallet', variables: { site: 'AURORA', since } }]);
  });
});
