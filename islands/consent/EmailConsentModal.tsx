import { useId } from 'react';
import Modal from '../modals/Modal.tsx';
import { hideModal } from '../modals/store.ts';
import { useOpenOnArrival } from './open-on-arrival.ts';
import { useAccountForm, type AccountFormSpec } from './use-account-form.ts';
import { withErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';
import { DismissModalButton } from '../modals/ModalButtons.tsx';

export interface EmailConsentModalProps {
  form: AccountFormSpec;
  /** 'I would like to get email updates about hot new scenes and special offers.' */
  label: string;
  openOnArrival: boolean;
}

const ID = 'EmailConsentModal';

/**
 * The email consent (membership spec sections 2 and 4): success flashes
 * account.flash_email_consent_updated, failure account.flash_unknown_error.
 */
function EmailConsentModal({ form, label, openOnArrival }: EmailConsentModalProps) {
  useOpenOnArrival(ID, openOnArrival);
  const ids = useId();
  const { status, submit } = useAccountForm(form, () => hideModal(ID));
  return (
    <Modal id={ID} labelledBy={`${ids}-heading`}>
      <form className="grid gap-4" aria-busy={status === 'submitting'} onSubmit={(event) => void submit(event)}>
        <h2 id={`${ids}-heading`} className="m-0 font-heading text-xl">
          Email updates
        </h2>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="emailConsent" defaultChecked className="mt-1" />
          <span>{label}</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn" disabled={status !== 'idle'}>
            Save
          </button>
          <DismissModalButton id={ID}>
            Not now
          </DismissModalButton>
        </div>
      </form>
    </Modal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(EmailConsentModal);
