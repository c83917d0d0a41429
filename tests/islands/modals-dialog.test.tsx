// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Modal, { ModalHeading } from '../../islands/shell/modals/Modal.tsx';
import { $modalInstances, $modals, hideAllModals, hideModal, isModalShown, showModal, useModal } from '../../islands/shell/modals/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';

afterEach(() => {
  cleanup();
  hideAllModals();
  cleanStores($modals, $modalInstances);
});

/** A modal's component as the islands write it: its own copy (useModal) handed to its <Modal>. */
function TestModal({ id, children, ...rules }: { id: ModalId; closeOnEscape?: boolean; closeOnBackdrop?: boolean; onClose?: () => void; children: ReactNode }) {
  return (
    <Modal modal={useModal(id)} {...rules}>
      {children}
    </Modal>
  );
}

function renderModal(id: ModalId, rules: { closeOnEscape?: boolean; closeOnBackdrop?: boolean } = {}, onClose = vi.fn()) {
  render(
    <>
      <button type="button" onClick={() => showModal(id)}>
        Open
      </button>
      <TestModal id={id} onClose={onClose} {...rules}>
        <ModalHeading>Title</ModalHeading>
        <button type="button">First</button>
        <button type="button" onClick={() => hideModal(id)}>
          Last
        </button>
      </TestModal>
    </>,
  );
  return { dialog: screen.getByRole<HTMLDialogElement>('dialog', { hidden: true }), onClose };
}

describe('Modal', () => {
  it('opens while the store has its id, named by its heading, and gives the focus back on close', () => {
    const { dialog, onClose } = renderModal('UnlockVideoModal');
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    expect(dialog.open).toBe(false);
    act(() => opener.click());
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Title' })).toBe(dialog);
    act(() => screen.getByRole('button', { name: 'Last' }).click());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('wraps Tab around inside it', () => {
    const { dialog } = renderModal('UnlockVideoModal');
    act(() => showModal('UnlockVideoModal'));
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it.each<[string, ModalId, { closeOnEscape?: boolean }, boolean]>([
    ['the unlock modal by its rule', 'UnlockVideoModal', {}, true],
    ['the health warning by its rule', 'HealthWarningModal', {}, false],
    ['a modal told otherwise', 'UnlockVideoModal', { closeOnEscape: false }, false],
  ])('Escape on %s closes it: %s', (_which, id, rules, closes) => {
    const { dialog } = renderModal(id, rules);
    act(() => showModal(id));
    const keyDown = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(keyDown).toBe(closes);
    // The 'cancel' the browser then sends is cancelled where Escape may not close it.
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(!closes);
    if (closes) act(() => dialog.close());
    expect(isModalShown(id)).toBe(closes ? false : true);
  });

  it.each<[string, ModalId, { closeOnBackdrop?: boolean }, boolean]>([
    ['the unlock modal by its rule', 'UnlockVideoModal', {}, true],
    ['convert VIP by its rule', 'ConvertVipUserModal', {}, false],
    ['a modal told otherwise', 'ConvertVipUserModal', { closeOnBackdrop: true }, true],
  ])('a click on the backdrop of %s closes it: %s', (_which, id, rules, closes) => {
    const { dialog } = renderModal(id, rules);
    act(() => showModal(id));
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 });
    act(() => {
      fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    });
    expect(isModalShown(id)).toBe(true);
    act(() => {
      fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    });
    expect(isModalShown(id)).toBe(!closes);
    expect(dialog.open).toBe(!closes);
  });

  it('shows one dialog per id when a page mounts the modal twice, and the next when the first goes', () => {
    const twice = (first: boolean) => (
      <>
        {first && (
          <TestModal id="PurchaseMembershipModal">
            <ModalHeading>One</ModalHeading>
          </TestModal>
        )}
        <TestModal id="PurchaseMembershipModal">
          <ModalHeading>Two</ModalHeading>
        </TestModal>
      </>
    );
    const { rerender } = render(twice(true));
    act(() => showModal('PurchaseMembershipModal'));
    // Each named by its own heading: the two headings' ids differ.
    const open = () =>
      [...document.querySelectorAll<HTMLDialogElement>('dialog')]
        .filter((dialog) => dialog.open)
        .map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(open()).toEqual(['One']);
    rerender(twice(false));
    expect(open()).toEqual(['Two']);
  });
});
