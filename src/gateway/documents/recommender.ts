/* The recommender's documents (contract: upstream/members/recommender.graphql). */

export const TRACK_RECOMMENDER_EVENT = `mutation trackRecommenderEvent($input: RecommenderEventInput!) {
  result: trackRecommenderEvent(input: $input) }`;
