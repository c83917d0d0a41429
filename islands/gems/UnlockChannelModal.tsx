import { useCallback, useEffect } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { useModal } from '../shell/modals/store.ts';
import { gemsText, nextGemsText, PACK_UNLOCK_MESSAGES, unlockQuestion } from '../../src/features/gems/gems.ts';
import GemsBalance from './GemsBalance.tsx';
import { $gems, cancelGemsRequests, loadBalance, resetPackUnlock, unlockPack } from './store.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

/** What an opener hands the modal (showModal('UnlockChannelModal', props)). */
export interface UnlockChannelModalProps extends Readonly<Record<string, unknown>> {
  channelPackId: number;
  /** The pack's name and price in gems, when the opener knows them (the pack page does; a video page does not). */
  packName: string | null;
  price: number | null;
}

const MODAL_ID = 'UnlockChannelModal';

/**
 * The UnlockChannelModal (membership spec sections 2, 4 and 8): the pack and its price with the
 * member's gems, loaded when it opens ("Unlock Neon Vol. 1 for 10 gems? You have 350."), and the
 * pack's unlock with its four outcomes. Once the pack is theirs, the page is loaded
 * again: src/access then plays its videos.
 */
export default function UnlockChannelModal() {
  const modal = useModal<UnlockChannelModalProps>(MODAL_ID);
  const { props } = modal;
  const gems = useSharedStore($gems);
  useEffect(() => {
    if (modal.open) void loadBalance();
  }, [modal.open]);
  const owned = gems.outcome === 'unlocked' || gems.outcome === 'already-unlocked';
  // Every way out (Escape, the backdrop, Close) lands here once.
  const closed = useCallback(() => {
    const { outcome } = $gems.get();
    cancelGemsRequests();
    if (outcome === 'unlocked' || outcome === 'already-unlocked') window.location.reload();
  }, []);
  const name = props?.packName ?? 'this channel pack';
  const unlock = (): void => {
    if (!props) return;
    resetPackUnlock();
    void unlockPack(props.channelPackId);
  };

  return (
    <Modal modal={modal} onClose={closed}>
      <div className="grid gap-4" aria-busy={gems.balanceStatus === 'loading' || gems.unlockStatus === 'unlocking'} data-unlock-outcome={gems.outcome ?? undefined}>
        <ModalHeading>
          {gems.outcome === 'unlocked' ? 'Pack unlocked' : `Unlock ${name}`}
        </ModalHeading>
        <GemsBalance gems={gems} describe={(balance) => (gems.outcome === 'unlocked' ? `You unlocked ${name}. You have ${gemsText(balance)} left.` : unlockQuestion(name, props?.price ?? null, balance))} />
        {gems.outcome !== null && gems.outcome !== 'unlocked' && (
          <p className="alert" role="alert">
            {PACK_UNLOCK_MESSAGES[gems.outcome]}
          </p>
        )}
        {gems.outcome === 'insufficient-funds' && gems.daysUntilRefreshGems !== null && (
          <p className="m-0">More free gems come {nextGemsText(gems.daysUntilRefreshGems)}.</p>
        )}
        <div className="flex flex-wrap gap-3">
          {owned ? (
            <button type="button" className="btn" autoFocus onClick={() => window.location.reload()}>
              Watch its videos
            </button>
          ) : (
            gems.outcome !== 'insufficient-funds' && (
              <button type="button" className="btn" disabled={!props || gems.unlockStatus === 'unlocking'} onClick={unlock}>
                {gems.unlockStatus === 'unlocking'
                  ? 'Unlocking…'
                  : gems.outcome === 'failed'
                    ? 'Try again'
                    : props?.price != null
                      ? `Unlock for ${gemsText(props.price)}`
                      : 'Unlock with gems'}
              </button>
            )
          )}
          <DismissModalButton id={MODAL_ID}>
            {gems.outcome === null ? 'Cancel' : 'Close'}
          </DismissModalButton>
        </div>
      </div>
    </Modal>
  );
}
