import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/gateway/errors.ts';
import { loadFromGateway } from '../../src/gateway/failure.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { testSiteServer } from '../support/site-server.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
const memory = memoryLogger();
let server: Server;
let port = 0;

beforeAll(async () => {
  for (const [path, text] of [['aurora/client/index.html', 'home'], ['aurora/client/404.html', 'not found'], ['aurora/client/500.html', 'error']] as const) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  server = testSiteServer({ tenants, distDir: dist, log: memory.logger });
  port = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => memory.clear());

/** The request lines written so far (the log is asynchronous: wait for the one expected). */
async function requestLines(count: number) {
  await expect.poll(() => memory.lines.filter((line) => line['msg'] === 'request').length).toBeGreaterThanOrEqual(count);
  return memory.lines.filter((line) => line['msg'] === 'request');
}

describe('the request log', () => {
  it('writes one line per request with method, path, status, duration, tenant and correlation id, on the full way and the visitor fast path alike', async () => {
    const first = await rawRequest(port, { host: 'aurora.localhost', path: '/' });
    const second = await rawRequest(port, { host: 'aurora.localhost', path: '/' });
    const lines = await requestLines(2);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, method: 'GET', path: '/', status: 200, tenant: 'aurora' });
      expect(typeof line['ms']).toBe('number');
    }
    expect(lines[0]?.['correlationId']).toBe(first.headers['x-correlation-id']);
    expect(second.status).toBe(200);
  });

  it('keeps the query, cookies and headers out: a query may carry an email or a login token', async () => {
    await rawRequest(port, { host: 'aurora.localhost', path: '/oidc/login?uri=/&email=someone%40example.com&autologin=secret-token', headers: { cookie: 'sid=abc', authorization: 'Bearer x' } });
    const [line] = await requestLines(1);
    expect(line?.['path']).toBe('/oidc/login');
    expect(JSON.stringify(memory.lines)).not.toMatch(/someone|secret-token|Bearer|sid=/);
  });

  it('logs a request whose host names no tenant, with no tenant', async () => {
    await rawRequest(port, { host: 'evil.example', path: '/' });
    expect(await requestLines(1)).toEqual([expect.objectContaining({ status: 400, tenant: null })]);
  });

  it('takes the caller\'s safe correlation id', async () => {
    await rawRequest(port, { host: 'aurora.localhost', path: '/missing', headers: { 'x-correlation-id': 'edge-1234567' } });
    expect(await requestLines(1)).toEqual([expect.objectContaining({ status: 404, correlationId: 'edge-1234567' })]);
  });
});

describe('errors in the log', () => {
  it('keep their type, message and stack (a gateway failure a page degrades on, here)', async () => {
    await loadFromGateway('channels', () => Promise.reject(new GatewayError('unavailable', 'listChannels', 'Gateway x: listChannels did not answer')), memory.logger);
    await expect.poll(() => memory.lines.length).toBe(1);
    expect(memory.lines[0]?.['err']).toMatchObject({ type: 'GatewayError', message: 'Gateway x: listChannels did not answer', stack: expect.stringContaining('GatewayError') });
  });
});
