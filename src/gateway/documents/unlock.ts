/* The pay-per-video unlock (contract: upstream/members/unlock.graphql). */

export const UNLOCK_VIDEO = `mutation unlockVideo($input: UnlockVideoInput!) {
  result: unlockVideo(input: $input) { id alreadyUnlocked payPerVideoCredits } }`;
