/* Gems and channel packs (contract: upstream/members/gems/gems.graphql, member-state.graphql). */

/** Membership spec section 7: "getGemsBalance: profile (percentageOfUnlockedChannelPacks, daysUntilRefreshGems, gems acknowledgement date) and wallet balance amount". */
const GEMS_BALANCE_FIELDS = `profile: getFullUserProfile(site: $site) { percentageOfUnlockedChannelPacks daysUntilRefreshGems state { gems { lastAcknowledgementDate } } }
  wallet: walletBalance { amount }`;
export const GET_GEMS_BALANCE = `query getGemsBalance($site: String!) {
  ${GEMS_BALANCE_FIELDS} }`;

/**
 * The account page's wallet: getGemsBalance and membership spec section 7's "getTransactions
 * (optional since date): ordered by createdAt descending" in one document, so the page waits on
 * one gateway call for both (the upstream writes the week's due gems once per request).
 */
export const GET_GEMS_WALLET = `query getGemsWallet($site: String!, $since: String) {
  ${GEMS_BALANCE_FIELDS}
  transactions: getTransactions(since: $since) { amount currency createdAt transactionType transactionReason } }`;

export const UNLOCK_CHANNEL_PACK = `mutation unlockChannelPack($input: UnlockChannelPackInput!) {
  result: unlockChannelPack(input: $input) { outcome channelPackId balance { amount } } }`;

export const ACKNOWLEDGE_NEW_GEMS_BALANCE = 'mutation acknowledgeNewGemsBalance { result: acknowledgeNewGemsBalance }';

export const ACKNOWLEDGE_GEMS_INTRO = 'mutation acknowledgeGemsIntro($when: String) { result: acknowledgeGemsIntro(when: $when) }';
