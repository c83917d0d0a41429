import { useEffect, useRef } from 'react';
import Modal, { ModalHeading, SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { useModal } from '../shell/modals/store.ts';
import { useOpenOnArrival } from './open-on-arrival.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { loadActions } from '../shell/actions/actions.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';

export interface PromotionalVideoModalProps {
  title: string;
  video: { src: string; type: string };
  openOnArrival: boolean;
  /** Set when the modal greets the member on arrival: the mark it leaves for the rest of the visit (src/features/consent/greeting.ts). */
  greetingMark?: string | undefined;
}

const ID = 'PromotionalVideoModal';

/** The Astro Action, imported on first use so pages without the teaser never load the Actions client. */
async function recordViewed(): Promise<void> {
  const { actions } = await loadActions();
  // Best effort: if it fails the teaser shows once more on a later page, which is harmless.
  await actions.consent.teaserViewed();
}

/**
 * The promotional video teaser (membership spec section 4: shown to non-guests who have not seen it;
 * viewing sets state.modals.teaserViewed): the newest video's trailer, recorded as viewed once shown.
 */
function PromotionalVideoModal({ title, video, openOnArrival, greetingMark }: PromotionalVideoModalProps) {
  useOpenOnArrival(ID, openOnArrival, greetingMark);
  const modal = useModal(ID);
  const { open } = modal;
  const recorded = useRef(false);
  useEffect(() => {
    if (!open || recorded.current) return;
    recorded.current = true;
    void recordViewed().catch(() => undefined);
  }, [open]);
  return (
    <Modal modal={modal}>
      <div className="grid gap-4">
        <ModalHeading>
          New: {title}
        </ModalHeading>
        {open && (
          <video className="aspect-video w-full rounded-md bg-black" controls muted autoPlay playsInline preload="metadata">
            <source src={video.src} type={video.type} />
          </video>
        )}
        <DismissModalButton id={ID} className={`${SECONDARY_BUTTON} justify-self-start`}>
          Close
        </DismissModalButton>
      </div>
    </Modal>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(PromotionalVideoModal);
