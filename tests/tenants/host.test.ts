import { describe, expect, it } from 'vitest';
import { hostIndex, parseHostHeader, resolveTenant } from '../../src/tenants/host.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';

const index = hostIndex(tenantsFor({ SITE_ENV: 'local', PORT: 4321 }).values());
const tenantOf = (host: string | undefined, forwardedHost?: string, trust = false) =>
  resolveTenant({ host, forwardedHost }, index, trust)?.tenant.tenant ?? null;

describe('host → tenant', () => {
  it.each([
    ['aurora.localhost:4321', 'aurora'],
    ['AURORA.localhost:4321', 'aurora'],
    ['jade.localhost', 'jade'],
    ['www.blazestudio.example', 'blaze'],
    ['blazestudio.example.', 'blaze'],
    ['ivytogether.example:443', 'ivy'],
  ])('%s is %s', (host, tenant) => {
    expect(tenantOf(host)).toBe(tenant);
  });

  it.each([
    ['an empty host', ''],
    ['no host', undefined],
    ['an unknown host', 'evil.example'],
    ['a suffix of a known host', 'x.aurora.localhost'],
    ['a prefix of a known host', 'aurora.localhost.evil.example'],
    ['userinfo', 'evil@aurora.localhost'],
    ['a path', 'aurora.localhost/evil'],
    ['a space', 'aurora.localhost evil'],
    ['two hosts', 'aurora.localhost,blaze.localhost'],
    ['an IPv6 literal', '[::1]:4321'],
    ['a bare IP', '127.0.0.1:4321'],
    ['a bad port', 'aurora.localhost:99999x'],
    ['double dots', 'aurora..localhost'],
    ['a tab', 'aurora.localhost\t'],
    ['a very long host', `${'a'.repeat(300)}.localhost`],
  ])('%s gets no tenant (never a default brand)', (_case, host) => {
    expect(tenantOf(host)).toBeNull();
  });

  it('ignores X-Forwarded-Host unless the proxy is trusted', () => {
    expect(tenantOf('aurora.localhost', 'blaze.localhost')).toBe('aurora');
    expect(tenantOf('aurora.localhost', 'blaze.localhost', true)).toBe('blaze');
    expect(tenantOf('aurora.localhost', 'blaze.localhost, evil.example', true)).toBe('blaze');
    expect(tenantOf('aurora.localhost', 'evil.example', true)).toBeNull();
  });

  it('parses the host name without port and in lower case', () => {
    expect(parseHostHeader('Aurora.Localhost:80')).toBe('aurora.localhost');
  });

  it('refuses a host claimed by two tenants', () => {
    const tenants = [...tenantsFor({ SITE_ENV: 'production', PORT: 1 }).values()];
    const [first, second] = tenants;
    if (!first || !second) throw new Error('fixture');
    expect(() => hostIndex([first, { ...second, hosts: [first.hosts[0] ?? ''] }])).toThrow(/claimed by both "aurora" and "blaze"/);
  });
});
