import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buySingleSite, upgradeToMultisite, upgradeTrial } from '../../src/features/membership-purchase/purchase.server.ts';
import type { PurchaseTracking } from '../../src/features/tracking/sales-tracking.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway, type MemberGateway } from '../../src/server/auth/member-gateway.ts';
import { membersPart } from '../../upstream/members/index.ts';
import type { Upstream } from '../../upstream/server.ts';
import { keptSales } from '../support/kept-sales.ts';
import { startTestUpstream, testTokenOf, verifyTestToken } from '../upstream/helpers.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/*
 * The site's purchase calls against a real upstream: the sales tracking of membership spec
 * section 7 reaches the biller in each mutation's own words, and the biller keeps it with the
 * purchase's transaction.
 */

let upstream: Upstream & { dataDir: string };
const gatewayOf = (account: string): MemberGateway =>
  createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'sales-tracking-test', withToken: (call) => call(testTokenOf(account)), changed: () => {}, reporting: SILENT_REPORTING });

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken })]);
}, 60_000);
afterAll(async () => upstream.close());

/** What the biller kept of the account's last purchase of `kind`. */
const keptSale = (account: string, kind: string) => keptSales(upstream.dataDir, kind).filter((kept) => kept.accountId === account).at(-1)?.sale;

const sale: PurchaseTracking = { ref: 'AFF-42', elm: 'upgrade-bar', nats: 'NATS.MjAwOjE', tracking: { externalConversion: 'tj-123', marketing: 'spring' } };

describe("a purchase carries the page's sales tracking and the cookies' markers to the biller (membership spec section 7)", () => {
  it('the one-click multisite upsell: ref, elm, multisiteNatsCode and tracking', async () => {
    const answer = await upgradeToMultisite(gatewayOf('demo-member'), '4566', randomUUID(), sale);
    expect(answer.success).toBe(true);
    expect(keptSale('demo-member', 'upgrade-multisite')).toEqual({ ref: 'AFF-42', elm: 'upgrade-bar', natsCode: 'NATS.MjAwOjE', externalConversion: 'tj-123', marketing: 'spring' });
  });

  it('the one-click single-site upsell: ref, elm, natsCode and tracking', async () => {
    const { data } = (await (
      await fetch(`${upstream.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query { getJoinOptions(site: "IVY") { options { joinOptionId multisiteType trial } } }' }),
      })
    ).json()) as { data: { getJoinOptions: { options: { joinOptionId: string; multisiteType: string | null; trial: boolean }[] } } };
    const monthly = data.getJoinOptions.options.find((option) => option.multisiteType === null && !option.trial)!;
    const answer = await buySingleSite(gatewayOf('demo-portal'), { joinOptionId: monthly.joinOptionId, siteName: 'IVY', idempotencyKey: randomUUID() }, sale);
    expect(answer.success).toBe(true);
    expect(keptSale('demo-portal', 'upgrade-singlesite')).toEqual({ ref: 'AFF-42', elm: 'upgrade-bar', natsCode: 'NATS.MjAwOjE', externalConversion: 'tj-123', marketing: 'spring' });
  });

  it('the trial upgrade: ref and tracking, nothing else', async () => {
    const answer = await upgradeTrial(gatewayOf('demo-trial'), randomUUID(), { tracking: { externalConversion: null, marketing: 'spring' }, ref: 'AFF-7' });
    expect(answer.success).toBe(true);
    expect(keptSale('demo-trial', 'upgrade-trial')).toEqual({ ref: 'AFF-7', elm: null, natsCode: null, externalConversion: null, marketing: 'spring' });
  });
});
