import { z } from 'zod';
import { ACKNOWLEDGE_GEMS_INTRO, GET_GEMS_BALANCE, GET_TRANSACTIONS, UNLOCK_CHANNEL_PACK } from '../../gateway/documents/gems.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { UPSTREAM_OUTCOMES } from './gems.ts';

const count = z.number().int().min(0);
const dateTime = z.iso.datetime({ offset: true });

const gemsBalanceSchema = z
  .object({
    profile: z.object({
      percentageOfUnlockedChannelPacks: z.number().min(0).max(100),
      daysUntilRefreshGems: z.number().int().min(0).max(7).nullish(),
      state: z.object({ gems: z.object({ lastAcknowledgementDate: dateTime.nullish() }).nullish() }).nullish(),
    }),
    wallet: z.object({ amount: count }),
  })
  .transform(({ profile, wallet }) => ({
    balance: wallet.amount,
    percentageOfUnlockedChannelPacks: profile.percentageOfUnlockedChannelPacks,
    daysUntilRefreshGems: profile.daysUntilRefreshGems ?? null,
    lastAcknowledgementDate: profile.state?.gems?.lastAcknowledgementDate ?? null,
  }));
export type GemsBalance = z.infer<typeof gemsBalanceSchema>;

const transactionSchema = z.object({
  amount: count,
  currency: z.string().min(1),
  createdAt: dateTime,
  transactionType: z.enum(['CREDIT', 'DEBIT']),
  transactionReason: z.string().min(1),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

const unlockSchema = z
  .object({ outcome: z.enum(['UNLOCKED', 'ALREADY_UNLOCKED', 'INSUFFICIENT_FUNDS']), channelPackId: z.string().min(1), balance: z.object({ amount: count }) })
  .transform((answer) => ({ outcome: UPSTREAM_OUTCOMES[answer.outcome], channelPackId: answer.channelPackId, balance: answer.balance.amount }));
export type PackUnlockAnswer = z.infer<typeof unlockSchema>;

/** Membership spec section 7: getGemsBalance, the wallet's balance beside the profile's gems facts. */
export function getGemsBalance(gateway: MemberGateway, site: string): Promise<GemsBalance> {
  return gateway.query('getGemsBalance', GET_GEMS_BALANCE, { site }, gemsBalanceSchema);
}

/** Membership spec section 7: getTransactions, newest first; `since` keeps those at or after it. */
export function getTransactions(gateway: MemberGateway, since: Date | null): Promise<WalletTransaction[]> {
  return gateway.query('getTransactions', GET_TRANSACTIONS, { since: since?.toISOString() ?? null }, resultOf(z.array(transactionSchema)));
}

/**
 * Unlocks a channel pack with gems. A mutation: the member's cached profile is read afresh on the
 * next page, which then lists the pack as unlocked and plays its videos (src/access).
 */
export function unlockChannelPack(gateway: MemberGateway, channelPackId: number): Promise<PackUnlockAnswer> {
  return gateway.mutate('unlockChannelPack', UNLOCK_CHANNEL_PACK, { input: { channelPackId: String(channelPackId) } }, resultOf(unlockSchema));
}

/** Membership spec section 7: acknowledgeGemsIntro (when): the member asked not to see the gems modal again. */
export async function acknowledgeGemsIntro(gateway: MemberGateway, when: Date): Promise<void> {
  await gateway.mutate('acknowledgeGemsIntro', ACKNOWLEDGE_GEMS_INTRO, { when: when.toISOString() }, resultOf(z.boolean()));
}
