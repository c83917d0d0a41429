import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { getGemsBalance, getGemsWallet, unlockChannelPack } from '../../src/features/gems/gems.server.ts';
import type { MemberGateway } from '../../src/server/auth/member-gateway.ts';

/** A gateway that answers every call with `answer`, parsed by the call's own schema, as the real one does. */
function answering(answer: unknown): MemberGateway & { asked: unknown[] } {
  const asked: unknown[] = [];
  const call = async <S extends z.ZodType>(operation: string, _document: string, variables: Record<string, unknown>, schema: S): Promise<z.infer<S>> => {
    asked.push({ operation, variables });
    return schema.parse(answer);
  };
  return { asked, query: call, mutate: call, charge: call, api: () => Promise.reject(new Error('no REST here')) };
}

describe("the gems calls read the upstream's answers (upstream/members/gems/gems.graphql)", () => {
  it('getGemsBalance: the wallet beside the profile', async () => {
    const gateway = answering({
      profile: { percentageOfUnlockedChannelPacks: 2.5, daysUntilRefreshGems: 4, state: { gems: { lastAcknowledgementDate: null } } },
      wallet: { amount: 340 },
    });
    expect(await getGemsBalance(gateway, 'CINDER')).toEqual({ balance: 340, percentageOfUnlockedChannelPacks: 2.5, daysUntilRefreshGems: 4, lastAcknowledgementDate: null });
  });

  it('getGemsWallet: the balance and the transactions, newest first as answered, in one call', async () => {
    const transaction = { amount: 10, currency: 'GEMS', createdAt: '2026-11-20T00:00:00.000Z', transactionType: 'CREDIT', transactionReason: 'WEEKLY_FREE_GEMS' };
    const gateway = answering({
      profile: { percentageOfUnlockedChannelPacks: 0, daysUntilRefreshGems: 2, state: null },
      wallet: { amount: 30 },
      transactions: [transaction],
    });
    expect(await getGemsWallet(gateway, 'CINDER', new Date('2026-11-01T00:00:00Z'))).toEqual({
      balance: { balance: 30, percentageOfUnlockedChannelPacks: 0, daysUntilRefreshGems: 2, lastAcknowledgementDate: null },
      transactions: [transaction],
    });
    expect(gateway.asked).toEqual([{ operation: 'getGemsWallet', variables: { site: 'CINDER', since: '2026-11-01T00:00:00.000Z' } }]);
  });

  it.each([
    ['UNLOCKED', 'unlocked'],
    ['ALREADY_UNLOCKED', 'already-unlocked'],
    ['INSUFFICIENT_FUNDS', 'insufficient-funds'],
  ])('unlockChannelPack: %s is %s', async (upstream, outcome) => {
    const gateway = answering({ result: { outcome: upstream, channelPackId: '9', balance: { amount: 20 } } });
    expect(await unlockChannelPack(gateway, 9)).toEqual({ outcome, channelPackId: '9', balance: 20 });
  });
});
