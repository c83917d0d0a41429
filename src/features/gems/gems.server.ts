import { z } from 'zod';
import { ACKNOWLEDGE_GEMS_INTRO, ACKNOWLEDGE_NEW_GEMS_BALANCE, GET_GEMS_BALANCE, GET_GEMS_WALLET, UNLOCK_CHANNEL_PACK } from '../../gateway/documents/gems.ts';
import { flagResult, resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { newGemsSince, UPSTREAM_OUTCOMES } from './gems.ts';

const count = z.number().int().min(0);
const dateTime = z.iso.datetime({ offset: true });

const balanceFields = {
  profile: z.object({
    percentageOfUnlockedChannelPacks: z.number().min(0).max(100),
    daysUntilRefreshGems: z.number().int().min(0).max(7).nullish(),
    state: z.object({ gems: z.object({ lastAcknowledgementDate: dateTime.nullish() }).nullish() }).nullish(),
  }),
  wallet: z.object({ amount: count }),
};
const balanceOf = ({ profile, wallet }: z.infer<z.ZodObject<typeof balanceFields>>) => ({
  balance: wallet.amount,
  percentageOfUnlockedChannelPacks: profile.percentageOfUnlockedChannelPacks,
  daysUntilRefreshGems: profile.daysUntilRefreshGems ?? null,
  lastAcknowledgementDate: profile.state?.gems?.lastAcknowledgementDate ?? null,
});
const gemsBalanceSchema = z.object(balanceFields).transform(balanceOf);
export type GemsBalance = z.infer<typeof gemsBalanceSchema>;

const transactionSchema = z.object({
  amount: count,
  currency: z.string().min(1),
  createdAt: dateTime,
  transactionType: z.enum(['CREDIT', 'DEBIT']),
  transactionReason: z.string().min(1),
});

const gemsWalletSchema = z
  .object({ ...balanceFields, transactions: z.array(transactionSchema) })
  .transform((answer) => ({ balance: balanceOf(answer), transactions: answer.transactions }));
export type GemsWallet = z.infer<typeof gemsWalletSchema>;

const unlockSchema = z
  .object({ outcome: z.enum(['UNLOCKED', 'ALREADY_UNLOCKED', 'INSUFFICIENT_FUNDS']), channelPackId: z.string().min(1), balance: z.object({ amount: count }) })
  .transform((answer) => ({ outcome: UPSTREAM_OUTCOMES[answer.outcome], channelPackId: answer.channelPackId, balance: answer.balance.amount }));
export type PackUnlockAnswer = z.infer<typeof unlockSchema>;

/** Membership spec section 7: getGemsBalance, the wallet's balance beside the profile's gems facts. */
export function getGemsBalance(gateway: MemberGateway, site: string): Promise<GemsBalance> {
  return gateway.query('getGemsBalance', GET_GEMS_BALANCE, { site }, gemsBalanceSchema);
}

/**
 * The balance (as getGemsBalance) and the wallet's transactions (membership spec section 7's
 * getTransactions: newest first; `since` keeps those at or after it), in one gateway call.
 */
export function getGemsWallet(gateway: MemberGateway, site: string, since: Date | null): Promise<GemsWallet> {
  return gateway.query('getGemsWallet', GET_GEMS_WALLET, { site, since: since?.toISOString() ?? null }, gemsWalletSchema);
}

/**
 * The balance and the gems that came since the member last acknowledged it (the header's gems
 * counter), in one call. `knownAcknowledgement` is the one the member's profile held when the session
 * last read it: an acknowledgement only ever moves forward, so no new gem came before it, and the
 * wallet is asked only for what came since (not its whole history). The answer's own date counts.
 */
export async function getGemsNews(
  gateway: MemberGateway,
  site: string,
  knownAcknowledgement: string | null,
): Promise<{ balance: number; daysUntilRefreshGems: number | null; newGems: number }> {
  const since = knownAcknowledgement === null ? null : new Date(knownAcknowledgement);
  const { balance, transactions } = await getGemsWallet(gateway, site, since);
  return { balance: balance.balance, daysUntilRefreshGems: balance.daysUntilRefreshGems, newGems: newGemsSince(transactions, balance.lastAcknowledgementDate) };
}

/** Membership spec section 7: acknowledgeNewGemsBalance: the member has seen the gems that came. */
export async function acknowledgeNewGemsBalance(gateway: MemberGateway): Promise<void> {
  await gateway.mutate('acknowledgeNewGemsBalance', ACKNOWLEDGE_NEW_GEMS_BALANCE, {}, flagResult);
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
  await gateway.mutate('acknowledgeGemsIntro', ACKNOWLEDGE_GEMS_INTRO, { when: when.toISOString() }, flagResult);
}
