import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { DismissModalButton, OpenModalButton } from '../shell/modals/ModalButtons.tsx';
import ArrivalFormModal from './ArrivalFormModal.tsx';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';

export interface EmailConsentModalProps {
  form: AccountFormSpec;
  /** 'I would like to get email updates about hot new scenes and special offers.' */
  label: string;
  openOnArrival: boolean;
  /** Set when the modal greets the member on arrival: the mark it leaves for the rest of the visit (src/features/consent/greeting.ts). */
  greetingMark?: string | undefined;
  /** The words of a button on the page that opens it, when the member is to open it themself (the welcome after a purchase). */
  opener?: string | undefined;
}

const ID = 'EmailConsentModal';

/**
 * The email consent (membership spec sections 2 and 4): success flashes
 * account.flash_email_consent_updated, failure account.flash_unknown_error.
 */
function EmailConsentModal({ form, label, openOnArrival, greetingMark, opener }: EmailConsentModalProps) {
  return (
    <>
      {opener && (
        <OpenModalButton id={ID} className={SECONDARY_BUTTON}>
          {opener}
        </OpenModalButton>
      )}
      <ArrivalFormModal id={ID} form={form} heading="Email updates" openOnArrival={openOnArrival} greetingMark={greetingMark}>
        {(busy) => (
          <>
            <label className="flex items-start gap-2">
              <input type="checkbox" name="emailConsent" defaultChecked className="mt-1" />
              <span>{label}</span>
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn" disabled={busy}>
                Save
              </button>
              <DismissModalButton id={ID}>Not now</DismissModalButton>
            </div>
          </>
        )}
      </ArrivalFormModal>
    </>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(EmailConsentModal);
