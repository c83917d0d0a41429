import type { PollingFlow } from '../../src/features/membership-purchase/subscription-polling.ts';
import { showFlash } from '../shell/flash/store.ts';
import { hideModal, showModal } from '../shell/modals/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';

/**
 * After a payment that the profile shows only later (membership spec section 4: the trial upgrade
 * and the reactivations): the success flash (`message`, a flash key), the purchase's modal `from`
 * gives way, and the subscription status modal polls until the membership shows.
 */
export function waitForMembership(from: ModalId, flow: PollingFlow, message: string): void {
  showFlash({ type: 'success', message });
  hideModal(from);
  showModal('SubscriptionStatusModal', { flow });
}
