import type { ConsentText } from '../../src/features/consent/consent-texts.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import ArrivalFormModal from './ArrivalFormModal.tsx';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';

export interface OneClickConsentModalProps {
  /** The one-click consent's form (terms-consent): the server records the words of the member's kind. */
  form: AccountFormSpec;
  /** The member's consent text and its button (guests, VIP users, tandem users). */
  consent: ConsentText;
  openOnArrival: boolean;
}

/**
 * The one-click consent (membership spec section 2): a member whose account was made in one click
 * (a guest, a VIP, a tandem login) accepts the terms in their own words by the button the text names.
 * The upstream keeps the words (POST /v2/user/email-consent) and stops asking; the guests' words are
 * also their email consent.
 */
function OneClickConsentModal({ form, consent, openOnArrival }: OneClickConsentModalProps) {
  return (
    <ArrivalFormModal id="OneClickConsentModal" form={form} heading="Before you continue" openOnArrival={openOnArrival}>
      {(busy) => (
        <>
          <p className="m-0">{consent.text}</p>
          <button type="submit" className="btn justify-self-start" disabled={busy}>
            {consent.button}
          </button>
        </>
      )}
    </ArrivalFormModal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(OneClickConsentModal);
