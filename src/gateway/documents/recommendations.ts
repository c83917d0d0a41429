/* The recommender's shelves beyond the video pages (contract: upstream/members/recommendations.graphql), as the member asks. */
import { CHANNEL, PERFORMER, RECOMMENDED } from './fragments.ts';

export const GET_HOME_RECOMMENDATIONS = `query getHomeRecommendations($site: String!, $limit: Int) {
  result: getHomeRecommendations(site: $site, limit: $limit) { ${RECOMMENDED} } }`;

export const GET_TAG_RECOMMENDATIONS = `query getTagRecommendations($site: String!, $tag: String!, $limit: Int) {
  result: getTagRecommendations(site: $site, tag: $tag, limit: $limit) { ${RECOMMENDED} } }`;

export const GET_VMG_RECOMMENDATIONS = `query getVMGRecommendations($site: String!, $limit: Int) {
  result: getVMGRecommendations(site: $site, limit: $limit) { ${RECOMMENDED} } }`;

export const GET_RECOMMENDED_MODELS = `query getRecommendedModels($site: String!, $limit: Int) {
  result: getRecommendedModels(site: $site, limit: $limit) { ${PERFORMER} recommId } }`;

export const GET_RECOMMENDED_CHANNELS = `query getRecommendedChannels($site: String!, $internal: Boolean!, $limit: Int) {
  result: getRecommendedChannels(site: $site, internal: $internal, limit: $limit) { ${CHANNEL} recommId } }`;
