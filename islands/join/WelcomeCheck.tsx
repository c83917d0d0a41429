import { useEffect, useState } from 'react';
import { accountReadyLocation, nextAccountCreationStep, type AccountCreationStep } from '../../src/features/join/account-creation.ts';
import { loginUrl, SUPPORT_PATH } from '../../src/routing/paths.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { checkWelcome } from './welcome-actions.ts';

/**
 * The account-creation check of /_signupsuccess (membership spec section 4): one welcome check every
 * 5 s, up to 24, by the pure step of account-creation.ts. The new member is signed in on this site
 * with the one-time autologin on the way to the next page, so its header knows them: a trial to
 * upgrade membership, a member to `landing` (the page they went to join from, or home).
 */
function WelcomeCheck({ landing }: { landing: string }) {
  const [step, setStep] = useState<AccountCreationStep | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function check(tries: number) {
      const answer = await checkWelcome();
      if (cancelled) return;
      const next = nextAccountCreationStep(tries, answer);
      setStep(next);
      const ready = accountReadyLocation(next, landing);
      if (ready) window.location.assign(ready);
      else if (next.kind === 'wait') timer = setTimeout(() => void check(tries + 1), next.delayMs);
    }
    void check(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [landing]);

  if (step?.kind === 'timed-out' || step?.kind === 'login-error') {
    return (
      <div className="grid gap-3" data-welcome-check="failed">
        <p className="alert" role="alert">
          {step.message}
        </p>
        <p className="m-0">
          <a className="btn" href={loginUrl(landing)}>
            Log in
          </a>{' '}
          <a className="link" href={SUPPORT_PATH}>
            Contact support
          </a>
        </p>
      </div>
    );
  }
  return (
    <p className="m-0" role="status" aria-live="polite" data-welcome-check="pending">
      {step?.kind === 'autologin' || step?.kind === 'upgrade' ? 'Your account is ready: signing you in…' : 'We are creating your account. This can take a moment…'}
    </p>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(WelcomeCheck);
