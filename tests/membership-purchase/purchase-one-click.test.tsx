// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { PURCHASE_FLASH } from '../../src/shell/flash/messages.ts';
import type { PurchaseOffer } from '../../src/features/player/purchase-offer.ts';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $modals, hideAllModals, showModal } from '../../islands/shell/modals/store.ts';
import type { buyOneClick as BuyOneClick, loadOneClickOptions as LoadOneClickOptions } from '../../islands/membership-purchase/one-click-actions.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves; so are the other flows' islands.
const load = vi.fn<typeof LoadOneClickOptions>();
const buy = vi.fn<typeof BuyOneClick>();
vi.mock('../../islands/membership-purchase/one-click-actions.ts', () => ({ loadOneClickOptions: (singleSite: boolean) => load(singleSite), buyOneClick: (...args: Parameters<typeof BuyOneClick>) => buy(...args) }));
vi.mock('../../islands/membership-purchase/SubscriptionStatusModal.tsx', () => ({ default: () => null }));
vi.mock('../../islands/membership-purchase/TrialUpgradeButton.tsx', () => ({ default: () => null }));
const { default: PurchaseMembershipModal } = await import('../../islands/membership-purchase/PurchaseMembershipModal.tsx');
const { $subscription } = await import('../../islands/membership-purchase/store.ts');

const option = (joinOptionId: string, name: string, multisiteType: string | null): JoinOption => ({ joinOptionId, name, price: 29.95, rebillPrice: 29.95, currency: 'USD', periodDays: 30, rebillPeriodDays: 30, trial: false, payPerVideoCredits: 0, multisiteType });
const offer = (singleSite: boolean): PurchaseOffer => ({ flow: 'sixSite', title: 'Add this site to your membership', text: '…', link: { href: '/account', label: 'See your membership' }, oneClick: true, singleSite });
const reactivation: PurchaseOffer = { flow: 'reactivate', title: 'Reactivate your membership', text: '…', link: { href: '/joinnow', label: 'Reactivate' }, oneClick: true, singleSite: true };
const visitorsJoin: PurchaseOffer = { flow: 'join', title: 'Join Halo', text: '…', link: { href: '/joinnow', label: 'Join now' }, oneClick: false, singleSite: false };

beforeEach(() => {
  load.mockReset().mockResolvedValue({ singleSite: [option('801', 'Halo, monthly', null)], multisite: [option('1566', 'All 7 sites, 1 month (special offer)', 'multisite2020')] });
  buy.mockReset();
});
afterEach(() => {
  cleanup();
  hideAllModals();
  clearFlashes();
  vi.restoreAllMocks();
  cleanStores($modals, $flashes, $subscription);
});

async function open(singleSite: boolean) {
  render(<PurchaseMembershipModal offer={offer(singleSite)} premiumPlus={false} />);
  await act(async () => showModal('PurchaseMembershipModal'));
  return screen.getByRole('dialog', { name: 'Add this site to your membership' });
}

describe("the purchase modal's one-click options (membership spec sections 4 and 6)", () => {
  it('lists this brand alone first, chosen, then the multisite options, when the offer includes single-site', async () => {
    const dialog = await open(true);
    expect(load).toHaveBeenCalledWith(true);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Halo, monthly: $29.95', 'All 7 sites, 1 month (special offer): $29.95']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('buys the single-site option in one click and goes where the Action says (the welcome page)', async () => {
    buy.mockResolvedValue({ data: { success: true, location: '/_signupsuccess?fatr=true' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const dialog = await open(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buy now' })));
    expect(buy).toHaveBeenCalledWith({ kind: 'singleSite', option: expect.objectContaining({ joinOptionId: '801' }) }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(assign).toHaveBeenCalledWith('/_signupsuccess?fatr=true');
  });

  it('reactivates an expired membership in one click, then the status modal polls until it shows (no trip to /joinnow, which sends a signed-in user back here)', async () => {
    buy.mockResolvedValue({ data: { success: true, location: '/_signupsuccess?fatr=true' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(<PurchaseMembershipModal offer={reactivation} premiumPlus={false} />);
    await act(async () => showModal('PurchaseMembershipModal'));
    const dialog = screen.getByRole('dialog', { name: 'Reactivate your membership' });
    expect(within(dialog).queryByRole('link', { name: 'Reactivate' })).toBeNull();
    expect(load).toHaveBeenCalledWith(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buy now' })));
    expect(assign).not.toHaveBeenCalled();
    expect($modals.get()).not.toHaveProperty('PurchaseMembershipModal');
    expect($modals.get()).toHaveProperty('SubscriptionStatusModal');
    expect($flashes.get().map((flash) => flash.message)).toEqual([PURCHASE_FLASH.paymentSuccess]);
  });

  it('loads the options once when the page mounts the modal twice (a denied video\'s and the query\'s), in the one dialog that shows', async () => {
    render(
      <>
        <PurchaseMembershipModal offer={offer(true)} premiumPlus={false} />
        <PurchaseMembershipModal offer={offer(true)} premiumPlus={false} />
      </>,
    );
    await act(async () => showModal('PurchaseMembershipModal'));
    expect(screen.getAllByRole('dialog', { name: 'Add this site to your membership' })).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor to the join form, with no one-click options', async () => {
    render(<PurchaseMembershipModal offer={visitorsJoin} premiumPlus={false} />);
    await act(async () => showModal('PurchaseMembershipModal'));
    const dialog = screen.getByRole('dialog', { name: 'Join Halo' });
    expect(within(dialog).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/joinnow');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the payment-failed flash and closes when the purchase fails', async () => {
    buy.mockResolvedValue({ data: { success: false, errors: ['You already have this membership'] } });
    const dialog = await open(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buy now' })));
    expect($flashes.get().map((flash) => flash.message)).toEqual([PURCHASE_FLASH.paymentFailed]);
    expect($modals.get()).not.toHaveProperty('PurchaseMembershipModal');
    expect($subscription.get().isPaymentLoading).toBe(false);
  });
});
