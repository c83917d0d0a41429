import { describe, expect, it } from 'vitest';
import { safeCrossSiteTarget, safeRedirectTarget } from '../../src/routing/redirect-target.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';

type Current = Pick<TenantConfig, 'tenant' | 'membersUrl'>;

describe('safeRedirectTarget accepts only same-origin paths', () => {
  it.each([
    ['/', '/'],
    ['/videos', '/videos'],
    ['/videos?page=2&search=red', '/videos?page=2&search=red'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/videos/some-slug#comments', '/videos/some-slug#comments'],
    ['/account?password_changed', '/account?password_changed'],
  ])('keeps %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/videos'],
    ['backslash after slash', '/\\evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded double slash', '%2F%2Fevil.example'],
    ['encoded lower-case double slash', '%2f%2fevil.example'],
    ['slash then encoded slash', '/%2F/evil.example'],
    ['slash then encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F/evil.example'],
    ['raw tab between slashes', '/\t/evil.example'],
    ['encoded tab between slashes', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['leading space', ' /x'],
    ['header injection', '/x\r\nLocation: //evil'],
    ['encoded header injection in path', '/x%0d%0aLocation:%20//evil'],
    ['null byte', '/x\u0000'],
    ['malformed escape', '/%E0%A4%A'],
    ['relative path', 'videos'],
    ['empty string', ''],
  ])('refuses %s: %j', (_case, raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });

  it.each([[null], [undefined]])('falls back for %j', (raw) => {
    expect(safeRedirectTarget(raw, '/home')).toBe('/home');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/account')).toBe('/account');
  });
});

describe('safeCrossSiteTarget swaps the current tenant for the target site', () => {
  const jade: Current = { tenant: 'jade', membersUrl: 'https://members.jade.jadecollection.example' };
  const local: Current = { tenant: 'jade', membersUrl: 'http://jade.localhost:4321' };
  const ember: Current = { tenant: 'ember', membersUrl: 'https://members.ember.emberash.example' };

  it.each<[Current, string, string | undefined, string]>([
    [jade, 'aurora', undefined, 'https://members.aurora.jadecollection.example/'],
    [jade, 'aurora', '/videos/some-slug', 'https://members.aurora.jadecollection.example/videos/some-slug'],
    [jade, 'ivy', '/videos?page=2', 'https://members.ivy.jadecollection.example/videos?page=2'],
    [jade, 'aurora', '//evil.example', 'https://members.aurora.jadecollection.example/'],
    [jade, 'aurora', 'https://evil.example', 'https://members.aurora.jadecollection.example/'],
    [jade, 'aurora', '/%2F/evil.example', 'https://members.aurora.jadecollection.example/'],
    [local, 'blaze', '/account', 'http://blaze.localhost:4321/account'],
    [ember, 'ivy', '/', 'https://members.ivy.emberash.example/'],
  ])('%j to %s with deeplink %j', (current, site, deeplink, expected) => {
    expect(safeCrossSiteTarget(current, site, deeplink)).toBe(expected);
  });

  it.each([['evil.example'], ['AURORA'], [''], ['../aurora']])('refuses unknown site %j', (site) => {
    expect(safeCrossSiteTarget(jade, site, '/')).toBeNull();
  });

  it('refuses a members URL without a label naming the current tenant', () => {
    expect(safeCrossSiteTarget({ tenant: 'jade', membersUrl: 'https://members.jadecollection.example' }, 'aurora')).toBeNull();
  });
});
