/* Gems and channel packs (contract: upstream/members/gems/gems.graphql, member-state.graphql). */

/** Membership spec section 7: "getGemsBalance: profile (percentageOfUnlockedChannelPacks, daysUntilRefreshGems, gems acknowledgement date) and wallet balance amount". */
export const GET_GEMS_BALANCE = `query getGemsBalance($site: String!) {
  profile: getFullUserProfile(site: $site) { percentageOfUnlockedChannelPacks daysUntilRefreshGems state { gems { lastAcknowledgementDate } } }
  wallet: walletBalance { amount } }`;

/** Membership spec section 7: "getTransactions (optional since date): ordered by createdAt descending". */
export const GET_TRANSACTIONS = `query getTransactions($since: String) {
  result: getTransactions(since: $since) { amount currency createdAt transactionType transactionReason } }`;

export const UNLOCK_CHANNEL_PACK = `mutation unlockChannelPack($input: UnlockChannelPackInput!) {
  result: unlockChannelPack(input: $input) { outcome channelPackId balance { amount } } }`;

export const ACKNOWLEDGE_GEMS_INTRO = 'mutation acknowledgeGemsIntro($when: String) { result: acknowledgeGemsIntro(when: $when) }';
