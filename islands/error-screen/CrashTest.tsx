import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

/** What the crash test throws, so a log line can be told apart from a real crash. */
export const CRASH_TEST_MESSAGE = 'Crash test: this island crashed on purpose (CRASH_TRIGGERS)';

/**
 * An island that crashes once hydrated, for the end-to-end test of the error boundary. Mounted only
 * when the server's CRASH_TRIGGERS setting is on (refused with SITE_ENV=production) and the page was
 * asked with `?crash=island`; it renders nothing on the server.
 */
function CrashTest() {
  const hydrated = useHydrated();
  if (hydrated) throw new Error(CRASH_TEST_MESSAGE);
  return null;
}

export default withErrorBoundary(CrashTest);
