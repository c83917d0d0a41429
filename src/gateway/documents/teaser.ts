/* The promotional video teaser's document (contract: upstream/members/member-state.graphql). */

export const ACKNOWLEDGE_PROMOTIONAL_TEASER_VIEWED = `mutation acknowledgePromotionalTeaserViewed {
  result: acknowledgePromotionalTeaserViewed }`;
