/* Joining and the purchase flows (contract: upstream/members/billing/billing.graphql). */

const WELCOME = 'memberid hashedMemberId username siteId';
/** A join option's fields, as src/features/join/join-option.ts reads them. */
const JOIN_OPTION = 'joinOptionId name price rebillPrice currency periodDays rebillPeriodDays trial payPerVideoCredits multisiteType';
const PURCHASE = 'name amount currency trial payPerVideoCredits nextCharge { amount currency dueAt }';

export const GET_JOIN_OPTIONS = `query getJoinOptions($site: String!) {
  result: getJoinOptions(site: $site) { available options { ${JOIN_OPTION} } } }`;

export const SIGNUP = `mutation signup($input: SignupInput!) {
  result: signup(input: $input) { status reason code welcome { ${WELCOME} } purchase { ${PURCHASE} } } }`;

/** Membership spec section 7: "welcomeCheck: input site, memberId, hashedMemberId; response isWelcome, isTrial, autologinId, traffikJunkyTransactionId". */
export const WELCOME_CHECK = `query welcomeCheck($input: WelcomeCheckInput!) {
  result: welcomeCheck(input: $input) { isWelcome isTrial autologinId traffikJunkyTransactionId } }`;

export const GET_UPSELL_OPTIONS = `query getUpsellOptions($site: String!) {
  result: getUpsellOptions(site: $site) { ${JOIN_OPTION} } }`;

/** Membership spec section 7: "internalUpsellOneclickMultisite … response success, location, username, memberId, hashedMemberId, errors". */
export const INTERNAL_UPSELL_ONECLICK_MULTISITE = `mutation internalUpsellOneclickMultisite($input: InternalUpsellOneclickMultisiteInput!) {
  result: internalUpsellOneclickMultisite(input: $input) { success location username memberId hashedMemberId siteId errors } }`;

/** Membership spec section 7: "internalUpsellOneclickSinglesite: joinOptionId, ref, elm, siteName, natsCode, tracking; response success, location" (and the welcome data, as multisite's). */
export const INTERNAL_UPSELL_ONECLICK_SINGLESITE = `mutation internalUpsellOneclickSinglesite($input: InternalUpsellOneclickSinglesiteInput!) {
  result: internalUpsellOneclickSinglesite(input: $input) { success location username memberId hashedMemberId siteId errors } }`;

/** Membership spec section 7: "internalUpsellTrialUpgrade … response success, location". */
export const INTERNAL_UPSELL_TRIAL_UPGRADE = `mutation internalUpsellTrialUpgrade($input: InternalUpsellTrialUpgradeInput!) {
  result: internalUpsellTrialUpgrade(input: $input) { success location errors } }`;

export const INTERNAL_UPSELL_TRIAL_UPGRADE_WELCOME_PAGE = `mutation internalUpsellTrialUpgradeWelcomePage($input: InternalUpsellTrialUpgradeInput!) {
  result: internalUpsellTrialUpgradeWelcomePage(input: $input) { success location errors } }`;

/** Membership spec section 7: "getRetentionOffer: input userUuid". */
export const GET_RETENTION_OFFER = `query getRetentionOffer($input: RetentionOfferInput!) {
  result: getRetentionOffer(input: $input) {
    offer { name currencies displayRules { priceRange { min max } rebillPeriod sites subscription { type brands } } deal { newPrice offeredGems } }
    currentRebill { amount currency } } }`;

/** Membership spec section 7: "reactivateCancelledRebill: userUuid, retentionOfferName, deal, source". */
export const REACTIVATE_CANCELLED_REBILL = `mutation reactivateCancelledRebill($input: ReactivateCancelledRebillInput!) {
  result: reactivateCancelledRebill(input: $input) { success errors } }`;

/** The stand-in's own (the spec names no call): a member about to cancel stays on the retention offer. */
export const ACCEPT_RETENTION_OFFER = `mutation acceptRetentionOffer($input: AcceptRetentionOfferInput!) {
  result: acceptRetentionOffer(input: $input) { success errors } }`;

/** The stand-in's own (the spec names no call): the member cancels the native biller's rebill. */
export const CANCEL_SUBSCRIPTION = `mutation cancelSubscription {
  result: cancelSubscription { success alreadyCancelled errors } }`;

/** The subscription status modal's poll (membership spec section 4: "Polling of the profile subscription"). */
export const SUBSCRIPTION_STATUS = `query subscriptionStatus($site: String!) {
  result: getUserSubscription(site: $site) { subscription { subscriptionType isActive cancelled } } }`;

/** UpgradeToYearlyMembershipModal: the monthly single-site member switches to yearly. */
export const INTERNAL_UPSELL_YEARLY = `mutation internalUpsellYearly($input: InternalUpsellYearlyInput!) {
  result: internalUpsellYearly(input: $input) { success location errors } }`;
