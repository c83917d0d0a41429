/* The downloads' own documents (contract: upstream/members/schema.graphql); the download token is player.ts's GENERATE_VIDEO_TOKEN with device 'download'. */

/** What is left of the member's downloads in the current period, read again after a download. */
export const DOWNLOAD_QUOTAS = `query downloadQuotas($site: String!) {
  result: getFullUserProfile(site: $site) {
    downloadQuotas { thresholdReached downloadsNumber downloadQuotaMax downloadDaysPeriod quotaLeft remainingDays zeroQuota site } } }`;
