import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRequestContext, requestUrl } from '../../src/server/request-context.ts';
import { hostIndex } from '../../src/tenants/host.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const contextOf = (headers: Record<string, string>, url = '/', trustProxy = false) =>
  createRequestContext({ headers, url } as unknown as IncomingMessage, { hostIndex: hostIndex(tenants.values()), trustProxy, gatewayFor: unreachableGateway, log: SILENT_LOGGER });

describe('the request context, built once per request', () => {
  it('names the tenant, the host as asked, its origin and the URL on it', () => {
    const context = contextOf({ host: 'aurora.localhost:4321' }, '/videos?page=2');
    expect(context).toMatchObject({ host: 'aurora.localhost:4321', origin: 'http://aurora.localhost:4321' });
    expect(context?.tenant.tenant).toBe('aurora');
    expect(context?.url.href).toBe('http://aurora.localhost:4321/videos?page=2');
  });

  it('is https on every host but the development ones', () => {
    expect(contextOf({ host: 'www.blazestudio.example' })?.origin).toBe('https://www.blazestudio.example');
  });

  it.each([
    [false, { host: 'aurora.localhost', 'x-forwarded-host': 'blaze.localhost', 'x-forwarded-proto': 'https' }, 'aurora', 'http://aurora.localhost'],
    [true, { host: 'lb.internal', 'x-forwarded-host': 'blaze.localhost, lb.internal', 'x-forwarded-proto': 'https' }, 'blaze', 'https://blaze.localhost'],
  ])('honours X-Forwarded-Host and -Proto only behind a trusted proxy (trusted: %s)', (trust, headers, tenant, origin) => {
    const context = contextOf(headers, '/', trust);
    expect(context?.tenant.tenant).toBe(tenant);
    expect(context?.origin).toBe(origin);
  });

  it('is null for a host that names no tenant', () => {
    expect(contextOf({ host: 'evil.example' })).toBeNull();
  });

  it.each([
    ['caller-id-12345', 'caller-id-12345'],
    ['short', undefined],
    ['has spaces in it', undefined],
    ['<script>alert(1)</script>', undefined],
  ])('passes on a safe incoming correlation id (%j), else makes a fresh one', (incoming, kept) => {
    const id = contextOf({ host: 'aurora.localhost', 'x-correlation-id': incoming })?.correlationId;
    if (kept) expect(id).toBe(kept);
    else expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the request target is read as a path, never as a URL of its own', () => {
  it.each([
    ['//account', '//account'],
    ['//evil.example/x', '//evil.example/x'],
    ['/\\evil.example', '//evil.example'],
    ['http://evil.example/account?x=1', '/account'],
    ['*', '/'],
  ])('%j stays on the tenant', (target, pathname) => {
    const url = requestUrl(target, 'http://aurora.localhost:4321');
    expect(url.origin).toBe('http://aurora.localhost:4321');
    expect(url.pathname).toBe(pathname);
  });
});
