import { useId } from 'react';
import type { ConsentText } from '../../src/features/consent/consent-texts.ts';
import Modal from '../modals/Modal.tsx';
import { hideModal } from '../modals/store.ts';
import { useOpenOnArrival } from './open-on-arrival.ts';
import { useAccountForm, type AccountFormSpec } from './use-account-form.ts';
import { withErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';

export interface OneClickConsentModalProps {
  /** The one-click consent's form (terms-consent): the server records the words of the member's kind. */
  form: AccountFormSpec;
  /** The member's consent text and its button (guests, VIP users, tandem users). */
  consent: ConsentText;
  openOnArrival: boolean;
}

const ID = 'OneClickConsentModal';

/**
 * The one-click consent (membership spec section 2): a member whose account was made in one click
 * (a guest, a VIP, a tandem login) accepts the terms in their own words by the button the text names.
 * The upstream keeps the words (POST /v2/user/email-consent) and stops asking; the guests' words are
 * also their email consent.
 */
function OneClickConsentModal({ form, consent, openOnArrival }: OneClickConsentModalProps) {
  useOpenOnArrival(ID, openOnArrival);
  const ids = useId();
  const { status, submit } = useAccountForm(form, () => hideModal(ID));
  return (
    <Modal id={ID} labelledBy={`${ids}-heading`}>
      <form className="grid gap-4" aria-busy={status === 'submitting'} onSubmit={(event) => void submit(event)}>
        <h2 id={`${ids}-heading`} className="m-0 font-heading text-xl">
          Before you continue
        </h2>
        <p className="m-0">{consent.text}</p>
        <button type="submit" className="btn justify-self-start" disabled={status !== 'idle'}>
          {consent.button}
        </button>
      </form>
    </Modal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(OneClickConsentModal);
