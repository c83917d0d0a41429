import { readFileSync } from 'node:fs';
import type { Sites } from '../../sites.ts';
import type { MemberFeature } from '../member-feature.ts';
import type { MemberDirectory } from '../member-directory.ts';
import type { VerifyAccessToken } from '../resolvers.ts';
import type { MemberStore } from '../store.ts';
import { notificationRecords } from '../notifications/records.ts';
import { catalogueVideos, type VideoFacts } from './catalogue-videos.ts';
import { commentQueries } from './comment-queries.ts';
import { commentReactions } from './comment-reactions.ts';
import { commentWriting } from './comment-writing.ts';
import { COMMENTS_STORE_SCHEMA, commentRecords } from './records.ts';


export const commentsTypeDefs = readFileSync(new URL('./comments.graphql', import.meta.url), 'utf8');

export interface CommentsResolverDeps {
  store: MemberStore;
  directory: Pick<MemberDirectory, 'getFullUserProfile'>;
  sites: Pick<Sites, 'bySite' | 'shows'>;
  videoOf: VideoFacts;
  verify: VerifyAccessToken;
  now?: () => Date;
}

/**
 * The comments of the member API: reading (comment-queries.ts), a member's own writing
 * (comment-writing.ts), votes and pins (comment-reactions.ts). Every check (the member's right,
 * comment-access.ts; the video or comment shown by the site of the call, comment-targets.ts; the
 * comment still there, a duplicate, a vote given) and its write run in one store transaction (BEGIN
 * IMMEDIATE, and node:sqlite runs it to the end before another request's): twenty identical comments
 * or votes at once record one, and the others are refused with the spec's message.
 */
export function createCommentsResolvers({ store, directory, sites, videoOf, verify, now = () => new Date() }: CommentsResolverDeps) {
  const context = { store, records: commentRecords(store), notifications: notificationRecords(store), directory, sites, videoOf, verify, now };
  return {
    Query: commentQueries(context),
    Mutation: { ...commentWriting(context), ...commentReactions(context) },
  };
}

/** Comments, their votes and the notifications they send (listed by upstream/members/notifications), as a member feature of the upstream. */
export const commentsFeature: MemberFeature = {
  storeSchema: COMMENTS_STORE_SCHEMA,
  create: ({ store, directory, verify, catalogue }) => ({
    graphql: {
      typeDefs: commentsTypeDefs,
      resolvers: createCommentsResolvers({ store, directory, sites: catalogue.sites, videoOf: catalogueVideos(catalogue.db), verify }),
    },
  }),
};
