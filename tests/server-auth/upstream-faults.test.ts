import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCircuitBreaker } from '../../src/gateway/circuit-breaker.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../support/fault-proxy.ts';
import { siteRequest, startHarness, type Harness, type TenantBrowser } from './harness.ts';

/**
 * A site server whose gateway (one client behind its circuit breaker, as scripts/lib/site.ts builds
 * it) sits behind a proxy that makes the upstream hang, go down or go slow. The identity provider
 * stays up: members log in, then meet the gateway's fault.
 */
let harness: Harness;
let proxy: FaultProxy;
beforeAll(async () => {
  harness = await startHarness();
  proxy = await startFaultProxy(harness.upstreamUrl);
});
afterAll(async () => {
  await proxy.close();
  await harness.close();
});

type Kind = 'visitor' | 'member, profile cached' | 'member, profile not cached';
type PageType = 'static tour page' | 'member page with a part from the gateway';

interface Answer {
  status: number;
  /** Who the page was rendered for, and how its own gateway part came out; null for a static file or an error page. */
  rendered: { member: string | null; hole?: string } | null;
}

const PATHS: Record<PageType, string> = { 'static tour page': '/', 'member page with a part from the gateway': '/account?hole' };
const STATIC: Answer = { status: 200, rendered: null };
const UNAVAILABLE: Answer = { status: 503, rendered: null };
const LOGIN: Answer = { status: 302, rendered: null };
/**
 * A member's static tour page is the file with their holes filled (src/server/member-shell.ts): the
 * fake build's file has no holes, so it is sent as it is, whatever the upstream does.
 */
const SHELL: Answer = STATIC;
const rendered = (hole?: string): Answer => ({ status: 200, rendered: { member: 'member@demo.test', ...(hole ? { hole } : {}) } });

/** What each member kind gets on each page type, per fault: never a 500, never the anonymous site for a member page. */
const TABLE: [Fault, PageType, Kind, Answer][] = [
  ['slow', 'static tour page', 'visitor', STATIC],
  ['slow', 'static tour page', 'member, profile cached', SHELL],
  ['slow', 'static tour page', 'member, profile not cached', SHELL],
  ['slow', 'member page with a part from the gateway', 'visitor', LOGIN],
  ['slow', 'member page with a part from the gateway', 'member, profile cached', rendered('filled')],
  ['slow', 'member page with a part from the gateway', 'member, profile not cached', rendered('filled')],
  ['hang', 'static tour page', 'visitor', STATIC],
  ['hang', 'static tour page', 'member, profile cached', SHELL],
  ['hang', 'static tour page', 'member, profile not cached', STATIC],
  ['hang', 'member page with a part from the gateway', 'visitor', LOGIN],
  ['hang', 'member page with a part from the gateway', 'member, profile cached', rendered('unavailable')],
  ['hang', 'member page with a part from the gateway', 'member, profile not cached', UNAVAILABLE],
  ['down', 'static tour page', 'visitor', STATIC],
  ['down', 'static tour page', 'member, profile cached', SHELL],
  ['down', 'static tour page', 'member, profile not cached', STATIC],
  ['down', 'member page with a part from the gateway', 'visitor', LOGIN],
  ['down', 'member page with a part from the gateway', 'member, profile cached', rendered('unavailable')],
  ['down', 'member page with a part from the gateway', 'member, profile not cached', UNAVAILABLE],
];

async function answerOf(port: number, visitor: TenantBrowser | null, path: string): Promise<Answer> {
  const host = `aurora.localhost:${harness.sitePort}`;
  const response = await siteRequest(port, host, path, visitor ? { headers: { cookie: visitor.cookieHeader() } } : {});
  const json = response.headers['content-type']?.includes('json') ? (JSON.parse(response.text) as { member: string | null; hole?: string }) : null;
  return { status: response.status, rendered: json ? { member: json.member, ...(json.hole ? { hole: json.hole } : {}) } : null };
}

describe.each(['slow', 'hang', 'down'] as const)('with the upstream %s', (fault) => {
  let site: { port: number; close(): Promise<void> };
  const members = new Map<Kind, TenantBrowser | null>();

  beforeAll(async () => {
    proxy.fault = 'pass';
    site = await harness.startOtherSite(withCircuitBreaker(createGatewayClient({ url: proxy.url }), { log: SILENT_LOGGER }));
    const cached = harness.visitor('aurora');
    await cached.logIn('member@demo.test');
    // One page while the upstream answers caches this session's profile.
    expect((await answerOf(site.port, cached, '/account')).status).toBe(200);
    const uncached = harness.visitor('aurora');
    await uncached.logIn('member@demo.test');
    members.set('visitor', null).set('member, profile cached', cached).set('member, profile not cached', uncached);
    proxy.fault = fault;
  });
  afterAll(async () => {
    proxy.fault = 'pass';
    await site.close();
  });

  it.each(TABLE.filter(([f]) => f === fault).map(([, page, kind, answer]) => ({ page, kind, answer })))('$page, $kind', async ({ page, kind, answer }) => {
    expect(await answerOf(site.port, members.get(kind) ?? null, PATHS[page])).toEqual(answer);
  }, 15_000);
});

describe('the circuit breaker in front of a hung upstream', () => {
  it('stops sending calls once five have failed, and answers members with the unavailable page without waiting on the upstream', async () => {
    proxy.fault = 'pass';
    const site = await harness.startOtherSite(withCircuitBreaker(createGatewayClient({ url: proxy.url }), { log: SILENT_LOGGER }));
    try {
      const members = await Promise.all(Array.from({ length: 8 }, async () => {
        const member = harness.visitor('aurora');
        await member.logIn('member@demo.test');
        return member;
      }));
      proxy.fault = 'hang';
      proxy.received = 0;
      const answers = await Promise.all(members.map((member) => answerOf(site.port, member, '/account')));
      expect(answers.map((a) => a.status)).toEqual(members.map(() => 503));
      const sent = proxy.received;
      // Every one of these fails at once: the breaker opened on the first five time-outs.
      expect(sent).toBeLessThanOrEqual(members.length);
      for (const member of members) expect((await answerOf(site.port, member, '/account')).status).toBe(503);
      expect(proxy.received).toBe(sent);
    } finally {
      proxy.fault = 'pass';
      await site.close();
    }
  }, 20_000);
});
