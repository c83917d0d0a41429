import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants, distDirOf } from '../../scripts/lib/build-tenants.ts';
import { startUpstream } from '../../upstream/server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { failureStatus } from '../../src/gateway/failure.ts';
import { SEARCH_FAILED_MESSAGE } from '../../src/search/failure-message.ts';
import { failedToStartMessage } from '../../src/features/join/join-failure.ts';
import { JOIN_PATH } from '../../src/routing/paths.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { memoryLogger } from '../support/memory-logger.ts';

/*
 * A real build of one tenant (from a real embedded upstream, into its own dist folder), rendered by
 * its real Astro handler through the site server, against a gateway that misbehaves on demand and is
 * then stopped: the search pages, and the join page, whose offers come from the gateway too.
 */
const TENANT = 'blaze';
const DIST_DIR = '.build/test-dist-upstream-failure';
const DIST = distDirOf({ DIST_DIR });

type Mode = 'garbage' | 'graphql-error' | 'http-error' | 'hang-up';
let mode: Mode = 'garbage';
const upstream = await startThrowawayServer((_req, _body, res) => {
  if (mode === 'garbage') return answerJson(res, { data: { result: { totalCount: 'lots', nodes: 'none' } } });
  if (mode === 'graphql-error') return answerJson(res, { errors: [{ message: 'boom' }] });
  if (mode === 'http-error') return void res.writeHead(500).end('<html>oops</html>');
  res.socket?.destroy();
});

let site: Server;
let sitePort = 0;
const logged = memoryLogger();

beforeAll(async () => {
  const real = await startUpstream({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'upstream-')), size: 12 });
  try {
    const env = readEnv({ ...process.env, UPSTREAM_URL: real.url, DIST_DIR });
    await buildTenants({ env, tenants: tenantsFor(env), ids: [TENANT], upstreamUrl: real.url, concurrency: 1, log: () => {} });
  } finally {
    await real.close();
  }
  const env = readEnv({ ...process.env, UPSTREAM_URL: undefined });
  const gateway = createGatewayClient({ url: upstream.url });
  site = testSiteServer({ tenants: tenantsFor(env), distDir: DIST, gatewayFor: () => gateway, log: logged.logger });
  sitePort = await listenOnLoopback(site);
  // The first page rendered loads the tenant's Astro handler, seconds on a loaded machine: done here,
  // with an empty search that needs no upstream, so that no test below pays it inside its own time-out.
  await viaSite('/search');
  // A real Astro build of one tenant takes a few seconds, more on a loaded machine.
}, 120_000);
afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  site?.close();
  await upstream.close().catch(() => {});
});

const viaSite = (path: string) => rawRequest(sitePort, { host: `${TENANT}.localhost`, path });
/** The search page and the two listings a facet query sends to the server (src/tour/serve-plan.ts). */
const PAGES = ['/search?q=night', '/videos?categories=couples', '/performers?sex=F&sex=M'] as const;

function expectErrorPage(response: Awaited<ReturnType<typeof rawRequest>>, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.text).toContain(SEARCH_FAILED_MESSAGE);
  // The tenant's own shell and theme, no stack trace and no upstream detail.
  expect(response.text).toContain(`data-tenant="${TENANT}"`);
  expect(response.text).toMatch(/<link[^>]+stylesheet/);
  expect(response.text).not.toMatch(/GatewayError|\bat .+\.(?:m?js|ts):\d+|boom|lots/);
  expect(response.text.match(/<h1/g)).toHaveLength(1);
}

describe(`an upstream failure renders 'An Error Occured.' in the tenant's theme (${DIST}/${TENANT})`, () => {
  it.each([
    ['garbage', 502],
    ['graphql-error', 502],
    ['http-error', 503],
    ['hang-up', 503],
  ] as const)('upstream %s: every search page answers %i and the cause is logged', async (failure, status) => {
    mode = failure;
    for (const path of PAGES) {
      logged.clear();
      expectErrorPage(await viaSite(path), status);
      expect(logged.text(), path).toMatch(/Gateway http:\/\/127\.0\.0\.1:\d+: /);
      expect(logged.lines.every((line) => line['tenant'] === TENANT && typeof line['correlationId'] === 'string'), path).toBe(true);
    }
  });

  // The join page reads the biller's offers on every visit: the same failures, in the join's own words.
  it.each([
    ['garbage', 'bad-answer'],
    ['graphql-error', 'bad-answer'],
    ['http-error', 'unavailable'],
    ['hang-up', 'unavailable'],
  ] as const)('upstream %s (%s): /joinnow answers with the failure\'s status, the join\'s message and the code to quote', async (failure, kind) => {
    mode = failure;
    logged.clear();
    const response = await viaSite(JOIN_PATH);
    expect(response.status).toBe(failureStatus(kind));
    expect(response.text).toContain(failedToStartMessage(kind));
    expect(response.text).not.toMatch(/GatewayError|\bat .+\.(?:m?js|ts):\d+|boom|lots/);
    expect(logged.text()).toContain('join options failed');
  });

  it('upstream down (its port closed): 503 on every search page', async () => {
    await upstream.close();
    for (const path of PAGES) {
      logged.clear();
      expectErrorPage(await viaSite(path), 503);
      expect(logged.text(), path).toMatch(/is unreachable \(ECONNREFUSED\)/);
    }
  });

  it('an empty search needs no upstream: the form alone, 200', async () => {
    const response = await viaSite('/search');
    expect(response.status).toBe(200);
    expect(response.text).toContain('role="search"');
    expect(response.text).not.toContain(SEARCH_FAILED_MESSAGE);
  });
});
