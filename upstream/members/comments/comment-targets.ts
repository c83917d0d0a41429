import type { CommentsContext } from './comments-context.ts';
import { visibleComment, type CommentRow } from './records.ts';
import { refused } from './refusals.ts';
import { COMMENT_BODY_MAX, commentBody, containsBannedWord, duplicateKey } from './rules.ts';

/*
 * What a comment request names, checked: a comment's text, a comment id, and the comment or video it
 * is about, which must be one the site of the call shows (comment ids are global: a comment on a
 * video of a brand the site does not show is answered as one that does not exist).
 */

/** A comment's text as it is kept, and its duplicate key; refused when empty, too long or with a banned word. */
export function textOf(body: unknown): { body: string; key: string } {
  const text = commentBody(String(body));
  if (text === null) throw refused('BAD_USER_INPUT', `A comment is 1 to ${COMMENT_BODY_MAX} characters long.`);
  if (containsBannedWord(text)) throw refused('BANNED_WORDS');
  return { body: text, key: duplicateKey(text) };
}

export function commentIdOf(value: unknown): number {
  const id = Number(value);
  if (!/^\d{1,15}$/.test(String(value)) || !Number.isSafeInteger(id)) throw refused('BAD_USER_INPUT', `"${String(value)}" is not a comment id.`);
  return id;
}

/** Whether `site` shows the video (its own brand's, or one of the combined tenant's brands'). */
function shownOn({ videoOf, sites }: Pick<CommentsContext, 'videoOf' | 'sites'>, site: string, videoId: number): boolean {
  const video = videoOf(videoId);
  return video !== null && sites.shows(site, video.site);
}

/** The comment, if it exists on a video `site` shows and is not removed (nor in a removed thread); else null. */
export function findVisible(context: Pick<CommentsContext, 'records' | 'videoOf' | 'sites'>, site: string, commentId: number): CommentRow | null {
  const row = visibleComment(context.records, commentId);
  return row && shownOn(context, site, row.videoId) ? row : null;
}

/** The comment as findVisible finds it, or COMMENT_NOT_FOUND. */
export function visible(context: Pick<CommentsContext, 'records' | 'videoOf' | 'sites'>, site: string, commentId: number): CommentRow {
  const row = findVisible(context, site, commentId);
  if (!row) throw refused('COMMENT_NOT_FOUND', `No comment ${commentId}: it does not exist or was removed.`);
  return row;
}

/** The video, if `site` shows it; else BAD_USER_INPUT, as for an id that is no video's. */
export function knownVideo({ videoOf, sites }: Pick<CommentsContext, 'videoOf' | 'sites'>, site: string, videoId: number) {
  const video = videoOf(videoId);
  if (!video || !sites.shows(site, video.site)) throw refused('BAD_USER_INPUT', `Unknown video ${videoId}: the id is a video's videoId.`);
  return video;
}
