import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A modal's second button (Cancel, Close) beside its `btn`. */
export const SECONDARY_BUTTON = 'rounded-md border border-muted bg-transparent px-4 py-2 text-ink focus-ring';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closes by itself (Escape, a close button): the owner sets `open` false. */
  onClose: () => void;
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  children: ReactNode;
}

/** What Tab may land on inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the dialog: showModal() makes the page behind inert, but a
 * browser still lets Tab leave for its own toolbar.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog> (until the modal system of issue 11 takes the modals over):
 * showModal() makes the rest of the page inert and Tab wraps around inside, so focus stays in it;
 * Escape closes it; focus goes back to what had it before it opened. Membership spec section 9:
 * modals sit at z-index 10000.
 */
export default function ModalDialog({ open, onClose, labelledBy, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = (): void => {
      opener.current?.focus();
      opener.current = null;
      onClose();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  return (
    <dialog ref={dialog} aria-labelledby={labelledBy} onKeyDown={trapTab} className="modal-dialog z-[10000] m-auto w-[min(32rem,calc(100vw-2rem))] rounded-md border-0 bg-surface p-6 text-ink backdrop:bg-black/70">
      {children}
    </dialog>
  );
}
