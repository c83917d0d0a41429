import type { ModalId } from '../../../src/shell/modal-ids.ts';

/** Whether a modal closes on Escape and on a click on its backdrop. */
export interface CloseRules {
  escape: boolean;
  backdrop: boolean;
}

const EITHER: CloseRules = { escape: true, backdrop: true };
/** A modal with a form or a payment in progress: a stray click beside it must not lose them. */
const ESCAPE_ONLY: CloseRules = { escape: true, backdrop: false };
/** A modal the member has to answer (a notice to acknowledge, a purchase being confirmed). */
const NEITHER: CloseRules = { escape: false, backdrop: false };

/**
 * Membership spec section 2: "Several do not close on backdrop click". These are the defaults of
 * `<Modal>`; a modal may pass its own (e.g. closed while a request runs).
 */
export const MODAL_CLOSE_RULES: Readonly<Record<ModalId, CloseRules>> = {
  PurchaseMembershipModal: ESCAPE_ONLY,
  UnlockChannelModal: EITHER,
  UnlockOrUpgradeMembershipModal: EITHER,
  ReactivateCancelledRebillModal: ESCAPE_ONLY,
  UserGemsInfoModal: EITHER,
  // It polls the subscription after a payment and closes itself (membership spec section 4).
  SubscriptionStatusModal: NEITHER,
  ConfirmOutgoingUpsellModal: ESCAPE_ONLY,
  ConvertVipUserModal: ESCAPE_ONLY,
  // The page stays covered until the warning is acknowledged.
  HealthWarningModal: NEITHER,
  PromotionalVideoModal: ESCAPE_ONLY,
  OneClickConsentModal: ESCAPE_ONLY,
  EmailConsentModal: ESCAPE_ONLY,
  TandemAccountCreationModal: ESCAPE_ONLY,
  UpgradeToYearlyMembershipModal: EITHER,
  UnlockVideoModal: EITHER,
  CancelMembershipModal: ESCAPE_ONLY,
};

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Whether a click on the <dialog> element itself fell on its backdrop: the backdrop belongs to the
 * dialog, so a click there targets the dialog, as does one on its own padding; only the position tells.
 */
export function isOnBackdrop(dialog: Box, x: number, y: number): boolean {
  return x < dialog.left || x > dialog.right || y < dialog.top || y > dialog.bottom;
}
