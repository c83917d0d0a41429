import { map } from 'nanostores';
import { UPSELL_FAILED_MESSAGE, UPSELL_UNREACHABLE_MESSAGE } from '../../src/features/upsells/messages.ts';
import { loadActions } from '../shell/actions/actions.ts';

/**
 * The outgoing upsell's confirmation (membership spec section 4's pattern: requested sets loading;
 * success leaves for the next page; failure clears it with a message the modal shows).
 */
export type UpsellConfirmStatus = 'idle' | 'confirming' | 'leaving' | 'failed';

export interface UpsellConfirmState {
  status: UpsellConfirmStatus;
  /** What went wrong, shown in the modal. */
  error: string | null;
}

export const $upsellConfirm = map<UpsellConfirmState>({ status: 'idle', error: null });

/** The site's answer: where to go next, or an error with its message (the Astro Action upsells.confirmOutgoing). */
export type ConfirmCall = (signedConfirmation: string) => Promise<{ data?: { location: string } | undefined; error?: { message: string } | undefined }>;

/** The Astro Action, imported on first use. */
const confirmAction: ConfirmCall = async (signedConfirmation) => {
  const { actions } = await loadActions();
  return actions.upsells.confirmOutgoing({ confirmation: signedConfirmation });
};

/** Where the member is sent once the purchase answered: the browser's navigation, replaceable in tests. */
export type Navigate = (location: string) => void;

/** Buys the upsell of the signed confirmation, once: a second click while it runs is ignored. */
export async function confirmOutgoingUpsell(signedConfirmation: string, navigate: Navigate, call: ConfirmCall = confirmAction): Promise<void> {
  const { status } = $upsellConfirm.get();
  if (status === 'confirming' || status === 'leaving') return;
  $upsellConfirm.set({ status: 'confirming', error: null });
  let answer: Awaited<ReturnType<ConfirmCall>>;
  try {
    answer = await call(signedConfirmation);
  } catch {
    answer = { error: { message: UPSELL_UNREACHABLE_MESSAGE } };
  }
  if (answer.data) {
    $upsellConfirm.set({ status: 'leaving', error: null });
    navigate(answer.data.location);
    return;
  }
  $upsellConfirm.set({ status: 'failed', error: answer.error?.message ?? UPSELL_FAILED_MESSAGE });
}

/** The modal closed: a failure is forgotten. */
export function resetOutgoingUpsell(): void {
  if ($upsellConfirm.get().status === 'failed') $upsellConfirm.set({ status: 'idle', error: null });
}
