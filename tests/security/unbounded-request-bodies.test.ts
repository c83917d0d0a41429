import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_MAX_BYTES } from '../../src/shell/error-screen/error-report.ts';
import { ERROR_REPORTS_PATH } from '../../src/shell/error-screen/paths.ts';
import { ACKNOWLEDGE_PATH } from '../../src/features/health-warning/acknowledgement.ts';
import { ACKNOWLEDGEMENT_FORM_MAX_BYTES } from '../../src/features/health-warning/health-warning.hook.ts';
import { TRACKING_EVENT_MAX_BYTES } from '../../src/features/tracking/tracking-events.hook.ts';
import { LOGOUT_PATH } from '../../src/routing/paths.ts';
import { RECOMMENDATIONS_TRACKING_PATH, REEL_EVENTS, reelEventPath } from '../../src/routing/tracking-paths.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from '../../src/server/request-body.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { actionRegistry } from '../support/action-registry.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

vi.mock('astro:actions', async () => (await import('../support/action-registry.ts')).astroActionsStub);

/*
 * Security probe finding 2: a 64 MiB POST to /api/error-reports was read whole before its 4 KB rule
 * (the server went from 298 to 484 MB), as were the tracking endpoints' bodies, and the Node
 * adapter's own limit is 1 GiB. Now the site server reads every body itself, before any route does:
 * a declared length past the path's cap is answered 413 before a byte is read, a chunked body at the
 * byte that passes it, and a body within it reaches the route. The table holds every route that
 * reads a body; the last test fails when an endpoint is added to src/pages without a row here.
 */

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const root = mkdtempSync(join(tmpdir(), 'request-bodies-'));
let server: Server;
let port = 0;

/** A route that reads a body, with a path to post to and the cap of that path. */
interface BodyRoute {
  route: string;
  path: string;
  cap: number;
}

const actions = [...(await actionRegistry()).keys()];
const BODY_ROUTES: readonly BodyRoute[] = [
  { route: 'src/pages/api/error-reports.ts', path: ERROR_REPORTS_PATH, cap: ERROR_REPORT_MAX_BYTES },
  { route: 'src/pages/recommendations-tracking.ts', path: RECOMMENDATIONS_TRACKING_PATH, cap: TRACKING_EVENT_MAX_BYTES },
  ...REEL_EVENTS.map((event) => ({ route: 'src/pages/rest/reel/[event].ts', path: reelEventPath(event), cap: TRACKING_EVENT_MAX_BYTES })),
  { route: 'the health-warning cover form (a request hook)', path: ACKNOWLEDGE_PATH, cap: ACKNOWLEDGEMENT_FORM_MAX_BYTES },
  ...actions.map((name) => ({ route: `the Action ${name}, called by an island`, path: `/_actions/${name}`, cap: DEFAULT_BODY_LIMIT_BYTES })),
  ...actions.map((name) => ({ route: `the Action ${name}, posted by a form`, path: `/account?_action=${name}`, cap: DEFAULT_BODY_LIMIT_BYTES })),
  { route: 'the logout (the members layer)', path: LOGOUT_PATH, cap: DEFAULT_BODY_LIMIT_BYTES },
  { route: 'any other path', path: '/videos', cap: DEFAULT_BODY_LIMIT_BYTES },
];

beforeAll(async () => {
  // The tenant's handler, standing in: it says how much of the body it was handed.
  writeFakeServerBuild(
    join(root, 'aurora'),
    'aurora',
    `export async function handler(req, res) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ handed: req.body ? req.body.length : null }));
    }`,
  );
  server = testSiteServer({ tenants, distDir: root });
  port = await listenOnLoopback(server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  /** Bytes of the body sent before the answer came. */
  sent: number;
}

/**
 * Posts to `path`: `declared` sends only the headers, with that Content-Length; otherwise `bytes`
 * go chunked, 1 KiB at a time, each after the last was written, and the body ends only if the server
 * has not answered by then. The answer is read as soon as it comes.
 */
function post(path: string, body: { declared: number } | { bytes: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { host: `aurora.localhost:${port}`, origin: `http://aurora.localhost:${port}`, 'content-type': 'application/json' };
    if ('declared' in body) headers['content-length'] = String(body.declared);
    else headers['transfer-encoding'] = 'chunked';
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, sent }));
      res.on('error', reject);
    });
    // A write after the server closed the connection fails: the answer is what counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if ('declared' in body) {
      req.flushHeaders();
      return;
    }
    const next = (): void => {
      if (answered) return;
      if (sent >= body.bytes) {
        req.end();
        return;
      }
      const size = Math.min(1024, body.bytes - sent);
      sent += size;
      req.write(Buffer.alloc(size, 'a'), () => setImmediate(next));
    };
    next();
  });
}

describe('every body is refused past its cap before it is read (one row per route that reads a body)', () => {
  it.each(BODY_ROUTES)('$route ($path): a declared length past $cap bytes gets 413 at once, before any byte is sent', async ({ path, cap }) => {
    const answer = await post(path, { declared: cap + 1 });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBe(0);
  });

  it.each(BODY_ROUTES)('$route ($path): a chunked body gets 413 at the byte past $cap, the rest never read', async ({ path, cap }) => {
    const answer = await post(path, { bytes: cap + 64 * 1024 });
    expect(answer.status).toBe(413);
    // The answer came once the cap was passed, with at most the socket's buffers beyond it.
    expect(answer.sent).toBeLessThan(cap + 64 * 1024);
  });

  it.each(BODY_ROUTES)('$route ($path): a body of $cap bytes is not refused for its size', async ({ path, cap }) => {
    const answer = await post(path, { bytes: cap });
    expect(answer.status).not.toBe(413);
  });

  it('hands a body within its cap on whole, read once, to the page or endpoint', async () => {
    const answer = await post('/videos', { bytes: 5000 });
    expect(JSON.parse(answer.body)).toEqual({ handed: 5000 });
  });

  it('no route has a cap above the default one: a megabyte at most, where the Node adapter allowed a gigabyte', () => {
    expect(DEFAULT_BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(BODY_ROUTES.filter((row) => row.cap > DEFAULT_BODY_LIMIT_BYTES)).toEqual([]);
  });

  it('has a row for every endpoint of src/pages that takes a body, so a new one cannot miss its cap', () => {
    const pages = join(import.meta.dirname, '../../src/pages');
    const endpoints = readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.[cm]?[jt]s$/.test(file))
      .filter((file) => /export\s+(?:const|async\s+function|function)\s+(?:POST|PUT|PATCH|DELETE|ALL)\b/.test(readFileSync(join(pages, file), 'utf8')))
      .map((file) => relative(join(pages, '../..'), join(pages, file)).split(sep).join('/'));
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.filter((endpoint) => !BODY_ROUTES.some((row) => row.route === endpoint))).toEqual([]);
  });
});
