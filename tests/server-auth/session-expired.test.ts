import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { GET_FULL_USER_PROFILE } from '../../src/gateway/documents/member.ts';
import { SESSION_EXPIRED_STATUS } from '../../src/gateway/token-refusal.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRequestContext, type Member } from '../../src/server/request-context.ts';
import { hostIndex } from '../../src/tenants/host.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { startHarness, type Harness, type TenantBrowser } from './harness.ts';

/**
 * Browsing and membership spec section 4: "A 419 triggers a session refresh and one retry of the
 * original request", and "the refresh request is shared by concurrent failures". The real members
 * layer, OIDC client and identity provider; in front of the real gateway, a proxy that answers 419
 * (as a gateway does for an access token it holds expired) to the tokens a test names.
 */
let harness: Harness;
let proxy: Server;
let proxyUrl: string;
/** Access tokens the proxy answers 419 to; `every` answers 419 to all. */
const expired = { tokens: new Set<string>(), every: false };
/** The bearer token of every request the proxy received, in order. */
const seen: string[] = [];

async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  seen.push(token);
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  if (expired.every || expired.tokens.has(token)) {
    res.writeHead(SESSION_EXPIRED_STATUS, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'The session has expired' }] }));
    return;
  }
  const headers = Object.fromEntries(Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host'));
  const answer = await fetch(harness.upstreamUrl + (req.url ?? '/'), { method: req.method ?? 'GET', headers, ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}) });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  harness = await startHarness();
  proxy = createServer((req, res) => void forward(req, res).catch(() => res.writeHead(502).end()));
  proxyUrl = `http://127.0.0.1:${await listenOnLoopback(proxy)}`;
}, 60_000);
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await harness.close();
});

const refreshGrants = (since: number) => harness.upstreamRequests.slice(since).filter((line) => line === 'POST /oidc/token').length;
const profileAnswer = z.object({ result: z.object({ email: z.string() }) });

/** The member of `visitor`'s session as one request of the site sees it, calling the gateway through the proxy. */
async function memberThroughProxy(visitor: TenantBrowser): Promise<Member> {
  const client = createGatewayClient({ url: proxyUrl });
  const req = { headers: { host: visitor.host, cookie: visitor.cookieHeader() }, url: '/' } as unknown as IncomingMessage;
  const res = { appendHeader: () => res } as unknown as ServerResponse;
  const context = createRequestContext(req, { hostIndex: hostIndex(harness.tenants.values()), trustProxy: false, gatewayFor: () => client, log: SILENT_LOGGER });
  const member = context ? await harness.layer.identify(context, req, res) : null;
  if (!member) throw new Error('not signed in');
  return member;
}

const profileOf = (member: Member) => member.gateway.query('getFullUserProfile', GET_FULL_USER_PROFILE, { site: 'AURORA' }, profileAnswer);

/**
 * A signed-in member whose profile the members layer holds (so identifying them calls nothing) and
 * whose current access token the proxy now holds expired.
 */
async function memberWithExpiredToken(): Promise<{ visitor: TenantBrowser; token: string }> {
  const visitor = harness.visitor('aurora');
  await visitor.logIn('member@demo.test');
  await memberThroughProxy(visitor);
  const token = (await harness.store.get(visitor.sid!))!.tokens!.accessToken;
  expired.tokens.add(token);
  return { visitor, token };
}

describe('a 419 from the gateway', () => {
  it('refreshes the session once for two parallel calls of one request, and sends each call once more', async () => {
    const { visitor, token } = await memberWithExpiredToken();
    const member = await memberThroughProxy(visitor);
    const since = harness.upstreamRequests.length;
    const from = seen.length;
    const answers = await Promise.all([profileOf(member), member.gateway.api({ method: 'POST', path: '/subscriptions/vip-user-credentials', body: {} }, z.unknown(), false).catch((error: unknown) => error)]);
    expect(answers[0]).toEqual({ result: expect.objectContaining({ email: 'member@demo.test' }) });
    // The REST call went through too: the API's own refusal of a body without credentials.
    expect(answers[1]).toMatchObject({ status: 400, kind: 'bad-answer' });
    expect(refreshGrants(since)).toBe(1);
    const renewed = (await harness.store.get(visitor.sid!))!.tokens!.accessToken;
    expect(renewed).not.toBe(token);
    expect(seen.slice(from).sort()).toEqual([token, token, renewed, renewed].sort());
  });

  it('refreshes the session once for two requests of one session at once', async () => {
    const { visitor, token } = await memberWithExpiredToken();
    const [first, second] = await Promise.all([memberThroughProxy(visitor), memberThroughProxy(visitor)]);
    const since = harness.upstreamRequests.length;
    const from = seen.length;
    const answers = await Promise.all([profileOf(first), profileOf(second)]);
    expect(answers.map((answer) => answer.result.email)).toEqual(['member@demo.test', 'member@demo.test']);
    expect(refreshGrants(since)).toBe(1);
    expect(seen.slice(from).filter((sent) => sent === token)).toHaveLength(2);
    expect(seen.slice(from)).toHaveLength(4);
  });

  it('sends the original request once more only: a second 419 fails the call', async () => {
    const { visitor } = await memberWithExpiredToken();
    const member = await memberThroughProxy(visitor);
    const since = harness.upstreamRequests.length;
    const from = seen.length;
    expired.every = true;
    try {
      await expect(profileOf(member)).rejects.toMatchObject({ kind: 'unauthorised' });
    } finally {
      expired.every = false;
    }
    expect(seen.length - from).toBe(2);
    expect(refreshGrants(since)).toBe(1);
  });
});
