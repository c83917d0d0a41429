import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { SECONDARY_BUTTON } from './Modal.tsx';
import { hideModal, showModal } from './store.ts';
import type { ModalId, ModalProps } from '../../../src/shell/modal-ids.ts';

/**
 * The page's button that opens modal `id` (with `props`). Disabled in the server's HTML and until the
 * island hydrates, so a click never falls on a button that does nothing yet.
 */
export function OpenModalButton({ id, props, className = 'btn', children }: { id: ModalId; props?: ModalProps; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={() => showModal(id, props)}>
      {children}
    </button>
  );
}

/** A modal's own way out (Cancel, Close, No, thanks): hides modal `id`; disabled while its work is in flight. */
export function DismissModalButton({ id, disabled = false, className = SECONDARY_BUTTON, children }: { id: ModalId; disabled?: boolean; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} disabled={disabled} onClick={() => hideModal(id)}>
      {children}
    </button>
  );
}
