import { useState, type FormEvent } from 'react';
import { ACKNOWLEDGE_FAILED_MESSAGE, ACKNOWLEDGE_LABEL } from '../../src/features/health-warning/texts.ts';
import { ACKNOWLEDGE_PATH, REGION_FIELD, RETURN_FIELD } from '../../src/features/health-warning/acknowledgement.ts';
import type { HealthWarningRegion } from '../../src/features/health-warning/regions.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { loadActions } from '../shell/actions/actions.ts';

interface Props {
  region: HealthWarningRegion;
  /** The page the cover hides: where a visitor's acknowledgement brings them back. */
  returnTo: string;
}

/**
 * The cover's acknowledgement: a plain form the site server answers (src/features/health-warning/health-warning.hook.ts:
 *
 * a cookie for a visitor, acknowledgeHealthWarning upstream for a member, the cookie again when the
 * gateway is down, then 303 back), so it works without JavaScript. Hydrated for a member, it calls the healthWarning.acknowledge Action instead and
 * reloads the page (browsing spec section 4: "Acknowledgement reloads the page"), with its failure
 * shown beside the button rather than on a page of its own.
 */
function AcknowledgeForm({ region, returnTo }: Props) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function acknowledge(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      const { actions } = await loadActions();
      const { error } = await actions.healthWarning.acknowledge({ region });
      if (!error) {
        window.location.reload();
        return;
      }
    } catch {
      // A network failure: the same message as a refusal.
    }
    setFailed(true);
    setSending(false);
  }

  return (
    <form method="post" action={ACKNOWLEDGE_PATH} onSubmit={(event) => void acknowledge(event)} className="grid justify-items-center gap-3">
      <input type="hidden" name={REGION_FIELD} value={region} />
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <button type="submit" className="btn" disabled={sending}>
        {ACKNOWLEDGE_LABEL}
      </button>
      {failed && (
        <p role="alert" className="m-0 text-sm">
          {ACKNOWLEDGE_FAILED_MESSAGE}
        </p>
      )}
    </form>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(AcknowledgeForm);
