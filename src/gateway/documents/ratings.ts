/* The ratings documents (contract: upstream/members/ratings.graphql). */

const USER_VIDEO_RATINGS = 'global properties { slug rating } models { slug rating }';

export const USER_VIDEO_REVIEW = `query userVideoReview($videoId: Int!) { result: userVideoReview(videoId: $videoId) { ${USER_VIDEO_RATINGS} } }`;

export const UPDATE_EXPERT_REVIEW = `mutation updateExpertReview($videoId: Int!, $slug: String!, $type: ExpertReviewType!, $rating: Int!, $recommId: String) {
  result: updateExpertReview(videoId: $videoId, slug: $slug, type: $type, rating: $rating, recommId: $recommId) {
    userVideoRatings { ${USER_VIDEO_RATINGS} } } }`;
