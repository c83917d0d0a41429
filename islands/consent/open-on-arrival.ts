import { useEffect } from 'react';
import { showModal, type ModalId } from '../modals/store.ts';

/** Opens the modal once its island has hydrated, when the page decided it greets the member. */
export function useOpenOnArrival(id: ModalId, openOnArrival: boolean): void {
  useEffect(() => {
    if (openOnArrival) showModal(id);
  }, [id, openOnArrival]);
}
