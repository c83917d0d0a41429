/* The health-warning cover's document (contract: upstream/members/member-state.graphql). */

export const ACKNOWLEDGE_HEALTH_WARNING = `mutation acknowledgeHealthWarning($usaHealthWarningStateCode: String!) {
  result: acknowledgeHealthWarning(usaHealthWarningStateCode: $usaHealthWarningStateCode) }`;
