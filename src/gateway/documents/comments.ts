/* The comments documents (contract: upstream/members/comments/comments.graphql). */

const FIELDS = 'id videoId parentId body createdAt editedAt pinned likes dislikes myVote author { id displayName badges roles }';
const COMMENT = `${FIELDS} replies { ${FIELDS} }`;

export const COMMENTS = `query comments($site: String!, $videoId: Int!, $sort: CommentSort!, $first: Int!, $after: String) {
  result: comments(site: $site, videoId: $videoId, sort: $sort, first: $first, after: $after) { totalCount nextCursor comments { ${COMMENT} } } }`;

export const COMMENT_THREAD = `query commentThread($site: String!, $commentId: ID!) { result: commentThread(site: $site, commentId: $commentId) { ${COMMENT} } }`;

export const ADD_COMMENT = `mutation addComment($site: String!, $videoId: Int!, $body: String!) {
  result: addComment(site: $site, videoId: $videoId, body: $body) { ${COMMENT} } }`;

export const REPLY_TO_COMMENT = `mutation replyToComment($site: String!, $commentId: ID!, $body: String!) {
  result: replyToComment(site: $site, commentId: $commentId, body: $body) { ${COMMENT} } }`;

export const REMOVE_COMMENT = 'mutation removeComment($site: String!, $commentId: ID!) { result: removeComment(site: $site, commentId: $commentId) }';

export const VOTE_ON_COMMENT = `mutation voteOnComment($site: String!, $commentId: ID!, $vote: CommentVote!) {
  result: voteOnComment(site: $site, commentId: $commentId, vote: $vote) { ${COMMENT} } }`;

export const PIN_COMMENT = `mutation pinComment($site: String!, $commentId: ID!) { result: pinComment(site: $site, commentId: $commentId) { ${COMMENT} } }`;

export const UNPIN_COMMENT = `mutation unpinComment($site: String!, $commentId: ID!) { result: unpinComment(site: $site, commentId: $commentId) { ${COMMENT} } }`;

export const EDIT_COMMENT = `mutation editComment($site: String!, $commentId: ID!, $body: String!) {
  result: editComment(site: $site, commentId: $commentId, body: $body) { ${COMMENT} } }`;
