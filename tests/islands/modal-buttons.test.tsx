// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DismissModalButton, OpenModalButton } from '../../islands/shell/modals/ModalButtons.tsx';
import { $modals, hideAllModals, isModalShown, showModal } from '../../islands/shell/modals/store.ts';

afterEach(() => {
  cleanup();
  hideAllModals();
  cleanStores($modals);
});

describe('the modal buttons every modal island shares', () => {
  it('an opener is disabled in the server-rendered HTML, so a click before hydration never falls on a dead button', () => {
    expect(renderToString(<OpenModalButton id="UnlockVideoModal">Unlock this video</OpenModalButton>)).toMatch(/<button[^>]*disabled=""/);
  });

  it('an opener shows its modal with the props it was given once hydrated', () => {
    render(
      <OpenModalButton id="UnlockChannelModal" props={{ channelPackId: 9 }}>
        Unlock the pack
      </OpenModalButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unlock the pack' }));
    expect($modals.get()).toEqual({ UnlockChannelModal: { channelPackId: 9 } });
  });

  it.each([
    ['hides its modal', false, false],
    ['does nothing while the modal\'s work is in flight', true, true],
  ])('a dismiss button %s', (_, busy, stillShown) => {
    showModal('PurchaseMembershipModal');
    render(
      <DismissModalButton id="PurchaseMembershipModal" disabled={busy}>
        Close
      </DismissModalButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isModalShown('PurchaseMembershipModal')).toBe(stillShown);
  });
});
