import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMMENT_BODY_MAX } from '../../src/features/comments/comment-rules.ts';
import type { Sent } from './send.ts';
import { useDraft } from './use-draft.ts';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  draftKey: string;
  /** The text the box starts with when no draft was kept (an edit starts from the comment's text). */
  initial?: string;
  /** Takes the focus when shown (a reply box opened by its button). */
  autoFocus?: boolean;
  disabled: boolean;
  onSubmit: (body: string) => Promise<Sent<unknown>>;
  onCancel?: () => void;
}

/**
 * A comment or reply box: the draft is kept while typing, the text is sent on submit, and a refusal
 * or failure is shown under the box with the text left as it was.
 */
export default function CommentForm({ label, submitLabel, draftKey, initial = '', autoFocus = false, disabled, onSubmit, onCancel }: CommentFormProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft, clearDraft] = useDraft(draftKey, initial);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === '') {
      setMessage('Write a comment first.');
      box.current?.focus();
      return;
    }
    setPending(true);
    setMessage('');
    const answer = await onSubmit(draft);
    setPending(false);
    if (answer.ok) clearDraft();
    else setMessage(answer.message);
  }

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} data-comment-form>
      <label htmlFor={id} className="text-sm text-muted">{label}</label>
      <textarea
        id={id}
        ref={box}
        name="body"
        rows={3}
        maxLength={COMMENT_BODY_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="w-full rounded-md border border-muted bg-page p-2 text-ink focus-ring"
        aria-describedby={message ? `${id}-message` : undefined}
        disabled={disabled}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn" disabled={disabled || pending}>{submitLabel}</button>
        {onCancel && <button type="button" className="link" onClick={onCancel}>Cancel</button>}
      </div>
      <p id={`${id}-message`} role="alert" className="m-0 min-h-[1lh] text-sm" data-comment-form-message>{message}</p>
    </form>
  );
}
