import { useEffect } from 'react';
import { greetedCookie } from '../../src/features/consent/greeting.ts';
import { showModal } from '../shell/modals/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';

/**
 * Opens the modal once its island has hydrated, when the page decided it greets the member. A
 * greeting (`greetingMark` given) leaves its mark for the rest of the visit as it opens, so the
 * next pages do not greet the member again.
 */
export function useOpenOnArrival(id: ModalId, openOnArrival: boolean, greetingMark?: string): void {
  useEffect(() => {
    if (!openOnArrival) return;
    showModal(id);
    if (greetingMark !== undefined) document.cookie = greetedCookie(greetingMark, window.location.protocol === 'https:');
  }, [id, openOnArrival, greetingMark]);
}
