import { describe, expect, it } from 'vitest';
import { reactivateCancelledRebill } from '../../src/features/membership-purchase/purchase.server.ts';
import type { MemberGateway } from '../../src/server/auth/member-gateway.ts';

// Prices come from the server: the reactivation names the retention offer, and the deal it sends
// the biller is the one the biller offers this member now, read by that name.

const OFFER = {
  name: 'winback-special-price',
  currencies: ['USD'],
  displayRules: { priceRange: { min: 0, max: 29.95 }, rebillPeriod: 30, sites: ['AURORA'], subscription: { type: 'member', brands: ['AURORA'] } },
  deal: { newPrice: 19.95, offeredGems: null },
};

/** A gateway that answers the offer and records what each call sent (a unit test's stand-in). */
function recordingGateway(offer: typeof OFFER | null) {
  const sent: [operation: string, variables: Record<string, unknown>][] = [];
  const gateway = {
    query: async (operation: string, _document: string, variables: Record<string, unknown>) => {
      sent.push([operation, variables]);
      return { offer, currentRebill: { amount: 29.95, currency: 'USD' } };
    },
    charge: async (operation: string, _document: string, variables: Record<string, unknown>) => {
      sent.push([operation, variables]);
      return { success: true, errors: [] };
    },
    api: () => Promise.reject(new Error('no REST here')),
  } as unknown as MemberGateway;
  return { gateway, sent, reactivation: () => sent.find(([operation]) => operation === 'reactivateCancelledRebill')?.[1]['input'] };
}

describe('the reactivation takes its deal from the biller, by the offer\'s name', () => {
  it('sends the deal of the offer the biller has for the member under that name', async () => {
    const { gateway, reactivation } = recordingGateway(OFFER);
    await reactivateCancelledRebill(gateway, { userUuid: 'u-1', retentionOfferName: OFFER.name, idempotencyKey: 'key-0123456789abcdef' });
    expect(reactivation()).toEqual({ userUuid: 'u-1', retentionOfferName: OFFER.name, deal: OFFER.deal, idempotencyKey: 'key-0123456789abcdef', source: 'reactivate-modal' });
  });

  it('sends no deal for a name the biller no longer offers (it refuses the name)', async () => {
    const { gateway, reactivation } = recordingGateway(OFFER);
    await reactivateCancelledRebill(gateway, { userUuid: 'u-1', retentionOfferName: 'winback-gems', idempotencyKey: 'key-0123456789abcdef' });
    expect(reactivation()).toMatchObject({ retentionOfferName: 'winback-gems', deal: null });
  });

  it('asks for no offer and sends no deal when the member reactivates at their current price', async () => {
    const { gateway, sent, reactivation } = recordingGateway(OFFER);
    await reactivateCancelledRebill(gateway, { userUuid: 'u-1', retentionOfferName: null, idempotencyKey: 'key-0123456789abcdef' });
    expect(sent.map(([operation]) => operation)).toEqual(['reactivateCancelledRebill']);
    expect(reactivation()).toMatchObject({ retentionOfferName: null, deal: null });
  });
});
