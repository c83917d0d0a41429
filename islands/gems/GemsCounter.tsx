import { useEffect } from 'react';
import { gemsText } from '../../src/features/gems/gems.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated, useSharedStore } from '../shell/hydration/use-hydrated.ts';
import { showModal } from '../shell/modals/store.ts';
import { $gems, acknowledgeNewGems, loadGemsNews } from './store.ts';
import UserGemsInfoModal from './UserGemsInfoModal.tsx';

/**
 * The member's gems in the site header (membership spec section 6: "gem animation" for active
 * members who may unlock channel packs): the balance, with "+N new" while gems came that the member
 * has not seen, its gem bouncing three times on arrival (not forever: an endless animation repaints
 * every frame, which cost a member's page, and its axe run, nearly twice the CPU in a headless
 * browser). A click opens the gems info and acknowledges them (acknowledgeNewGemsBalance).
 */
function GemsCounter({ channelsHref }: { channelsHref: string | null }) {
  const hydrated = useHydrated();
  const { balance, newGems } = useSharedStore($gems);
  useEffect(() => {
    void loadGemsNews();
  }, []);
  const fresh = newGems !== null && newGems > 0;
  const open = (): void => {
    showModal('UserGemsInfoModal');
    void acknowledgeNewGems();
  };
  return (
    <>
      {/* The server renders "Gems" before the balance is known: the button keeps the width of a
          four-digit balance and the new gems' badge floats over it, so that neither moves the
          header's other links when they arrive (a member page does not shift). */}
      <button type="button" className="link relative inline-flex min-w-[11ch] items-center gap-1" disabled={!hydrated} onClick={open} data-gems-counter data-new-gems={fresh ? newGems : undefined}>
        <span aria-hidden="true" className={fresh ? 'inline-block motion-safe:animate-bounce motion-safe:animate-count-3' : 'inline-block'}>◆</span>
        {balance === null ? 'Gems' : gemsText(balance)}
        {fresh && <span className="absolute -right-2 -top-3 whitespace-nowrap rounded-sm bg-brand px-1.5 text-xs text-page">{`+${newGems} new`}</span>}
      </button>
      <UserGemsInfoModal channelsHref={channelsHref} />
    </>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(GemsCounter);
