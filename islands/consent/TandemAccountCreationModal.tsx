import { hideModal } from '../shell/modals/store.ts';
import { SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import CredentialsModal from './CredentialsModal.tsx';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { OpenModalButton } from '../shell/modals/ModalButtons.tsx';

export interface TandemAccountCreationModalProps {
  form: AccountFormSpec;
  /** The tandem users' consent text (membership spec section 2). */
  terms: string;
}

/**
 * The tandem account creation (membership spec sections 2 and 4: creation sets hasTandemChildAccount):
 * a tandem parent gives the second login its own email address and password. Opened by its button.
 */
function TandemAccountCreationModal({ form, terms }: TandemAccountCreationModalProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-surface px-4 py-3" data-tandem-account-creation>
      <p className="m-0">Your tandem membership comes with a second login.</p>
      <OpenModalButton id="TandemAccountCreationModal" className={SECONDARY_BUTTON}>
        Create the tandem account
      </OpenModalButton>
      <CredentialsModal
        id="TandemAccountCreationModal"
        form={form}
        title="Tandem account"
        intro={<p className="m-0">Create the second login of your tandem membership with its own email address and password.</p>}
        emailLabel="Email of the tandem account"
        passwordLabel="Password of the tandem account"
        submitLabel="Create account"
        terms={terms}
        onDone={() => hideModal('TandemAccountCreationModal')}
      />
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(TandemAccountCreationModal);
