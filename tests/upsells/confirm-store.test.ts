import { afterEach, describe, expect, it } from 'vitest';
import { $upsellConfirm, confirmOutgoingUpsell, resetOutgoingUpsell, type ConfirmCall } from '../../islands/upsells/store.ts';
import { UPSELL_FAILED_MESSAGE, UPSELL_UNREACHABLE_MESSAGE } from '../../src/features/upsells/messages.ts';

/** What the island is handed and sends back: the server's signed confirmation, opaque to it. */
const LINK = 'eyJjb25maXJtYXRpb24iOnt9fQ.c2lnbmVk';
afterEach(() => $upsellConfirm.set({ status: 'idle', error: null }));

describe("the confirm-upsell modal's purchase", () => {
  it('goes where the answer says, once however often Confirm is clicked', async () => {
    const calls: string[] = [];
    const went: string[] = [];
    const call: ConfirmCall = async (link) => {
      calls.push(link);
      return { data: { location: '/_upsell_signupsuccess' } };
    };
    await Promise.all([confirmOutgoingUpsell(LINK, (l) => went.push(l), call), confirmOutgoingUpsell(LINK, (l) => went.push(l), call)]);
    expect(calls).toEqual([LINK]);
    expect(went).toEqual(['/_upsell_signupsuccess']);
    expect($upsellConfirm.get().status).toBe('leaving');
  });

  it.each<[string, ConfirmCall, string]>([
    ['the message of a refusal', async () => ({ error: { message: 'Not today' } }), 'Not today'],
    ['the general message for an empty answer', async () => ({}), UPSELL_FAILED_MESSAGE],
    ['the connection message when the site cannot be reached', () => Promise.reject(new TypeError('fetch failed')), UPSELL_UNREACHABLE_MESSAGE],
  ])('a failure shows %s, and closing forgets it', async (_, call, message) => {
    await confirmOutgoingUpsell(LINK, () => undefined, call);
    expect($upsellConfirm.get()).toEqual({ status: 'failed', error: message });
    resetOutgoingUpsell();
    expect($upsellConfirm.get()).toEqual({ status: 'idle', error: null });
  });
});
