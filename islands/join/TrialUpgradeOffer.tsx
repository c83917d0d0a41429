import { useState } from 'react';
import { autologinUrl } from '../../src/features/join/welcome.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { checkWelcome, upgradeTrialFromWelcomePage } from './welcome-actions.ts';

export interface TrialUpgradeOfferProps {
  /** The welcome check signed the new trial in on the way to this page. */
  signedIn: boolean;
  /** Where the trial carries on: the page they went to join from (or home), with the first-access flag. */
  landing: string;
}

/**
 * /_upgrademembership's offer to a new trial member: upgrade now
 * (internalUpsellTrialUpgradeWelcomePage, one idempotency key per attempt), landing on upgrade
 * success or denial; or carry on with the trial on the page they joined from, signed in already,
 * else through the one-time autologin. Both buttons stay disabled until the island hydrates: a click
 * before then would fall on a button that does nothing.
 */
function TrialUpgradeOffer({ signedIn, landing }: TrialUpgradeOfferProps) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function upgrade() {
    setBusy(true);
    const answer = await upgradeTrialFromWelcomePage(idempotencyKey);
    if ('location' in answer) window.location.assign(answer.location);
    else {
      setBusy(false);
      setMessage(answer.message);
    }
  }

  async function keepTrial() {
    setBusy(true);
    if (signedIn) return window.location.assign(landing);
    const check = await checkWelcome();
    window.location.assign(check !== 'failed' && check.autologinId ? autologinUrl(landing, check.autologinId) : landing);
  }

  return (
    <div className="grid gap-3" data-trial-upgrade-offer>
      <p className="m-0">Get the full library now: upgrade your trial to a full membership.</p>
      {message && (
        <p className="alert" role="alert">
          {message}
        </p>
      )}
      <p className="m-0 flex flex-wrap gap-3">
        <button type="button" className="btn border-0" disabled={busy || !hydrated} aria-busy={busy} onClick={() => void upgrade()}>
          {busy ? 'Processing…' : 'Upgrade now'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} disabled={busy || !hydrated} onClick={() => void keepTrial()}>
          Continue with my trial
        </button>
      </p>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(TrialUpgradeOffer);
