import { useEffect } from 'react';
import { $modals, showModal } from '../shell/modals/store.ts';
import { lastShownCookie } from '../../src/features/gems/gems-intro.ts';
import UserGemsInfoModal from './UserGemsInfoModal.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';

/**
 * The gems intro: mounted only where the server found nothing blocking it
 * (src/features/gems/GemsIntro.astro), it opens the UserGemsInfoModal unless another modal is open
 * already, and stores when it showed it, for a day (membership spec section 4).
 */
function GemsIntro({ channelsHref }: { channelsHref: string | null }) {
  useEffect(() => {
    if (Object.keys($modals.get()).length > 0) return;
    document.cookie = lastShownCookie(new Date());
    showModal('UserGemsInfoModal');
  }, []);
  return <UserGemsInfoModal channelsHref={channelsHref} />;
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(GemsIntro);
