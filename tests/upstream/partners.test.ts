import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersPart } from '../../upstream/members/index.ts';
import {
  CAMS_OUTSIDE_PARTNER_URL,
  CAMS_PATH,
  DECLINED_UPSELL_ID,
  partnersFeature,
  STAND_IN_CONFIRMATION,
  UPSELL_FAILURE_PATH,
  UPSELL_SUCCESS_PATH,
} from '../../upstream/members/partners/index.ts';
import { upsellKey } from '../../upstream/members/partners/outgoing-upsell.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, query, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

let upstream: Upstream;
type Errors = { message: string; extensions?: { code?: string } }[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ad-hoc answers, as in the other upstream tests
async function graphql(document: string, variables: Record<string, unknown>, account?: string): Promise<{ data?: any; errors?: Errors }> {
  return (await requestAs(upstream.url, '/graphql', { body: { query: document, variables }, account })).body as never;
}

const UPSELL = `mutation upsell($input: OutgoingUpsellOneclickInput!) {
  outgoingUpsellOneclick(input: $input) { success redirectUrl redirectToConfirmationStep confirmationModal { title description component price { initial recurring } } }
}`;
const TRACK = 'mutation track($status: Boolean!) { outgoingUpsellOneclickTracking(input: { status: $status }) { success redirectUrl } }';
const upsell = (account: string, input: Record<string, unknown>) => graphql(UPSELL, { input: { site: 'AURORA', ...input } }, account);
const track = async (account: string, status: boolean) => (await graphql(TRACK, { status }, account)).data?.outgoingUpsellOneclickTracking;

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, partnersFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

describe('findDeals answers the Deal entity of membership spec section 3', () => {
  it('gives the carousel deals with the one-click price, the ad ids and whether the one-click is internal', async () => {
    const { findDeals } = await query(upstream.url, '{ findDeals(input: { site: "AURORA", type: carousel }) { id oneClickEnabled internalOneClick itsUpCampaignId itsUpZoneId initialPrice enabledCarousel } }');
    expect(findDeals.length).toBeGreaterThan(0);
    expect(findDeals.length).toBeLessThanOrEqual(40);
    for (const deal of findDeals) {
      expect(deal).toMatchObject({ enabledCarousel: true, internalOneClick: false, itsUpCampaignId: `itsup-campaign-${deal.id}`, itsUpZoneId: `itsup-zone-${deal.id}` });
      expect(deal.initialPrice).toBe(deal.oneClickEnabled ? 1 : null);
    }
  });
});

describe('the offer key of an outgoing upsell', () => {
  it.each([
    [{ epochUpsellId: '12' }, 'epoch:12'],
    [{ segpayUpsellId: ' 7 ', rgUpsellId: '9' }, 'segpay:7|rg:9'],
    [{ epochUpsellId: '', segpayUpsellId: null }, null],
    [{}, null],
  ])('%j → %j', (ids, key) => {
    expect(upsellKey(ids)).toBe(key);
  });
});

describe('outgoingUpsellOneclick (membership spec section 7)', () => {
  it('asks for the confirmation first, with the price, title, description and component', async () => {
    const answer = await upsell('demo-member', { epochUpsellId: '101', confirmationRequired: true });
    expect(answer.data?.outgoingUpsellOneclick).toEqual({ success: false, redirectUrl: null, redirectToConfirmationStep: true, confirmationModal: STAND_IN_CONFIRMATION });
  });

  it('buys once confirmed, sends the member to the success page, and the tracking answers the partner members area', async () => {
    const input = { epochUpsellId: '102', memberLink: 'https://velvet-dating.example/members', fallbackUrl: 'https://velvet-dating.example/tour', confirmationRequired: false };
    const answer = await upsell('demo-multisite', input);
    expect(answer.data?.outgoingUpsellOneclick).toMatchObject({ success: true, redirectUrl: UPSELL_SUCCESS_PATH, redirectToConfirmationStep: false, confirmationModal: null });
    expect(await track('demo-multisite', true)).toEqual({ success: true, redirectUrl: 'https://velvet-dating.example/members' });
  });

  it('twenty identical confirmations at once buy once, and asking again later skips the confirmation', async () => {
    const input = { segpayUpsellId: '103', memberLink: 'https://lumen-cams.example/members', confirmationRequired: false };
    const answers = await Promise.all(Array.from({ length: 20 }, () => upsell('demo-channels', input)));
    expect(answers.every((a) => a.data?.outgoingUpsellOneclick.success === true)).toBe(true);
    const again = await upsell('demo-channels', { ...input, confirmationRequired: true });
    expect(again.data?.outgoingUpsellOneclick).toMatchObject({ success: true, redirectToConfirmationStep: false, redirectUrl: UPSELL_SUCCESS_PATH });
  });

  it('a declined upsell sends the member to the failure page, whose tracking answers the fallback', async () => {
    const answer = await upsell('demo-trial', { rgUpsellId: DECLINED_UPSELL_ID, fallbackUrl: 'https://orchid-games.example/tour', confirmationRequired: false });
    expect(answer.data?.outgoingUpsellOneclick).toMatchObject({ success: false, redirectUrl: UPSELL_FAILURE_PATH });
    expect(await track('demo-trial', false)).toEqual({ success: true, redirectUrl: 'https://orchid-games.example/tour' });
    expect(await track('demo-trial', true)).toEqual({ success: true, redirectUrl: null });
  });

  it('tracking without any upsell answers no redirect; an upsell without a biller id is refused; a visitor gets 401', async () => {
    expect(await track('demo-expired', true)).toEqual({ success: true, redirectUrl: null });
    expect((await upsell('demo-member', { confirmationRequired: true })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await graphql(UPSELL, { input: { site: 'AURORA', epochUpsellId: '1', confirmationRequired: true } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the sales-payments cams one-click (POST /v1/outgoing-upsells-oneclick/cams)', () => {
  const cams = (body: unknown) => fetch(`${upstream.url}${CAMS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it("answers the cams partner's one-click URL, without the member's address in it", async () => {
    const response = await cams({ email: 'member@demo.test', siteName: 'aurora', gas_cid: 'c1' });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).host).toBe('lumen-cams.example');
    expect(url).not.toContain('member@demo.test');
  });

  it.each([
    [{ siteName: 'aurora' }, 400],
    [{ email: 'member@demo.test' }, 400],
    [['email'], 400],
    [{ email: 'member@demo.test', siteName: 'aurora', stand_in: 'fail' }, 503],
  ])('%j → HTTP %i', async (body, status) => {
    expect((await cams(body)).status).toBe(status);
  });

  it('says why a failure failed in its status text, and answers an unlisted partner when a test asks', async () => {
    expect((await cams({ email: 'a@demo.test', siteName: 'aurora', stand_in: 'fail' })).statusText).toBe('Service Unavailable');
    expect(await (await cams({ email: 'a@demo.test', siteName: 'aurora', stand_in: 'outside' })).json()).toEqual({ url: CAMS_OUTSIDE_PARTNER_URL });
  });
});
