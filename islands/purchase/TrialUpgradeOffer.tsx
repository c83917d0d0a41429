import { actions } from 'astro:actions';
import { useState } from 'react';
import { autologinUrl, FIRST_ACCESS } from '../../src/features/join/welcome.ts';
import { HOME_PATH } from '../../src/routing/paths.ts';
import { withErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';

/**
 * /_upgrademembership's offer to a new trial member who is not signed in yet: upgrade now
 * (internalUpsellTrialUpgradeWelcomePage, one idempotency key per attempt), landing on upgrade
 * success or denial; or carry on with the trial, signed in with the one-time autologin.
 */
function TrialUpgradeOffer() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function upgrade() {
    setBusy(true);
    const { data, error } = await actions.join.trialUpgradeWelcomePage({ idempotencyKey });
    if (data) window.location.assign(data.location);
    else {
      setBusy(false);
      setMessage(error.message);
    }
  }

  async function keepTrial() {
    setBusy(true);
    const { data } = await actions.join.welcomeCheck();
    window.location.assign(data?.autologinId ? autologinUrl(`${HOME_PATH}?${new URLSearchParams(FIRST_ACCESS)}`, data.autologinId) : HOME_PATH);
  }

  return (
    <div className="grid gap-3" data-trial-upgrade-offer>
      <p className="m-0">Get the full library now: upgrade your trial to a full membership.</p>
      {message && (
        <p className="m-0 rounded-md border-l-4 border-red-500 px-3 py-2" role="alert">
          {message}
        </p>
      )}
      <p className="m-0 flex flex-wrap gap-3">
        <button type="button" className="btn border-0" disabled={busy} aria-busy={busy} onClick={() => void upgrade()}>
          {busy ? 'Processing…' : 'Upgrade now'}
        </button>
        <button type="button" className="rounded-md border border-solid border-muted bg-transparent px-4 py-2 text-ink focus-ring" disabled={busy} onClick={() => void keepTrial()}>
          Continue with my trial
        </button>
      </p>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(TrialUpgradeOffer);
