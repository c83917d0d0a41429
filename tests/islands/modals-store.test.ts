import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { isOnBackdrop, MODAL_CLOSE_RULES } from '../../islands/shell/modals/close-rules.ts';
import { $modals, hideAllModals, hideModal, isModalShown, showModal } from '../../islands/shell/modals/store.ts';
import { isModalId, MODAL_IDS, type ModalId } from '../../src/shell/modal-ids.ts';

afterEach(() => {
  hideAllModals();
  cleanStores($modals);
});

describe('the modal store (membership spec section 2: modals are shown or hidden by id; a hide-all action exists)', () => {
  it('shows a modal by id with the props its opener hands it', () => {
    showModal('UnlockVideoModal', { videoId: 42 });
    expect($modals.get()).toEqual({ UnlockVideoModal: { videoId: 42 } });
    expect(isModalShown('UnlockVideoModal')).toBe(true);
    expect(isModalShown('PurchaseMembershipModal')).toBe(false);
  });

  it('shows a modal with no props as an empty set of props', () => {
    showModal('EmailConsentModal');
    expect($modals.get()).toEqual({ EmailConsentModal: {} });
  });

  it('hands new props to a modal already shown and puts it last (on top)', () => {
    showModal('UnlockVideoModal', { videoId: 1 });
    showModal('PurchaseMembershipModal');
    showModal('UnlockVideoModal', { videoId: 2 });
    expect(Object.entries($modals.get())).toEqual([
      ['PurchaseMembershipModal', {}],
      ['UnlockVideoModal', { videoId: 2 }],
    ]);
  });

  it('hides one modal by id and leaves the others', () => {
    showModal('UnlockVideoModal');
    showModal('PurchaseMembershipModal');
    hideModal('UnlockVideoModal');
    expect($modals.get()).toEqual({ PurchaseMembershipModal: {} });
  });

  it('hides a modal that is not shown without a change', () => {
    showModal('PurchaseMembershipModal');
    const before = $modals.get();
    hideModal('UnlockVideoModal');
    expect($modals.get()).toBe(before);
  });

  it('hides every modal at once', () => {
    showModal('UnlockVideoModal');
    showModal('PromotionalVideoModal');
    hideAllModals();
    expect($modals.get()).toEqual({});
  });

  it('knows the spec’s modal ids, and nothing else', () => {
    expect(MODAL_IDS).toHaveLength(16);
    expect(isModalId('ConvertVipUserModal')).toBe(true);
    expect(isModalId('toString')).toBe(false);
    expect(isModalId(undefined)).toBe(false);
  });
});

describe('the close rules (membership spec section 2: several modals do not close on backdrop click)', () => {
  it.each<[ModalId, boolean, boolean]>([
    ['PurchaseMembershipModal', true, false],
    ['UnlockChannelModal', true, true],
    ['UnlockOrUpgradeMembershipModal', true, true],
    ['ReactivateCancelledRebillModal', true, false],
    ['UserGemsInfoModal', true, true],
    ['SubscriptionStatusModal', false, false],
    ['ConfirmOutgoingUpsellModal', true, false],
    ['ConvertVipUserModal', true, false],
    ['HealthWarningModal', false, false],
    ['PromotionalVideoModal', true, false],
    ['OneClickConsentModal', true, false],
    ['EmailConsentModal', true, false],
    ['TandemAccountCreationModal', true, false],
    ['UpgradeToYearlyMembershipModal', true, true],
    ['UnlockVideoModal', true, true],
  ])('%s: Escape closes it %s, a backdrop click %s', (id, escape, backdrop) => {
    expect(MODAL_CLOSE_RULES[id]).toEqual({ escape, backdrop });
  });

  const box = { left: 100, top: 50, right: 400, bottom: 300 };
  it.each<[string, number, number, boolean]>([
    ['left of the dialog', 99, 100, true],
    ['above it', 200, 49, true],
    ['right of it', 401, 100, true],
    ['below it', 200, 301, true],
    ['on its padding', 101, 51, false],
    ['on its edge', 400, 300, false],
  ])('a click %s is on the backdrop: %s', (_where, x, y, onBackdrop) => {
    expect(isOnBackdrop(box, x, y)).toBe(onBackdrop);
  });
});
