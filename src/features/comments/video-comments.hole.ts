import { commentRights, type CommentRights } from '../../access/index.ts';
import { loadFromGateway } from '../../gateway/failure.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { loginUrl } from '../../routing/paths.ts';
import { commentAnchor } from './anchor.ts';
import { COMMENT_FAILURES, DEFAULT_COMMENT_SORT, type CommentPage, type CommentView } from './comment-rules.ts';
import { commentsCalls } from './comments-calls.server.ts';

/** A video's comments (src/features/comments/VideoComments.astro): the member's island, or the prompt. */
export interface VideoCommentsProps {
  /** The comments island's props (islands/comments/Comments.tsx), for a member who may read them; null: the prompt. */
  island: {
    videoId: number;
    /** The tenant's locale: the comments' dates are written in it. */
    locale: string;
    rights: CommentRights;
    /** The first page as the server loaded it, or the failure message when it could not. */
    initial: { ok: true; page: CommentPage } | { ok: false; message: string };
    /** A deep link's comment: its id, and its thread (null when it is unknown or removed). */
    linked: { commentId: string; thread: CommentView | null } | null;
  } | null;
  signedIn: boolean;
  /** A visitor's log in, back to this page. */
  loginHref: string | null;
}

/**
 * The first page (and, on a deep link, the linked comment's thread), from the gateway in the page's
 * one call, for a member who may read them. Visitors, on the static page, get a prompt to join: the
 * catalogue snapshot holds no comments, and a static page carries no island it could not feed.
 */
export async function loadVideoComments({ videoId }: { videoId: number }, { locals, url }: HoleRequest): Promise<VideoCommentsProps> {
  const context = locals?.context;
  const member = context?.member ?? null;
  const rights = member ? commentRights(member.abilities) : null;
  if (!context || !member || !rights?.read) return { island: null, signedIn: member !== null, loginHref: member ? null : loginUrl(url.pathname) };
  // A deep link (/videos/:slug/comment/:commentId) is the video's page opened at that comment.
  const route = locals.route;
  const linkedCommentId = route.route === 'videoWithComment' ? (route.params['commentId'] ?? null) : null;
  const calls = commentsCalls(member.gateway, context.tenant.site);
  const [page, thread] = await Promise.all([
    loadFromGateway('comments', () => calls.page(videoId, DEFAULT_COMMENT_SORT, null), context.log),
    // An id that cannot be a comment's (commentAnchor) links to none: the island says so, without asking.
    linkedCommentId && commentAnchor(linkedCommentId) ? loadFromGateway('linked comment', () => calls.thread(linkedCommentId), context.log) : null,
  ]);
  return {
    island: {
      videoId,
      locale: context.tenant.locale,
      rights,
      initial: page.ok ? { ok: true, page: page.data } : { ok: false, message: COMMENT_FAILURES.list },
      // A linked thread that belongs to another video is no thread of this page.
      linked: linkedCommentId !== null ? { commentId: linkedCommentId, thread: thread?.ok && thread.data?.videoId === videoId ? thread.data : null } : null,
    },
    signedIn: true,
    loginHref: null,
  };
}
