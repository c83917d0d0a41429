import CredentialsModal from './CredentialsModal.tsx';
import { useOpenOnArrival } from './open-on-arrival.ts';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';

export interface ConvertVipUserModalProps {
  form: AccountFormSpec;
  /** The VIP consent text ('By clicking CONTINUE...'), the modal's terms and policy text. */
  terms: string;
  openOnArrival: boolean;
  /** Set when the modal greets the member on arrival: the mark it leaves for the rest of the visit (src/features/consent/greeting.ts). */
  greetingMark?: string | undefined;
}

/**
 * Membership spec section 2: the Convert VIP modal (title VIP, 'Exclusive membership', the request to
 * type one's own email address and password, a Continue button, terms and policy text). Section 4: on
 * success the page is reloaded; on failure the server's message shows and the form is usable again.
 */
function ConvertVipUserModal({ form, terms, openOnArrival, greetingMark }: ConvertVipUserModalProps) {
  useOpenOnArrival('ConvertVipUserModal', openOnArrival, greetingMark);
  return (
    <CredentialsModal
      id="ConvertVipUserModal"
      form={form}
      title="VIP"
      intro={
        <>
          <p className="m-0 font-heading text-lg">Exclusive membership</p>
          <p className="m-0">Please type your own email address and password to register the account.</p>
        </>
      }
      emailLabel="Email"
      passwordLabel="Password"
      submitLabel="Continue"
      terms={terms}
      onDone={() => window.location.reload()}
    />
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(ConvertVipUserModal);
