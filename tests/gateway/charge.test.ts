import { joinTracking } from '../../src/features/tracking/sales-tracking.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signup } from '../../src/features/join/join.server.ts';
import * as purchase from '../../src/features/membership-purchase/purchase.server.ts';
import { requestOutgoingUpsell } from '../../src/features/upsells/outgoing-upsell.server.ts';
import { CHARGE_TIMEOUT_MS } from '../../src/gateway/charge.ts';
import { createGatewayClient, GATEWAY_TIMEOUT_MS, type CallOptions, type GatewayClient } from '../../src/gateway/client.ts';
import { withAccessToken } from '../../src/server/auth/access-token.ts';
import { createMemberGateway, type MemberGateway } from '../../src/server/auth/member-gateway.ts';
import type { RequestContext } from '../../src/server/request-context.ts';
import type { OidcClient } from '../../src/session/index.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/**
 * A charge (src/gateway/charge.ts) has a time-out of its own, long enough for a real biller and
 * never the catalogue's 10 s, and is sent again only after the gateway refused the access token.
 */
const SALE = { tracking: { externalConversion: null, marketing: null } };
const PURCHASE = { name: 'Aurora Nights, monthly', amount: 29.95, currency: 'USD', trial: false, payPerVideoCredits: 0, nextCharge: { amount: 29.95, currency: 'USD', dueAt: '2026-12-31T00:00:00.000Z' } };

/** A gateway client that records each call's operation and time-out, and answers `answer`. */
function recordingClient(answer: unknown) {
  const calls: { operation: string; timeoutMs: number | undefined }[] = [];
  const client: GatewayClient = {
    url: 'http://gateway.test',
    graphql: (operation, _document, _variables, schema, options: CallOptions) => {
      calls.push({ operation, timeoutMs: options.timeoutMs });
      return Promise.resolve(schema.parse({ result: answer }));
    },
    api: () => Promise.reject(new Error('no REST here')),
  };
  return { calls, client };
}

const memberOver = (client: GatewayClient): MemberGateway =>
  createMemberGateway({ client, site: 'AURORA', correlationId: 'charge-test', withToken: (call) => call('token'), changed: () => undefined, reporting: SILENT_REPORTING });

const UPSELL = { success: true, location: null, errors: [], username: null, memberId: null, hashedMemberId: null, siteId: null };

describe('every charge of the site waits as long as a real biller may take', () => {
  it('is longer than the catalogue’s time-out', () => {
    expect(CHARGE_TIMEOUT_MS).toBeGreaterThanOrEqual(6 * GATEWAY_TIMEOUT_MS);
  });

  it.each<[string, (gateway: MemberGateway) => Promise<unknown>, unknown]>([
    ['internalUpsellOneclickMultisite', (g) => purchase.upgradeToMultisite(g, 'o', 'key-0000000000000001', SALE), UPSELL],
    ['internalUpsellOneclickSinglesite', (g) => purchase.buySingleSite(g, { joinOptionId: '1', siteName: 'AURORA', idempotencyKey: 'key-0000000000000002' }, SALE), UPSELL],
    ['internalUpsellTrialUpgrade', (g) => purchase.upgradeTrial(g, 'key-0000000000000003', SALE), { success: true, location: null, errors: [] }],
    ['internalUpsellYearly', (g) => purchase.upgradeToYearly(g, 'key-0000000000000004'), { success: true, location: null, errors: [] }],
    ['reactivateCancelledRebill', (g) => purchase.reactivateCancelledRebill(g, { userUuid: 'u', retentionOfferName: null, idempotencyKey: 'key-0000000000000005' }), { success: true, errors: [] }],
    [
      'outgoingUpsellOneclick',
      (g) => requestOutgoingUpsell(g, { query: { epochUpsellId: '1', confirmed: true }, site: 'AURORA', confirmationRequired: false, allowedPartnerHosts: [] }),
      { success: true, redirectUrl: null, redirectToConfirmationStep: false, confirmationModal: null },
    ],
  ])('%s', async (operation, charge, answer) => {
    const { calls, client } = recordingClient(answer);
    await charge(memberOver(client));
    expect(calls).toEqual([{ operation, timeoutMs: CHARGE_TIMEOUT_MS }]);
  });

  it('signup, the visitor’s join', async () => {
    const { calls, client } = recordingClient({ status: 'APPROVED', reason: null, code: null, welcome: { memberid: '1', hashedMemberId: 'h', username: 'u', siteId: 'AURORA' }, purchase: PURCHASE });
    const context = { gateway: client, correlationId: 'c', tenant: { site: 'AURORA' } } as unknown as RequestContext;
    const form = { joinOptionId: '1', email: 'a@b.test', username: 'abc', password: 'abcd1234', cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', idempotencyKey: 'key-0000000000000006' };
    await signup(context, form, joinTracking(SALE, { trackingId: null, joinButton: null }));
    expect(calls).toEqual([{ operation: 'signup', timeoutMs: CHARGE_TIMEOUT_MS }]);
  });

  it('while a read keeps the client’s time-out', async () => {
    const { calls, client } = recordingClient(null);
    await purchase.subscriptionStatus(memberOver(client), 'AURORA').catch(() => undefined);
    expect(calls).toEqual([{ operation: 'subscriptionStatus', timeoutMs: undefined }]);
  });
});

describe('a charge is never sent again blindly', () => {
  /** A member gateway over a real HTTP gateway, its token refreshed by a counting stand-in of the OIDC client. */
  async function chargeAgainst(statuses: number[]) {
    const sent: string[] = [];
    const server = await startThrowawayServer((req, _body, res) => {
      sent.push(req.headers.authorization ?? '');
      const status = statuses[sent.length - 1] ?? 200;
      if (status >= 500) res.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Service unavailable</h1>');
      else answerJson(res, status === 200 ? { data: { result: { success: true, location: null, errors: [] } } } : { errors: [{ message: 'no' }] }, status);
    });
    let refreshes = 0;
    const oidc = { refresh: () => Promise.resolve({ accessToken: `fresh-${(refreshes += 1)}`, expiresAt: 4_102_444_800, scope: 'openid' }) } as unknown as OidcClient;
    const session = { id: 's', accountId: 'a', tokens: { accessToken: 'first', expiresAt: 4_102_444_800, scope: 'openid' } };
    const gateway = createMemberGateway({
      client: createGatewayClient({ url: server.url }),
      site: 'AURORA',
      correlationId: 'charge-test',
      withToken: (call) => withAccessToken(oidc, session, Date.now, call),
      changed: () => undefined,
      reporting: SILENT_REPORTING,
    });
    const outcome = await purchase.upgradeTrial(gateway, 'key-0000000000000007', SALE).then(
      () => 'charged',
      (error: unknown) => (error as { kind: string }).kind,
    );
    await server.close();
    return { outcome, sent, refreshes };
  }

  it.each([502, 503, 500])('after a %i, whose outcome is unknown: sent once', async (status) => {
    expect(await chargeAgainst([status])).toEqual({ outcome: 'unavailable', sent: ['Bearer first'], refreshes: 0 });
  });

  it.each([401, 419])('after a %i, which refused the token before anything was charged: sent once more with a fresh token', async (status) => {
    expect(await chargeAgainst([status])).toEqual({ outcome: 'charged', sent: ['Bearer first', 'Bearer fresh-1'], refreshes: 1 });
  });
});

describe('the gateway client gives a call its own time-out when asked', () => {
  it('so a slow biller’s answer still arrives after the catalogue’s time-out', async () => {
    const slow = await startThrowawayServer((_req, _body, res) => void setTimeout(() => answerJson(res, { data: { result: true } }), 300));
    try {
      const client = createGatewayClient({ url: slow.url, timeoutMs: 100 });
      await expect(client.graphql('charge', 'mutation charge { result: x }', {}, z.unknown(), { correlationId: 'c', timeoutMs: CHARGE_TIMEOUT_MS })).resolves.toEqual({ result: true });
    } finally {
      await slow.close();
    }
  });
});
