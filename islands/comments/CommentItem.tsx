import { useState } from 'react';
import type { CommentRights } from '../../src/access/comment-rights.ts';
import { commentAnchor } from '../../src/features/comments/anchor.ts';
import { draftKey, editDraftKey, type CommentView, type CommentVote } from '../../src/features/comments/comment-rules.ts';
import { formatDate } from '../../src/tour/format.ts';
import CommentForm from './CommentForm.tsx';
import { sendComments, type Sent } from './send.ts';
import type { CommentChanges } from './store.ts';

export interface CommentItemProps {
  comment: CommentView;
  /** The tenant's locale, which names the month of the comment's date. */
  locale: string;
  rights: CommentRights;
  hydrated: boolean;
  /** The comment a deep link opened the page at. */
  highlightedId: string | null;
  on: CommentChanges;
}

const ROLE_LABELS: Readonly<Record<string, string>> = { admin: 'Admin', commenteditor: 'Comment editor', moderator: 'Moderator' };
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The author's name with their roles and badges (membership spec sections 3 and 6). */
function Author({ author }: { author: CommentView['author'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <strong data-comment-author>{author.displayName}</strong>
      {author.roles.map((role) => (
        <span key={`role-${role}`} className="rounded-sm bg-brand px-1.5 text-xs text-page" data-comment-role={role}>{ROLE_LABELS[role] ?? capitalised(role)}</span>
      ))}
      {author.badges.map((badge) => (
        <span key={`badge-${badge}`} className="rounded-sm border border-muted px-1.5 text-xs" data-comment-badge={badge} title={`${capitalised(badge)} badge`}>{capitalised(badge)}</span>
      ))}
    </span>
  );
}

/**
 * One comment (a thread's top-level comment with its replies, or a reply): its author, text and votes,
 * and the actions the member's group allows (reply and vote; pin and unpin; remove; the admin's edit).
 * A refusal or failure of an action is shown on the comment.
 */
export default function CommentItem({ comment, locale, rights, hydrated, highlightedId, on }: CommentItemProps) {
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const topLevel = comment.parentId === null;
  const highlighted = comment.id === highlightedId;
  const busy = !hydrated || pending;

  async function act<T>(send: () => Promise<Sent<T>>, done: (data: T) => void) {
    setPending(true);
    setMessage('');
    const answer = await send();
    setPending(false);
    if (answer.ok) done(answer.data);
    else setMessage(answer.message);
  }
  const vote = (choice: CommentVote) => act(() => sendComments.vote(comment.id, choice), on.changed);
  /** A box's submit: the answer applied and the box closed once sent; a refusal stays under the box. */
  const closingOn =
    <T,>(send: (body: string) => Promise<Sent<T>>, done: (data: T) => void, close: () => void) =>
    async (body: string): Promise<Sent<T>> => {
      const answer = await send(body);
      if (answer.ok) {
        done(answer.data);
        close();
      }
      return answer;
    };

  return (
    <li
      id={commentAnchor(comment.id) ?? undefined}
      tabIndex={-1}
      className={`grid gap-2 rounded-md p-3 focus-ring ${highlighted ? 'bg-surface ring-2 ring-brand' : ''}`}
      data-comment={comment.id}
      data-highlighted={highlighted || undefined}
      data-pinned={comment.pinned || undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Author author={comment.author} />
        {/* Browsing spec section 9's long date, as every other date of the site: "November 23, 2026". */}
        <time className="text-muted" dateTime={comment.createdAt}>{formatDate(comment.createdAt, locale)}</time>
        {comment.editedAt && <span className="text-muted">(edited)</span>}
        {comment.pinned && <span className="font-semibold text-brand" data-comment-pinned-label>Pinned</span>}
      </div>
      {editing ? (
        <CommentForm
          label={`Edit the comment of ${comment.author.displayName}`}
          submitLabel="Save"
          draftKey={editDraftKey(comment.id)}
          initial={comment.body}
          autoFocus
          disabled={!hydrated}
          onCancel={() => setEditing(false)}
          onSubmit={closingOn((body) => sendComments.edit(comment.id, body), on.changed, () => setEditing(false))}
        />
      ) : (
        <p className="m-0 whitespace-pre-line break-words" data-comment-body>{comment.body}</p>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {rights.write && (
          <>
            <button type="button" className="link" aria-pressed={comment.myVote === 'like'} disabled={busy} onClick={() => void vote('like')} data-comment-like>
              Like ({comment.likes})
            </button>
            <button type="button" className="link" aria-pressed={comment.myVote === 'dislike'} disabled={busy} onClick={() => void vote('dislike')} data-comment-dislike>
              Dislike ({comment.dislikes})
            </button>
          </>
        )}
        {!rights.write && <span className="text-muted">{comment.likes} likes · {comment.dislikes} dislikes</span>}
        {rights.write && topLevel && (
          <button type="button" className="link" disabled={busy} aria-expanded={replying} onClick={() => setReplying(true)} data-comment-reply>Reply</button>
        )}
        {rights.pin && topLevel && (
          comment.pinned
            ? <button type="button" className="link" disabled={busy} onClick={() => void act(() => sendComments.unpin(comment.id), on.changed)} data-comment-unpin>Unpin</button>
            : <button type="button" className="link" disabled={busy} onClick={() => void act(() => sendComments.pin(comment.id), on.pinned)} data-comment-pin>Pin</button>
        )}
        {rights.edit && !editing && (
          <button type="button" className="link" disabled={busy} onClick={() => setEditing(true)} data-comment-edit>Edit</button>
        )}
        {rights.remove && (
          <button type="button" className="link" disabled={busy} onClick={() => void act(() => sendComments.remove(comment.id), () => on.removed(comment.id, topLevel))} data-comment-remove>Remove</button>
        )}
      </div>
      <p role="alert" className="m-0 text-sm empty:hidden" data-comment-message>{message}</p>
      {topLevel && comment.replies.length > 0 && (
        <ul className="m-0 grid list-none gap-2 border-l-2 border-muted pl-4" aria-label={`Replies to ${comment.author.displayName}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} locale={locale} rights={rights} hydrated={hydrated} highlightedId={highlightedId} on={on} />
          ))}
        </ul>
      )}
      {replying && (
        <CommentForm
          label={`Reply to ${comment.author.displayName}`}
          submitLabel="Post reply"
          draftKey={draftKey(comment.videoId, comment.id)}
          autoFocus
          disabled={!hydrated}
          onCancel={() => setReplying(false)}
          onSubmit={closingOn((body) => sendComments.reply(comment.id, body), on.replied, () => setReplying(false))}
        />
      )}
    </li>
  );
}
