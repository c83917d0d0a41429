import { map } from 'nanostores';
import { showFlash } from '../shell/flash/store.ts';
import { VIDEO_UNLOCK_ERROR } from '../../src/features/unlock/unlock-video.ts';
import { loadActions } from '../shell/actions/actions.ts';

/**
 * The pay-per-video unlock's state (membership spec section 4: "Video unlock: requested sets
 * loading; succeeded or failed clears it; failure flashes video_unlock_modal.error"), with the
 * member's credits, which go down by the one spent. Browser-only: the island seeds it on mount.
 */
export type VideoUnlockStatus = 'idle' | 'loading' | 'unlocked' | 'failed';

export interface VideoUnlockState {
  status: VideoUnlockStatus;
  /** The member's pay-per-video credits as last known. */
  credits: number;
}

export const $videoUnlock = map<VideoUnlockState>({ status: 'idle', credits: 0 });

/** The site's answer to an unlock: the credits left, or an error (the Astro Action unlock.video). */
export type UnlockCall = (videoId: number) => Promise<{ data?: { payPerVideoCredits: number } | undefined; error?: unknown }>;

/** The Astro Action, imported on first use so pages without an unlock never load the Actions client. */
const unlockAction: UnlockCall = async (videoId) => {
  const { actions } = await loadActions();
  return actions.unlock.video({ videoId });
};

export function seedVideoUnlock(credits: number): void {
  $videoUnlock.set({ status: 'idle', credits });
}

/** Spends one credit on the video; a second request while one runs is ignored. */
export async function unlockVideoWithCredit(videoId: number, call: UnlockCall = unlockAction): Promise<void> {
  if ($videoUnlock.get().status === 'loading') return;
  $videoUnlock.setKey('status', 'loading');
  try {
    const { data, error } = await call(videoId);
    if (error || !data) throw new Error('unlock refused');
    $videoUnlock.set({ status: 'unlocked', credits: data.payPerVideoCredits });
  } catch {
    $videoUnlock.setKey('status', 'failed');
    showFlash({ type: 'error', message: VIDEO_UNLOCK_ERROR });
  }
}

/** The modal closed after a failure: ready to try again. */
export function resetVideoUnlock(): void {
  if ($videoUnlock.get().status === 'failed') $videoUnlock.setKey('status', 'idle');
}
