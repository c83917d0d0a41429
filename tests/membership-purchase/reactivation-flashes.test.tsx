// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FlashList from '../../islands/shell/flash/FlashList.tsx';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $modalInstances, $modals, hideAllModals, showModal } from '../../islands/shell/modals/store.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const purchase = vi.hoisted(() => ({ retentionOffer: vi.fn(), reactivate: vi.fn() }));
vi.mock('../../islands/shell/actions/member-actions.ts', () => ({ actions: { purchase } }));
const { default: ReactivateCancelledRebillModal } = await import('../../islands/membership-purchase/ReactivateCancelledRebillModal.tsx');

beforeEach(() => {
  purchase.retentionOffer.mockReset().mockResolvedValue({ data: { offer: null, currentRebill: { amount: 29.95, currency: 'USD' } }, error: undefined });
  purchase.reactivate.mockReset();
});
afterEach(() => {
  cleanup();
  clearFlashes();
  hideAllModals();
  cleanStores($flashes, $modals, $modalInstances);
});

// Membership spec section 8: "reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed and
// ..._success", and "Reactivation or payment: 'There was an error doing the reactivation or payment.
// Please contact customer support.'"
describe('the reactivation of a cancelled rebill tells the member how it went', () => {
  it.each([
    ['fails', { data: { success: false } }, 'error', 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_failed', 'There was an error doing the reactivation or payment. Please contact customer support.'],
    ['succeeds', { data: { success: true } }, 'success', 'reactivate_cancelled_rebill_modal.reactivate_cancelled_rebill_success', 'Your membership is reactivated.'],
  ])('when it %s, with the %s flash %s: %j', async (_outcome, answer, type, key, text) => {
    purchase.reactivate.mockResolvedValue(answer);
    render(
      <>
        <FlashList />
        <ReactivateCancelledRebillModal premiumPlus={false} />
      </>,
    );
    await act(async () => showModal('ReactivateCancelledRebillModal'));
    const dialog = screen.getByRole('dialog', { name: 'Reactivate your membership' });
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: 'Reactivate' })));
    expect($flashes.get().map((flash) => [flash.type, flash.message])).toEqual([[type, key]]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`${text}×`);
  });
});
