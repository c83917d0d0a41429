import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, newSessionId, readSessionId, sessionCookie } from '../../src/session/cookie.ts';
import { createMemoryStore } from '../../src/session/memory-store.ts';
import { rotateSessionId } from '../../src/session/rotate.ts';

describe('the session cookie', () => {
  it.each([
    ['localhost:4321', false],
    ['aurora.localhost:4321', false],
    ['aurora.localhost', false],
    ['127.0.0.1:4321', false],
    ['auroranights.example', true],
    ['www.auroranights.example:443', true],
    ['localhost.evil.example', true],
  ])('on host %s is Secure and named __Host-sid: %s', (host, secure) => {
    const cookie = sessionCookie(newSessionId(), host, 3600);
    expect(cookie).toMatch(secure ? /^__Host-sid=[A-Za-z0-9_-]{43}; / : /^sid=[A-Za-z0-9_-]{43}; /);
    // The __Host- prefix holds only with Secure, Path=/ and no Domain.
    expect(cookie).not.toContain('Domain');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie.includes('Secure')).toBe(secure);
  });

  it('is cleared with Max-Age=0 and the same attributes', () => {
    expect(clearedSessionCookie('auroranights.example')).toBe('__Host-sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
    expect(clearedSessionCookie('aurora.localhost:4321')).toBe('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it.each([
    [null, null],
    ['', null],
    ['other=1', null],
    ['sid=short', null],
    ['sid=../../etc/passwd', null],
    [`a=1; sid=${'x'.repeat(43)}; b=2`, 'x'.repeat(43)],
  ])('reads %j as session id %j on a development host', (header, id) => {
    expect(readSessionId(header, 'aurora.localhost:4321')).toBe(id);
  });

  it.each([
    [`__Host-sid=${'x'.repeat(43)}`, 'x'.repeat(43)],
    // A plain `sid` may have been planted by a sibling subdomain: never read on a real host.
    [`sid=${'y'.repeat(43)}`, null],
    [`sid=${'y'.repeat(43)}; __Host-sid=${'x'.repeat(43)}`, 'x'.repeat(43)],
  ])('reads %j as session id %j on a real host', (header, id) => {
    expect(readSessionId(header, 'auroranights.example')).toBe(id);
  });

  it('gets a fresh random id on login, and the old record is deleted (no session fixation)', async () => {
    const store = createMemoryStore();
    const planted = newSessionId();
    await store.set(planted, { tenant: 'aurora' }, 60);
    const fresh = await rotateSessionId(store, planted, { tenant: 'aurora', accountId: 'demo-member' }, 60);
    expect(fresh).not.toBe(planted);
    expect(readSessionId(`sid=${fresh}`, 'aurora.localhost')).toBe(fresh);
    await expect(store.get(planted)).resolves.toBeNull();
    await expect(store.get(fresh)).resolves.toEqual({ tenant: 'aurora', accountId: 'demo-member' });
  });
});
