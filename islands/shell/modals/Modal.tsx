import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { isOnBackdrop, MODAL_CLOSE_RULES } from './close-rules.ts';
import { hideModal, isModalShown, type ModalHandle } from './store.ts';

/** A modal's second button (Cancel, Close) beside its `btn`. */
export const SECONDARY_BUTTON = 'rounded-md border border-muted bg-transparent px-4 py-2 text-ink focus-ring';

export interface ModalProps {
  /** The mounted copy it shows (useModal in the modal's component). */
  modal: ModalHandle;
  /** Defaults to the modal's row of MODAL_CLOSE_RULES. */
  closeOnBackdrop?: boolean;
  /** Defaults to the modal's row of MODAL_CLOSE_RULES. */
  closeOnEscape?: boolean;
  /** Called once each time it closes, however it closed (its button, Escape, hideModal). */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The id of the heading that names the modal around it. Per mounted modal (useId), not per modal id:
 * a page may mount one modal twice, and the dialog must be named by its own heading.
 */
const HeadingId = createContext<string | undefined>(undefined);

/**
 * The modal's heading, first in its content: it names the dialog (aria-labelledby). With a `ref` it
 * can take the focus (not Tab's): a modal of several steps moves it there when a step begins.
 */
export function ModalHeading({ children, ref }: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h2 id={useContext(HeadingId)} ref={ref} tabIndex={ref ? -1 : undefined} className="m-0 font-heading text-xl focus:outline-none">
      {children}
    </h2>
  );
}

/** What Tab may land on inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the dialog: showModal() makes the page behind inert, but a
 * browser still lets Tab leave for its own toolbar.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
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
 * A modal by id on the native <dialog>: shown while its copy is open (showModal(id), and the first
 * copy mounted: useModal); showModal() makes the rest of the page inert and Tab wraps around inside, so focus stays in it;
 * Escape and a click on the backdrop close it only where its rules allow; focus goes back to what had
 * it before it opened; its ModalHeading names it. Membership spec section 9: modals sit at z-index 10000 (`layer-modal`).
 */
export default function Modal({ modal, closeOnBackdrop, closeOnEscape, onClose, children }: ModalProps) {
  const { id, open } = modal;
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const escape = closeOnEscape ?? MODAL_CLOSE_RULES[id].escape;
  const backdrop = closeOnBackdrop ?? MODAL_CLOSE_RULES[id].backdrop;

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

  // A layout effect, so the rule is bound at the commit that changes it: a passive effect runs after
  // paint, leaving a moment where a modal already showing its busy state still had its old rule for
  // an Escape that reaches the dialog as 'cancel' (one whose keydown landed outside it).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape reaches a dialog as a cancellable 'cancel' before its 'close'.
    const cancelled = (event: Event): void => {
      if (!escape) event.preventDefault();
    };
    // Every way out (hideModal, Escape, a form with method="dialog") ends here, once.
    const closed = (): void => {
      if (isModalShown(id)) hideModal(id);
      opener.current?.focus();
      opener.current = null;
      onClose?.();
    };
    element.addEventListener('cancel', cancelled);
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('cancel', cancelled);
      element.removeEventListener('close', closed);
    };
  }, [id, escape, onClose]);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Tab') trapTab(event);
    // A browser may skip the 'cancel' of a second Escape without a click in between (close
    // watchers' anti-abuse rule); a cancelled keydown is never a close request.
    else if (event.key === 'Escape' && !escape) event.preventDefault();
  };

  const click = (event: MouseEvent<HTMLDialogElement>): void => {
    if (!backdrop || event.target !== event.currentTarget) return;
    if (isOnBackdrop(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY)) hideModal(id);
  };

  return (
    // The click only adds the backdrop's close: the keyboard has Escape and the modal's own buttons.
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      data-modal={id}
      onKeyDown={keyDown}
      onClick={click}
      className="modal-dialog layer-modal m-auto w-[min(32rem,calc(100vw-2rem))] rounded-md border-0 bg-surface p-6 text-ink backdrop:bg-black/70"
    >
      <HeadingId.Provider value={headingId}>{children}</HeadingId.Provider>
    </dialog>
  );
}
