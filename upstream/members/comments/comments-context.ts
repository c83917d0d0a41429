import type { Sites } from '../../sites.ts';
import type { MemberDirectory } from '../member-directory.ts';
import type { VerifyAccessToken } from '../resolvers.ts';
import type { MemberStore } from '../store.ts';
import type { NotificationRecords } from '../notifications/records.ts';
import type { VideoFacts } from './catalogue-videos.ts';
import type { CommentRecords } from './records.ts';

/** What the comments' resolvers work with: the stores, the member directory, the catalogue's brands and videos, the clock. */
export interface CommentsContext {
  store: MemberStore;
  records: CommentRecords;
  notifications: NotificationRecords;
  directory: Pick<MemberDirectory, 'getFullUserProfile'>;
  sites: Pick<Sites, 'bySite' | 'shows'>;
  videoOf: VideoFacts;
  verify: VerifyAccessToken;
  now: () => Date;
}

/** The GraphQL arguments of a resolver. */
export type Args = Record<string, unknown>;

/** The site of the call, as every comment request names it. */
export const siteOf = (args: Args): string => String(args['site']);
