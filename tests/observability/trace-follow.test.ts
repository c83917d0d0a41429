import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantBrowser } from '../../scripts/lib/browser.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';
import { createMembersLayer } from '../../src/server/auth/index.ts';
import { createMemoryStore } from '../../src/session/index.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { startEmbeddedUpstream } from '../../upstream/embedded.ts';
import { SITE_CLIENT_ID } from '../../upstream/identity/index.ts';
import type { UpstreamRequestEntry } from '../../upstream/request-log.ts';
import type { Upstream } from '../../upstream/server.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { testSiteServer } from '../support/site-server.ts';

/**
 * One member's page view followed from the site's request log to the embedded upstream's, by its
 * W3C trace id: the caller's `traceparent` when it sent one, else one the site starts. The real
 * members layer, gateway client and embedded upstream; a tenant build whose page makes one gateway
 * call of its own, beside the member's profile call.
 */
const FAKE_ENTRY = `export async function handler(req, res, next, locals) {
  const { context } = locals;
  await context.gateway.graphql('pagePart', '{ __typename }', {}, { safeParse: (data) => ({ success: true, data }) }, { correlationId: context.correlationId }).catch(() => undefined);
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('member page of ' + (context.member?.profile.email ?? 'nobody'));
}
`;

const root = mkdtempSync(join(tmpdir(), 'trace-follow-'));
const upstreamLog: UpstreamRequestEntry[] = [];
const siteLog = memoryLogger();
let upstream: Upstream;
let outer: Server;
let port = 0;

beforeAll(async () => {
  let route: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  outer = createServer((req, res) => (route ? route(req, res) : res.writeHead(503).end()));
  port = await listenOnLoopback(outer);
  const tenants = tenantsFor({ SITE_ENV: 'local', PORT: port });
  const dist = join(root, 'dist');
  for (const name of ['index.html', '404.html', '500.html']) {
    mkdirSync(join(dist, 'aurora', 'client'), { recursive: true });
    writeFileSync(join(dist, 'aurora', 'client', name), `<!doctype html><title>${name}</title>`);
  }
  writeFakeServerBuild(join(dist, 'aurora'), 'aurora', FAKE_ENTRY);
  upstream = await startEmbeddedUpstream({ port: 0, host: '127.0.0.1', dataDir: join(root, 'upstream'), catalogueSize: 4, tenants: [...tenants.values()], requestLog: (entry) => upstreamLog.push(entry) });
  const site = testSiteServer({
    tenants,
    distDir: dist,
    gatewayFor: () => createGatewayClient({ url: upstream.url }),
    members: createMembersLayer({ issuer: `${upstream.url}/oidc`, clientId: SITE_CLIENT_ID, store: createMemoryStore() }),
    log: siteLog.logger,
  });
  route = (req, res) => site.emit('request', req, res);
});
afterAll(async () => {
  outer.closeAllConnections();
  outer.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The site's log line of the one request with this correlation id. */
async function siteLine(correlationId: string): Promise<Record<string, unknown>> {
  await expect.poll(() => siteLog.lines.some((line) => line['msg'] === 'request' && line['correlationId'] === correlationId)).toBe(true);
  return siteLog.lines.find((line) => line['msg'] === 'request' && line['correlationId'] === correlationId) ?? {};
}

const gatewayCallsOf = (correlationId: string) => upstreamLog.filter((entry) => entry.correlationId === correlationId);

describe('one page view followed to the gateway', () => {
  let member: TenantBrowser;
  beforeAll(async () => {
    member = new TenantBrowser(port, `aurora.localhost:${port}`);
    await member.logIn('member@demo.test');
  });

  it('carries the caller\'s traceparent: the site logs its trace id beside the correlation id, and every gateway call of the view carries it', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const page = await member.request('/account', { headers: { traceparent: `00-${traceId}-${parentId}-01` } });
    expect(page.text).toBe('member page of member@demo.test');
    const correlationId = String(page.headers[CORRELATION_HEADER]);
    expect(await siteLine(correlationId)).toMatchObject({ path: '/account', status: 200, correlationId, traceId });
    const calls = gatewayCallsOf(correlationId);
    // The member's profile (with the header's count, merged) and the page's own part.
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/graphql').length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect(call).toMatchObject({ traceId, parentId });
  });

  it('starts a trace where none came, and the gateway sees the same one the site logged', async () => {
    const page = await member.request('/account');
    const correlationId = String(page.headers[CORRELATION_HEADER]);
    const line = await siteLine(correlationId);
    expect(line['traceId']).toMatch(/^[0-9a-f]{32}$/);
    const calls = gatewayCallsOf(correlationId);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (const call of calls) expect(call.traceId).toBe(line['traceId']);
  });

  it('starts a new trace for a malformed traceparent rather than passing it on', async () => {
    const page = await member.request('/account', { headers: { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' } });
    const correlationId = String(page.headers[CORRELATION_HEADER]);
    const line = await siteLine(correlationId);
    expect(line['traceId']).not.toBe('00000000000000000000000000000000');
    for (const call of gatewayCallsOf(correlationId)) expect(call.traceId).toBe(line['traceId']);
  });
});
