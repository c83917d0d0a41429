/* The member's own documents (contract: upstream/members/*.graphql); each needs the member's bearer token. */
import { TENANT_IDS } from '../../tenants/schema.ts';

/** The subscription's fields (membership spec section 3), as subscriptionSchema parses them. */
const SUBSCRIPTION_FIELDS = `subscriptionType pornPortal payPerVideoCredits unlockedVideoIds seniority isActive activeSince joinDate
      xSiteInfo { site } isFreeLimitedTrial isGuestUser cancelled siteType billerName billerUrl
      upgradeOptions { isUpgradeableToVixenPlusYearly }`;
const TENANTS_STATE = `tenantsSubscriptionState { ${TENANT_IDS.join(' ')} channels }`;

/** The member's profile fields (membership spec section 3), as fullUserProfileSchema parses them. */
export const GET_FULL_USER_PROFILE = `query getFullUserProfile($site: String!) {
  result: getFullUserProfile(site: $site) {
    userId uuid email displayName username activeSince badges groups scopes abTestVariant isTelemetryEnabled
    billerName multisiteType siteAccessArray autoplayEnabled relationshipStatus relationshipRole
    daysUntilRefreshGems unlockedChannelPackIds percentageOfUnlockedChannelPacks
    hasActiveMultisiteSubscription abilities hasEmailConsent
    consent { requestTermsConsent requestEmailConsent }
    subscription { ${SUBSCRIPTION_FIELDS} }
    tandemSubscription { hasTandemChildAccount isTandemChildAccount tandemParentDisplayName }
    specialAttributes { isPornstarUser modelId isKingUser isDirectorUser isVipUser isOfficialUser }
    ${TENANTS_STATE}
    downloadQuotas { thresholdReached downloadsNumber downloadQuotaMax downloadDaysPeriod quotaLeft remainingDays zeroQuota site }
    state { modals { gemsIntro teaserViewed texasHealthWarningAcknowledged alabamaHealthWarningAcknowledged } gems { lastAcknowledgementDate } }
  }
}`;

export const SET_DISPLAY_NAME = 'mutation setDisplayName($displayName: String!) { result: setDisplayName(displayName: $displayName) }';
/** Whether the member has a username: what the login asks before the member's first page (src/server/auth/login.ts). */
export const GET_USERNAME = 'query getUsername($site: String!) { result: getFullUserProfile(site: $site) { username } }';
/** The member's username, chosen once (contract: upstream/members/schema.graphql setUsername). */
export const SET_USERNAME = 'mutation setUsername($username: String!) { result: setUsername(username: $username) { status username } }';
export const SET_AUTOPLAY = 'mutation setAutoplay($autoplayEnabled: Boolean!) { result: setAutoplay(autoplayEnabled: $autoplayEnabled) }';
export const SET_EMAIL_CONSENT =
  'mutation setEmailConsent($emailConsent: Boolean!, $site: String!) { result: setEmailConsent(emailConsent: $emailConsent, site: $site) }';
export const SET_RELATIONSHIP = `mutation setRelationship($relationshipStatus: String!, $relationshipRole: String!) {
  result: setRelationship(relationshipStatus: $relationshipStatus, relationshipRole: $relationshipRole) { relationshipStatus relationshipRole } }`;
export const CREATE_TANDEM_CHILD_ACCOUNT = `mutation createTandemChildAccount($email: String!, $password: String!) {
  result: createTandemChildAccount(email: $email, password: $password) { success message } }`;
export const CHANGE_PASSWORD = `mutation changePassword($oldPassword: String!, $newPassword: String!, $newPasswordConfirmation: String!) {
  result: changePassword(oldPassword: $oldPassword, newPassword: $newPassword, newPasswordConfirmation: $newPasswordConfirmation) { success message } }`;
/** "Log out everywhere": the account's sessions at the identity provider end too (every browser logs in again). */
export const END_ALL_SESSIONS = 'mutation endAllSessions { result: endAllSessions }';
export const CREDIT_CARD_UPDATE = 'query creditCardUpdate { result: creditCardUpdate { url } }';

/**
 * Membership spec section 7: "findOneUserProfile: a profile query, a second query reading
 * subscription.active, and a gems query with a since date", in one document: the profile's facts of
 * the membership and the wallet's transactions since `since`. The second query is left out: the
 * membership's status comes from the session's profile, as the header's and the upgrade bar's do
 * (src/membership/status.ts), so that the page cannot say two things at once; the site's own changes
 * fetch that profile afresh.
 */
export const FIND_ONE_USER_PROFILE = `query findOneUserProfile($site: String!, $since: String) {
  profile: getFullUserProfile(site: $site) {
    userId email activeSince billerName multisiteType hasActiveMultisiteSubscription
    subscription { ${SUBSCRIPTION_FIELDS} }
    ${TENANTS_STATE}
  }
  gems: getTransactions(since: $since) { createdAt transactionType transactionReason }
}`;
