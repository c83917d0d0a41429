import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { flashText } from '../../src/shell/flash/messages.ts';
import { creditsText, VIDEO_UNLOCK_ERROR } from '../../src/features/unlock/unlock-video.ts';
import { $videoUnlock, resetVideoUnlock, seedVideoUnlock, unlockVideoWithCredit } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { DismissModalButton, OpenModalButton } from '../shell/modals/ModalButtons.tsx';
import { useModal } from '../shell/modals/store.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface UnlockVideoProps {
  videoId: number;
  title: string;
  /** The member's pay-per-video credits when the page was rendered. */
  credits: number;
}

const MODAL_ID = 'UnlockVideoModal';

/**
 * The pay-per-video unlock (membership spec sections 4 and 6): the member's credits and a button that
 * opens the UnlockVideo modal, which spends one credit with its loading, success and failure states.
 * After the unlock the page is loaded again: the member's own view of it then plays the full video.
 */
function UnlockVideo({ videoId, title, credits: initialCredits }: UnlockVideoProps) {
  const hydrated = useHydrated();
  const modal = useModal(MODAL_ID);
  const state = useStore($videoUnlock);
  useEffect(() => seedVideoUnlock(initialCredits), [initialCredits]);
  const { status, credits } = hydrated ? state : { status: 'idle' as const, credits: initialCredits };
  // Every way out (Escape, Cancel, Close) ends in the modal's onClose, once.
  const close = useCallback(() => {
    // The page behind still shows the trailer: once unlocked, show the member's view of it.
    if ($videoUnlock.get().status === 'unlocked') window.location.reload();
    resetVideoUnlock();
  }, []);

  return (
    <div className="grid justify-items-start gap-3" data-unlock-video={videoId}>
      <p className="m-0" data-credits={credits}>
        You have {creditsText(credits)}. One of them unlocks this video for as long as your trial is active.
      </p>
      <OpenModalButton id={MODAL_ID}>
        Unlock this video
      </OpenModalButton>
      <Modal modal={modal} onClose={close}>
        <div className="grid gap-4" aria-busy={status === 'loading'}>
          <ModalHeading>
            {status === 'unlocked' ? 'Video unlocked' : `Unlock ${title}`}
          </ModalHeading>
          <p className="m-0" role="status">
            {status === 'unlocked'
              ? `You unlocked ${title}. You have ${creditsText(credits)} left.`
              : `Unlocking it spends one of your ${creditsText(credits)}.`}
          </p>
          {status === 'failed' && (
            <p className="alert" role="alert">
              {flashText({ message: VIDEO_UNLOCK_ERROR })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {status === 'unlocked' ? (
              <button type="button" className="btn" autoFocus onClick={() => window.location.reload()}>
                Watch the full video
              </button>
            ) : (
              <>
                <button type="button" className="btn" disabled={status === 'loading'} onClick={() => void unlockVideoWithCredit(videoId)}>
                  {status === 'loading' ? 'Unlocking…' : status === 'failed' ? 'Try again' : 'Unlock with 1 credit'}
                </button>
                <DismissModalButton id={MODAL_ID}>
                  {status === 'failed' ? 'Close' : 'Cancel'}
                </DismissModalButton>
              </>
            )}
          </div>
        </div>
      </Modal>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(UnlockVideo);
