import { useCallback, useEffect, useState } from 'react';
import Modal, { ModalHeading, SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { hideModal, useModal } from '../shell/modals/store.ts';
import { GEMS_EARNED, GEMS_LOST, gemsText, HIDE_GEMS_INFO_FAILED, nextGemsText } from '../../src/features/gems/gems.ts';
import { hideIntroAction } from './actions.ts';
import GemsBalance from './GemsBalance.tsx';
import { $gems, cancelGemsRequests, loadBalance } from './store.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';
import { useSharedStore } from '../shell/hydration/use-hydrated.ts';

const MODAL_ID = 'UserGemsInfoModal';

/**
 * The UserGemsInfoModal (membership spec sections 2, 4, 8 and 9): what gems are, the member's
 * balance and when the next free ones come. "Don't show this again" records acknowledgeGemsIntro
 * upstream; its failure says 'Error saving your preferences.'.
 */
export default function UserGemsInfoModal({ channelsHref }: {
  /** The channels listing, for a member who may see it (src/shell/navigation.ts channelsListingPath); else no link. */
  channelsHref: string | null;
}) {
  const modal = useModal(MODAL_ID);
  const gems = useSharedStore($gems);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle');
  useEffect(() => {
    if (modal.open) void loadBalance();
  }, [modal.open]);
  const closed = useCallback(() => {
    cancelGemsRequests();
    setSaving('idle');
  }, []);
  const dontShowAgain = async (): Promise<void> => {
    setSaving('saving');
    try {
      const { error } = await hideIntroAction();
      if (error) throw new Error('not saved');
      hideModal(MODAL_ID);
    } catch {
      setSaving('failed');
    }
  };

  return (
    <Modal modal={modal} onClose={closed}>
      <div className="grid gap-4" aria-busy={gems.balanceStatus === 'loading' || saving === 'saving'}>
        <ModalHeading>
          Your gems
        </ModalHeading>
        <GemsBalance
          gems={gems}
          describe={(balance) =>
            `You have ${gemsText(balance)}.${gems.daysUntilRefreshGems !== null ? ` More free gems come ${nextGemsText(gems.daysUntilRefreshGems)}.` : ''}`
          }
        />
        <p className="m-0">
          {GEMS_EARNED} Spend them on channel packs: a pack you unlock plays all its videos for you. {GEMS_LOST}
        </p>
        {saving === 'failed' && (
          <p className="alert" role="alert">
            {HIDE_GEMS_INFO_FAILED}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {channelsHref !== null && (
            <a className="btn" href={channelsHref}>
              See the channels
            </a>
          )}
          <button type="button" className={SECONDARY_BUTTON} disabled={saving === 'saving'} onClick={() => void dontShowAgain()}>
            Don't show this again
          </button>
          <DismissModalButton id={MODAL_ID}>
            Close
          </DismissModalButton>
        </div>
      </div>
    </Modal>
  );
}
