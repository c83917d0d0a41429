import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A question to confirm before a change (a rollback): the browser's own modal dialog, so focus
 * moves into it, Escape cancels, and the page behind cannot be used meanwhile.
 */
export default function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel, children }: { open: boolean; title: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="ops-dialog" aria-labelledby={heading} onCancel={onCancel}>
      <h2 id={heading}>{title}</h2>
      {children}
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="ops-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
