import { useEffect } from 'react';
import { $modals, showModal } from '../modals/store.ts';
import { GEMS_INTRO_LAST_SHOWN_KEY, lastShownFrom, shownWithinLastDay } from '../../src/features/gems/gems-intro.ts';
import UserGemsInfoModal from './UserGemsInfoModal.tsx';

/**
 * The gems intro: mounted only where the server found nothing else blocking it
 * (src/features/gems/GemsIntro.astro), it opens the UserGemsInfoModal unless this browser showed it
 * within the last day or another modal is open, and stores when it showed it (membership spec section 4).
 */
export default function GemsIntro() {
  useEffect(() => {
    const now = new Date();
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(GEMS_INTRO_LAST_SHOWN_KEY);
    } catch {
      // Storage refused (private mode): without a record, showing it would repeat on every page.
      return;
    }
    if (shownWithinLastDay(lastShownFrom(stored), now) || Object.keys($modals.get()).length > 0) return;
    try {
      window.localStorage.setItem(GEMS_INTRO_LAST_SHOWN_KEY, now.toISOString());
    } catch {
      return;
    }
    showModal('UserGemsInfoModal');
  }, []);
  return <UserGemsInfoModal />;
}
