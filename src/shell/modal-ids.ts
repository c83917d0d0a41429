/**
 * The modals of membership spec section 2, by id, plus the pay-per-video unlock's and the
 * cancellation's (with the retention offer before it): the server names
 * them (the query's and the arrival's modals), and the islands show and hide them by id
 * (islands/shell/modals/store.ts, which also hides them all at once).
 */
export const MODAL_IDS = [
  'PurchaseMembershipModal',
  'UnlockChannelModal',
  'UnlockOrUpgradeMembershipModal',
  'ReactivateCancelledRebillModal',
  'UserGemsInfoModal',
  'SubscriptionStatusModal',
  'ConfirmOutgoingUpsellModal',
  'ConvertVipUserModal',
  'HealthWarningModal',
  'PromotionalVideoModal',
  'OneClickConsentModal',
  'EmailConsentModal',
  'TandemAccountCreationModal',
  'UpgradeToYearlyMembershipModal',
  'UnlockVideoModal',
  'CancelMembershipModal',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

/** What the opener hands the modal (an offer, a video id, …); each modal reads its own. */
export type ModalProps = Readonly<Record<string, unknown>>;

export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (MODAL_IDS as readonly string[]).includes(value);
}
