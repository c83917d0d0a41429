import UnlockChannelModal, { type UnlockChannelModalProps } from './UnlockChannelModal.tsx';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { OpenModalButton } from '../shell/modals/ModalButtons.tsx';

/**
 * The button that opens the UnlockChannelModal for one pack, and the modal itself: mounted only where
 * src/access leaves a pack locked for the member (the pack page, a locked video's denied action).
 */
function UnlockChannelPack(props: UnlockChannelModalProps & { opener: string }) {
  const { opener, ...pack } = props;
  return (
    <div data-unlock-channel-pack={pack.channelPackId}>
      <OpenModalButton id="UnlockChannelModal" props={pack}>
        {opener}
      </OpenModalButton>
      <UnlockChannelModal />
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(UnlockChannelPack);
