import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, IncomingMessage, ServerResponse, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { createMembersLayer, type MembersLayer } from '../../src/server/auth/index.ts';
import type { Logger } from '../../src/server/log.ts';
import type { Member } from '../../src/server/request-context.ts';
import { createMemoryStore, newSessionId, SESSION_TTL_SECONDS, type SessionStore } from '../../src/session/index.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

/**
 * Shared parts of the property suites: a fake build of every tenant (static home and error pages, a
 * server entry whose handler answers 200 with a marker), a stand-in identity provider that only
 * answers discovery, a site server over both, and `inject`, which drives that server in-process
 * through `server.emit('request')` so that ten thousand requests take seconds, not minutes.
 */

/** What the fake tenant handler answers with: anything carrying it is "member content". */
export const HANDLER_MARKER = 'RENDERED-BY-TENANT-HANDLER';

const FAKE_ENTRY = `export async function handler(req, res, next, locals) {
  res.setHeader('x-handler-route', String(locals.route?.route ?? ''));
  res.setHeader('x-handler-url', req.url);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ marker: ${JSON.stringify(HANDLER_MARKER)}, tenant: locals.context.tenant.tenant, builtFor: locals.tenantModule.tenant.tenant, url: req.url, route: locals.route?.route ?? null, member: locals.context.member !== null }));
}
`;

/** The themed pages of the fake build: each names its tenant, so a response shows whose it is. */
export const homeMarker = (id: string) => `<title>${id} home</title>`;
export const notFoundMarker = (id: string) => `<title>${id} not found</title>`;
export const errorMarker = (id: string) => `<title>${id} error</title>`;

export interface FakeDist {
  dir: string;
  remove(): void;
}

/** A temp dist with client/{index,404,500}.html and a fake server build per tenant. */
export function fakeDist(ids: Iterable<string>): FakeDist {
  const dir = mkdtempSync(join(tmpdir(), 'property-dist-'));
  for (const id of ids) {
    mkdirSync(join(dir, id, 'client'), { recursive: true });
    writeFileSync(join(dir, id, 'client', 'index.html'), `<!doctype html>${homeMarker(id)}`);
    writeFileSync(join(dir, id, 'client', '404.html'), `<!doctype html>${notFoundMarker(id)}`);
    writeFileSync(join(dir, id, 'client', '500.html'), `<!doctype html>${errorMarker(id)}`);
    writeFakeServerBuild(join(dir, id), id, FAKE_ENTRY);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A stand-in issuer on a loopback port: discovery only, which is all `startLogin` needs. */
export async function fakeIssuer(): Promise<{ issuer: string; close(): Promise<void> }> {
  let issuer = '';
  const server = createServer((req, res) => {
    if (req.url === '/oidc/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          end_session_endpoint: `${issuer}/session/end`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        }),
      );
    } else res.writeHead(404).end();
  });
  issuer = `http://127.0.0.1:${await listenOnLoopback(server)}/oidc`;
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A log that keeps the errors, so a failing property can say what the server threw. */
export function recordingLogger(): Logger & { errors: unknown[] } {
  const errors: unknown[] = [];
  const logger = {
    errors,
    info: () => undefined,
    warn: () => undefined,
    debug: () => undefined,
    error: (object: unknown) => void errors.push(object),
    child: () => logger,
    isLevelEnabled: () => true,
  };
  return logger as unknown as Logger & { errors: unknown[] };
}

/** Requests carrying this header are made by a signed-in member (see `testMembers`). */
export const TEST_MEMBER_HEADER = 'x-property-test-member';

/**
 * A signed-in member who can see everything and has not viewed the promotional teaser: the member
 * for whom /offers follows `next` and /xsite follows `deeplink`.
 */
export const EVERYTHING_MEMBER = {
  profile: { email: 'member@demo.test', state: { modals: { teaserViewed: false } } },
  abilities: { can: () => true, granted: [] },
  gateway: {},
} as unknown as Member;

/**
 * The real members layer (login, callback, logout, refresh, CSRF), except that a request carrying
 * TEST_MEMBER_HEADER is identified as EVERYTHING_MEMBER without a gateway.
 */
export function testMembers(issuer: string, store: SessionStore): MembersLayer {
  const real = createMembersLayer({ issuer, clientId: 'site', store });
  return {
    handle: (context, req, res) => real.handle(context, req, res),
    identify: (context, req, res) => (req.headers[TEST_MEMBER_HEADER] ? Promise.resolve(EVERYTHING_MEMBER) : real.identify(context, req, res)),
  };
}

/** A signed-in session record of `tenant` in `store`; its id, sent as the `sid` cookie there, skips the login. */
export async function signedInSession(store: SessionStore, tenant: TenantId): Promise<string> {
  const id = newSessionId();
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  await store.set(id, { tenant, accountId: 'account-1', tokens: { accessToken: 'access', refreshToken: 'refresh', expiresAt, scope: 'openid' } }, SESSION_TTL_SECONDS);
  return id;
}

export interface TestSite {
  server: Server;
  store: SessionStore;
  log: Logger & { errors: unknown[] };
  issuer: string;
  close(): Promise<void>;
}

/** The site server over a fake dist of every tenant, with the members layer on a stand-in issuer. */
export async function startTestSite(tenants: ReadonlyMap<TenantId, TenantConfig>, options: { trustProxy?: boolean } = {}): Promise<TestSite> {
  const dist = fakeDist(tenants.keys());
  const idp = await fakeIssuer();
  const store = createMemoryStore();
  const log = recordingLogger();
  const gateway = unreachableGateway();
  const server = testSiteServer({
    tenants,
    distDir: dist.dir,
    trustProxy: options.trustProxy ?? false,
    gatewayFor: () => gateway,
    formActionOrigins: [idp.issuer],
    members: testMembers(idp.issuer, store),
    log,
  });
  return {
    server,
    store,
    log,
    issuer: idp.issuer,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await idp.close();
      await store.close();
      dist.remove();
    },
  };
}

export interface Injected {
  status: number;
  /** The route and URL the fake tenant handler rendered, when it was the one that answered. */
  rendered: { route: string; url: string } | null;
  headers: OutgoingHttpHeaders;
  /** Set-Cookie lines, always as a list. */
  cookies: string[];
  location: string | undefined;
  body: string;
}

/** The body of an HTTP/1.1 message after its head, with chunked transfer coding undone. */
function bodyOf(raw: Buffer, chunked: boolean): string {
  const start = raw.indexOf('\r\n\r\n');
  if (start < 0) return '';
  let rest = raw.subarray(start + 4);
  if (!chunked) return rest.toString('utf8');
  const parts: Buffer[] = [];
  for (;;) {
    const line = rest.indexOf('\r\n');
    if (line < 0) break;
    const size = Number.parseInt(rest.subarray(0, line).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(rest.subarray(line + 2, line + 2 + size));
    rest = rest.subarray(line + 2 + size + 2);
  }
  return Buffer.concat(parts).toString('utf8');
}

const INJECT_TIMEOUT_MS = 5000;

/**
 * One request handled in-process: a real IncomingMessage and ServerResponse on an in-memory socket,
 * handed to the server's 'request' listeners, resolved once the response is complete. Headers are
 * passed as given (no HTTP parser in between), so any Host or request target can be tried.
 */
export function inject(
  server: Server,
  request: { url: string; method?: string; headers?: Record<string, string | string[] | undefined> },
): Promise<Injected> {
  return new Promise((resolve, reject) => {
    const written: Buffer[] = [];
    const socket = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, callback) {
        written.push(Buffer.from(chunk));
        callback();
      },
    }) as unknown as Socket;
    const req = new IncomingMessage(socket);
    req.method = request.method ?? 'GET';
    req.url = request.url;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
    req.headers = headers;
    req.push(null);
    const res = new ServerResponse(req);
    res.assignSocket(socket);
    let settled = false;
    // A response that never completes would hang the whole property: fail that one case instead.
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new Error(`no response to ${request.method ?? 'GET'} ${request.url} within ${INJECT_TIMEOUT_MS} ms (status so far ${res.statusCode})`));
    }, INJECT_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      const raw = Buffer.concat(written);
      const outgoing = res.getHeaders();
      const setCookie = outgoing['set-cookie'];
      const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
      const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n'))).toString('latin1');
      const renderedUrl = outgoing['x-handler-url'];
      resolve({
        status: res.statusCode,
        rendered: renderedUrl === undefined ? null : { route: String(outgoing['x-handler-route']), url: String(renderedUrl) },
        headers: outgoing,
        cookies,
        location: outgoing.location,
        body: req.method === 'HEAD' ? '' : bodyOf(raw, /\r\ntransfer-encoding: chunked\r\n/i.test(`${head}\r\n`)),
      });
    };
    res.on('finish', done);
    res.on('close', () => {
      if (!settled && !res.writableFinished) {
        clearTimeout(timer);
        settled = true;
        reject(new Error(`response to ${request.method ?? 'GET'} ${request.url} was destroyed (status ${res.statusCode})`));
      }
    });
    server.emit('request', req, res);
  });
}

/** Origin of a tenant host as the site server builds it (plain http on development hosts). */
export function originOf(host: string): string {
  return `${/(^|\.)localhost(:\d+)?$/.test(host) ? 'http' : 'https'}://${host}`;
}

/** How often each property runs: the issue asks for at least ten thousand generated cases. */
export const RUNS = 10_000;

/** Ten thousand requests through the site server take seconds; vitest's default 5 s is too tight on two busy cores. */
export const SERVER_PROPERTY_TIMEOUT_MS = 120_000;
