import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camsRequestBody, CAMS_FAILED_MESSAGE, CamsOneclickError, fetchCamsOneclickUrl } from '../../src/features/upsells/cams.server.ts';
import { allowedPartnerUrl } from '../../src/features/upsells/partner-allow-list.ts';
import { DEFAULT_PARTNER_HOSTS, partnerSettings, readEnv } from '../../src/settings/env.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { partnersFeature } from '../../upstream/members/partners/index.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, startTestUpstream } from '../upstream/helpers.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

// The member schema defines the Mutation type the partners' part extends.
let upstream: Upstream;
beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, features: [memberBaseFeature, partnersFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

const cams = (search: string, salesPaymentsUrl = upstream.url) =>
  fetchCamsOneclickUrl({ salesPaymentsUrl, query: new URLSearchParams(search), email: 'member@demo.test', siteName: 'aurora', correlationId: 'cams-test' });

describe('the cams one-click call (membership spec section 7, REST) against the sales-payments stand-in', () => {
  it('answers a URL of the cams partner, which the default allow-list accepts', async () => {
    const url = await cams('gas_cid=c1');
    expect(allowedPartnerUrl(url, DEFAULT_PARTNER_HOSTS)?.host).toBe('lumen-cams.example');
  });

  it('answers the URL of a partner outside the allow-list when the page asks the stand-in for one, and the list refuses it', async () => {
    const url = await cams('stand_in=outside');
    expect(allowedPartnerUrl(url, DEFAULT_PARTNER_HOSTS)).toBeNull();
  });

  it("fails with 'Failed to fetch cams oneclick url' and the status text on a non-OK status", async () => {
    const failure = await cams('stand_in=fail').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CamsOneclickError);
    expect((failure as Error).message).toBe(`${CAMS_FAILED_MESSAGE}: Service Unavailable`);
  });

  it('fails with the same message when the service cannot be reached', async () => {
    const failure = await cams('', NOTHING_LISTENS_URL).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(`${CAMS_FAILED_MESSAGE}: the service is unreachable`);
  });

  it('passes the request\'s trace context on, as the gateway\'s calls do', async () => {
    const sent: Headers[] = [];
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const recording: typeof fetch = async (input, init) => {
      sent.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    await fetchCamsOneclickUrl({ salesPaymentsUrl: upstream.url, query: new URLSearchParams('gas_cid=c1'), email: 'member@demo.test', siteName: 'aurora', correlationId: 'cams-test', trace: { traceparent }, fetch: recording });
    expect(sent.map((headers) => headers.get('traceparent'))).toEqual([traceparent]);
  });

  it('sends every query parameter, and the email and site name the query cannot override', () => {
    expect(camsRequestBody(new URLSearchParams('a=1&a=2&email=x@evil.test&siteName=evil&b='), 'member@demo.test', 'aurora')).toEqual({
      a: '1',
      b: '',
      email: 'member@demo.test',
      siteName: 'aurora',
    });
  });
});

describe('the partner settings (SALES_PAYMENTS_URL, PARTNER_HOSTS)', () => {
  it.each<[Record<string, string>, { salesPaymentsUrl: string; allowedPartnerHosts: string[] }]>([
    [{}, { salesPaymentsUrl: 'http://127.0.0.1:4400', allowedPartnerHosts: ['*.example'] }],
    [{ UPSTREAM_PORT: '4500' }, { salesPaymentsUrl: 'http://127.0.0.1:4500', allowedPartnerHosts: ['*.example'] }],
    [
      { SALES_PAYMENTS_URL: 'https://sales.example', PARTNER_HOSTS: ' Cams.Partner.example , *.dating.example,' },
      { salesPaymentsUrl: 'https://sales.example', allowedPartnerHosts: ['cams.partner.example', '*.dating.example'] },
    ],
  ])('%j → %j', (source, settings) => {
    expect(partnerSettings(readEnv(source))).toMatchObject(settings);
  });

  it("signs confirmations with SIGNING_SECRET's key, the same on every server; without it, one made for this process", () => {
    const secret = { SIGNING_SECRET: 's'.repeat(32) };
    expect(partnerSettings(readEnv(secret)).confirmationKey).toEqual(partnerSettings(readEnv(secret)).confirmationKey);
    expect(partnerSettings(readEnv(secret)).confirmationKey).not.toEqual(partnerSettings(readEnv({ SIGNING_SECRET: 't'.repeat(32) })).confirmationKey);
    expect(partnerSettings(readEnv({})).confirmationKey).toEqual(partnerSettings(readEnv({})).confirmationKey);
    expect(partnerSettings(readEnv({})).confirmationKey).not.toEqual(partnerSettings(readEnv(secret)).confirmationKey);
  });

  it.each([{ SIGNING_SECRET: 'too short' }, { PARTNER_HOSTS: 'https://cams.example' }, { PARTNER_HOSTS: '*' }, { PARTNER_HOSTS: 'cams.example:443' }, { PARTNER_HOSTS: ',' }, { SALES_PAYMENTS_URL: 'ftp://x' }])(
    'refuses %j, naming the variable',
    (source) => {
      expect(() => readEnv(source)).toThrow(Object.keys(source)[0]);
    },
  );
});
