import type { ReactNode } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { hideModal, useModal } from '../shell/modals/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';
import { useOpenOnArrival } from './open-on-arrival.ts';
import { useAccountForm } from './use-account-form.ts';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';

export interface ArrivalFormModalProps {
  id: ModalId;
  form: AccountFormSpec;
  heading: string;
  openOnArrival: boolean;
  /** Set when the modal greets the member on arrival: the mark it leaves for the rest of the visit (src/features/consent/greeting.ts). */
  greetingMark?: string | undefined;
  /** The form's content under the heading; `busy` while it is sent or once it is saved. */
  children: (busy: boolean) => ReactNode;
}

/**
 * A modal that asks the member one thing on arrival, by one of the /account forms, and closes once
 * the answer is saved (the email consent, the one-click consent).
 */
export default function ArrivalFormModal({ id, form, heading, openOnArrival, greetingMark, children }: ArrivalFormModalProps) {
  useOpenOnArrival(id, openOnArrival, greetingMark);
  const modal = useModal(id);
  const { status, submit } = useAccountForm(form, () => hideModal(id));
  return (
    <Modal modal={modal}>
      <form className="grid gap-4" aria-busy={status === 'submitting'} onSubmit={(event) => void submit(event)}>
        <ModalHeading>
          {heading}
        </ModalHeading>
        {children(status !== 'idle')}
      </form>
    </Modal>
  );
}
