import type { ReactNode } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { OpenModalButton } from '../shell/modals/ModalButtons.tsx';
import type { ModalHandle } from '../shell/modals/store.ts';
import SubscriptionStatusModal from './SubscriptionStatusModal.tsx';

export interface PurchaseModalFrameProps {
  /** The mounted copy it shows (useModal in the purchase modal's component). */
  modal: ModalHandle;
  title: ReactNode;
  /** The button that opens it; without one it opens by id only. */
  opener?: string | undefined;
  openerClassName?: string | undefined;
  /** Off while a payment runs: the member must see how it ends. Unset, the modal's own rule. */
  closeOnEscape?: boolean | undefined;
  /** For the status modal: the premium-plus brand reloads after a purchase instead of polling. */
  premiumPlus: boolean;
  children: ReactNode;
}

/**
 * What every purchase modal is made of (membership spec sections 4 and 6): its opener, the modal
 * with its heading, and the subscription status modal that takes over once a purchase went through.
 */
export default function PurchaseModalFrame({ modal, title, opener, openerClassName, closeOnEscape, premiumPlus, children }: PurchaseModalFrameProps) {
  return (
    <>
      {opener && (
        <OpenModalButton id={modal.id} {...(openerClassName ? { className: openerClassName } : {})}>
          {opener}
        </OpenModalButton>
      )}
      <Modal modal={modal} {...(closeOnEscape === undefined ? {} : { closeOnEscape })}>
        <div className="grid gap-4">
          <ModalHeading>
            {title}
          </ModalHeading>
          {children}
        </div>
      </Modal>
      <SubscriptionStatusModal premiumPlus={premiumPlus} />
    </>
  );
}
