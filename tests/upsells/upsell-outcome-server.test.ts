import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOfConfirmationLink } from '../../src/features/upsells/outgoing-upsell-query.ts';
import { requestOutgoingUpsell } from '../../src/features/upsells/outgoing-upsell.server.ts';
import { upsellOutcomeRedirect } from '../../src/features/upsells/upsell-outcome.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import type { Member, RequestContext } from '../../src/server/request-context.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { DECLINED_UPSELL_ID, partnersFeature } from '../../upstream/members/partners/index.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, startTestUpstream } from '../upstream/helpers.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

/** The access token is the account id itself (token checks are tests/identity's). */
const verify = async (token: string) => ({ accountId: token, scopes: ['openid'] });
const ALLOWED = ['*.example'];

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startTestUpstream(6, () => [membersPart({ dataDir: null, verify, features: [memberBaseFeature, partnersFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

function memberOf(accountId: string): Member {
  const gateway = createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'upsell-test', withToken: (call) => call(accountId), changed: () => undefined, reporting: SILENT_REPORTING });
  return { gateway } as unknown as Member;
}
function contextWith(warnings: string[]): RequestContext {
  return {
    origin: 'http://aurora.localhost:4321',
    partners: { salesPaymentsUrl: upstream.url, allowedPartnerHosts: ALLOWED },
    log: { warn: (_: object, message: string) => warnings.push(message) },
  } as unknown as RequestContext;
}
function cookieJar(): { cookies: AstroCookies; set: Record<string, { value: string; maxAge?: number }> } {
  const set: Record<string, { value: string; maxAge?: number }> = {};
  const cookies = { set: (name: string, value: string, options?: { maxAge?: number }) => (set[name] = { value, ...(options?.maxAge === undefined ? {} : { maxAge: options.maxAge }) }) };
  return { cookies: cookies as unknown as AstroCookies, set };
}
async function buy(accountId: string, link: string): Promise<void> {
  const query = queryOfConfirmationLink(link);
  if (!query) throw new Error(`not a confirmation link: ${link}`);
  await requestOutgoingUpsell(memberOf(accountId).gateway, { query, site: 'AURORA', confirmationRequired: false, allowedPartnerHosts: ALLOWED });
}

describe('the outgoing upsell success and failure pages (membership spec sections 2 and 9)', () => {
  it('success: tracked, the success cookie set for a year, and the partner members area to go to', async () => {
    await buy('demo-member', '/oneclick/outgoing-upsell?epoch_upsellid=201&member_link=https%3A%2F%2Flumen-cams.example%2Fmembers&confirmed=1');
    const { cookies, set } = cookieJar();
    expect(await upsellOutcomeRedirect(contextWith([]), memberOf('demo-member'), cookies, true)).toBe('https://lumen-cams.example/members');
    expect(set).toEqual({ outgoing_upsell_oneclick_success: { value: '1', maxAge: 365 * 86_400 } });
  });

  it('failure: tracked, the fallback cookie set, and the partner tour to go to', async () => {
    await buy('demo-trial', `/oneclick/outgoing-upsell?rg_upsellid=${DECLINED_UPSELL_ID}&tour_link_code=https%3A%2F%2Forchid-games.example%2Ftour&confirmed=1`);
    const { cookies, set } = cookieJar();
    expect(await upsellOutcomeRedirect(contextWith([]), memberOf('demo-trial'), cookies, false)).toBe('https://orchid-games.example/tour');
    expect(Object.keys(set)).toEqual(['outgoing_upsell_oneclick_fallback']);
  });

  it('no redirectUrl: no cookie, and the page stays', async () => {
    const { cookies, set } = cookieJar();
    expect(await upsellOutcomeRedirect(contextWith([]), memberOf('demo-expired'), cookies, true)).toBeNull();
    expect(set).toEqual({});
  });

  it('a partner link outside the allow-list never reaches the upstream, so the member is never sent there', async () => {
    await buy('demo-multisite', '/oneclick/outgoing-upsell?epoch_upsellid=202&member_link=https%3A%2F%2Fevil.test%2Fmembers&confirmed=1');
    const { cookies, set } = cookieJar();
    expect(await upsellOutcomeRedirect(contextWith([]), memberOf('demo-multisite'), cookies, true)).toBeNull();
    expect(set).toEqual({});
  });

  it('the tracking failing leaves the page to say what happened, and logs it', async () => {
    const warnings: string[] = [];
    const broken = createMemberGateway({ client: unreachableGateway(), site: 'AURORA', correlationId: 't', withToken: (call) => call('demo-member'), changed: () => undefined, reporting: SILENT_REPORTING });
    expect(await upsellOutcomeRedirect(contextWith(warnings), { gateway: broken } as unknown as Member, cookieJar().cookies, true)).toBeNull();
    expect(warnings).toEqual(['outgoing upsell tracking failed']);
  });
});
