import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $flashes, dismissFlash, showFlash } from './store.ts';
import { flashOf, type FlashInput } from '../../../src/shell/flash/flash.ts';
import { flashText } from '../../../src/shell/flash/messages.ts';
import { withErrorBoundary } from '../error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../hydration/use-hydrated.ts';

export interface FlashListProps {
  /** Flashes the page asks for on arrival (from its query string), rendered on the server too. */
  initial?: readonly FlashInput[];
}

const TONE: Readonly<Record<string, string>> = {
  success: 'border-accent',
  info: 'border-brand',
  warning: 'border-brand',
  error: 'border-red-500',
};

/**
 * The flash notifications, announced politely to screen readers. Until hydration the initial flashes
 * render as they are (no module-level store on the server); then the shared store takes over.
 */
function FlashList({ initial = [] }: FlashListProps) {
  const stored = useStore($flashes);
  const hydrated = useHydrated();
  useEffect(() => {
    for (const flash of initial) showFlash(flash);
  }, []);
  const flashes = hydrated ? stored : initial.map(flashOf);
  return (
    <ul className="flash-list m-0 flex list-none flex-col gap-2 p-0" aria-label="Notifications">
      {flashes.map((flash) => (
        <li
          key={flash.id}
          className={`flash flash--${flash.type} flex items-center justify-between gap-4 rounded-md border-l-4 bg-surface px-4 py-3 ${TONE[flash.type] ?? ''}`}
          role="status"
        >
          <span>{flashText(flash)}</span>
          <button type="button" className="focus-ring rounded-sm bg-transparent text-ink" aria-label="Dismiss notification" onClick={() => dismissFlash(flash.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(FlashList);
