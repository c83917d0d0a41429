import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { flashText } from '../flash/messages.ts';
import Modal, { SECONDARY_BUTTON } from '../modals/Modal.tsx';
import { hideModal, useModal } from '../modals/store.ts';
import { BALANCE_LOAD_FAILED, gemsText, HIDE_GEMS_INFO_FAILED, nextGemsText } from '../../src/features/gems/gems.ts';
import { hideIntroAction } from './actions.ts';
import { $gems, cancelGemsRequests, loadBalance } from './store.ts';
import { DismissModalButton } from '../modals/ModalButtons.tsx';

const MODAL_ID = 'UserGemsInfoModal';
const HEADING_ID = 'user-gems-info-heading';
const ALERT = 'm-0 rounded-md border-l-4 border-red-500 px-3 py-2';


/**
 * The UserGemsInfoModal (membership spec sections 2, 4, 8 and 9): what gems are, the member's
 * balance and when the next free ones come. "Don't show this again" records acknowledgeGemsIntro
 * upstream; its failure says 'Error saving your preferences.'.
 */
export default function UserGemsInfoModal() {
  const { open } = useModal(MODAL_ID);
  const gems = useStore($gems);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle');
  useEffect(() => {
    if (open) void loadBalance();
  }, [open]);
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
    <Modal id={MODAL_ID} labelledBy={HEADING_ID} onClose={closed}>
      <div className="grid gap-4" aria-busy={gems.balanceStatus === 'loading' || saving === 'saving'}>
        <h2 id={HEADING_ID} className="m-0 font-heading text-xl">
          Your gems
        </h2>
        <p className="m-0" role="status" data-gems-balance={gems.balance ?? undefined}>
          {gems.balanceStatus === 'loading'
            ? 'Loading your gems…'
            : gems.balance !== null
              ? `You have ${gemsText(gems.balance)}.${gems.daysUntilRefreshGems !== null ? ` More free gems come ${nextGemsText(gems.daysUntilRefreshGems)}.` : ''}`
              : ''}
        </p>
        {gems.balanceStatus === 'failed' && (
          <p className={ALERT} role="alert">
            {flashText({ message: BALANCE_LOAD_FAILED })}
          </p>
        )}
        <p className="m-0">
          Every Friday your membership earns free gems. Spend them on channel packs: a pack you unlock plays all its videos for you. Gems are lost if you cancel
          your membership.
        </p>
        {saving === 'failed' && (
          <p className={ALERT} role="alert">
            {HIDE_GEMS_INFO_FAILED}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <a className="btn" href="/channels">
            See the channels
          </a>
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
