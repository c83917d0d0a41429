import type { PurchaseOffer } from '../../src/features/watching/purchase-offer.ts';
import Modal, { SECONDARY_BUTTON } from '../modals/Modal.tsx';
import { hideModal, showModal } from '../modals/store.ts';
import { useHydrated } from './use-hydrated.ts';

export interface PurchaseModalProps {
  offer: PurchaseOffer;
  /** The button that opens it, e.g. "See membership options"; without one it opens by id only (the query's modal=upgrade). */
  opener?: string;
}

const HEADING_ID = 'purchase-modal-heading';
const MODAL_ID = 'PurchaseMembershipModal';

/**
 * The purchase modal (membership spec section 6: the denied action "otherwise the purchase modal with
 * singlesite included"), opened with the member's offer. The purchase itself comes with the money
 * issue: until then the offer links to where the member joins or changes their membership.
 */
export default function PurchaseModal({ offer, opener }: PurchaseModalProps) {
  const hydrated = useHydrated();
  return (
    <div data-purchase-modal={offer.flow}>
      {opener && (
        <button type="button" className="btn" disabled={!hydrated} onClick={() => showModal(MODAL_ID)}>
          {opener}
        </button>
      )}
      <Modal id={MODAL_ID} labelledBy={HEADING_ID}>
        <div className="grid gap-4">
          <h2 id={HEADING_ID} className="m-0 font-heading text-xl">
            {offer.title}
          </h2>
          <p className="m-0">{offer.text}</p>
          <div className="flex flex-wrap gap-3">
            <a className="btn" href={offer.link.href}>
              {offer.link.label}
            </a>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => hideModal(MODAL_ID)}>
              Close
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
