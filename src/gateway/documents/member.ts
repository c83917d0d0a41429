/* The member's own documents (contract: upstream/members/*.graphql); each needs the member's bearer token. */
import { TENANT_IDS } from '../../tenants/schema.ts';

/** The member's profile fields (membership spec section 3), as fullUserProfileSchema parses them. */
export const GET_FULL_USER_PROFILE = `query getFullUserProfile($site: String!) {
  result: getFullUserProfile(site: $site) {
    userId uuid email displayName activeSince badges groups scopes abTestVariant isTelemetryEnabled
    billerName multisiteType siteAccessArray autoplayEnabled relationshipStatus relationshipRole
    daysUntilRefreshGems unlockedChannelPackIds percentageOfUnlockedChannelPacks
    hasActiveMultisiteSubscription abilities hasEmailConsent
    consent { requestTermsConsent requestEmailConsent }
    subscription {
      subscriptionType pornPortal payPerVideoCredits unlockedVideoIds seniority isActive activeSince joinDate
      xSiteInfo { site } isFreeLimitedTrial isGuestUser cancelled siteType billerName billerUrl
      upgradeOptions { isUpgradeableToVixenPlusYearly }
    }
    tandemSubscription { hasTandemChildAccount isTandemChildAccount tandemParentDisplayName }
    specialAttributes { isPornstarUser modelId isKingUser isDirectorUser isVipUser isOfficialUser }
    tenantsSubscriptionState { ${TENANT_IDS.join(' ')} channels }
    downloadQuotas { thresholdReached downloadsNumber downloadQuotaMax downloadDaysPeriod quotaLeft remainingDays zeroQuota site }
    state { modals { gemsIntro teaserViewed texasHealthWarningAcknowledged alabamaHealthWarningAcknowledged } gems { lastAcknowledgementDate } }
  }
}`;

export const SET_DISPLAY_NAME = 'mutation setDisplayName($displayName: String!) { result: setDisplayName(displayName: $displayName) }';
export const SET_AUTOPLAY = 'mutation setAutoplay($autoplayEnabled: Boolean!) { result: setAutoplay(autoplayEnabled: $autoplayEnabled) }';
export const SET_EMAIL_CONSENT =
  'mutation setEmailConsent($emailConsent: Boolean!, $site: String!) { result: setEmailConsent(emailConsent: $emailConsent, site: $site) }';
export const SET_RELATIONSHIP = `mutation setRelationship($relationshipStatus: String!, $relationshipRole: String!) {
  result: setRelationship(relationshipStatus: $relationshipStatus, relationshipRole: $relationshipRole) { relationshipStatus relationshipRole } }`;
export const CREATE_TANDEM_CHILD_ACCOUNT = `mutation createTandemChildAccount($email: String!, $password: String!) {
  result: createTandemChildAccount(email: $email, password: $password) { success message } }`;
export const CHANGE_PASSWORD = `mutation changePassword($oldPassword: String!, $newPassword: String!, $newPasswordConfirmation: String!) {
  result: changePassword(oldPassword: $oldPassword, newPassword: $newPassword, newPasswordConfirmation: $newPasswordConfirmation) { success message } }`;
export const CREDIT_CARD_UPDATE = 'query creditCardUpdate { result: creditCardUpdate { url } }';
