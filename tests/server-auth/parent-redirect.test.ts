import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_REDIRECT_MESSAGES } from '../../src/server/auth/parent-redirect.ts';
import { startHarness, type Harness, type TenantBrowser } from './harness.ts';

/**
 * Membership spec section 2, /parent-redirect: it reads id_token and next, and sends the member on to
 * `next` only when the ID token is the identity provider's, issued to the site, still valid, and
 * names the account signed in. Real provider, real keys.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function signedIn(email: string): Promise<{ visitor: TenantBrowser; idToken: string }> {
  const visitor = harness.visitor('aurora');
  await visitor.logIn(email, '/');
  const idToken = (await harness.store.get(visitor.sid ?? ''))?.tokens?.idToken;
  if (!idToken) throw new Error(`no ID token for ${email}`);
  return { visitor, idToken };
}

const redirectOf = (idToken: string | null, next = '/videos?page=2') =>
  `/parent-redirect?${new URLSearchParams({ ...(idToken === null ? {} : { id_token: idToken }), next })}`;

describe('/parent-redirect uses the id_token it is given', () => {
  it("sends the member on to next when the token names them", async () => {
    const { visitor, idToken } = await signedIn('member@demo.test');
    const answer = await visitor.request(redirectOf(idToken));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/videos?page=2');
  });

  it('refuses a token naming another account, and sends nobody on', async () => {
    const { idToken: others } = await signedIn('trial@demo.test');
    const { visitor } = await signedIn('member@demo.test');
    const answer = await visitor.request(redirectOf(others));
    expect(answer.status).toBe(403);
    expect(answer.text).toContain(PARENT_REDIRECT_MESSAGES.otherAccount);
    expect(answer.location).toBeUndefined();
  });

  it.each([
    ['not a token at all', () => 'nonsense'],
    ['a forged signature', (token: string) => `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`],
    ['a changed payload', (token: string) => { const [head, , sig] = token.split('.'); return `${head}.${Buffer.from('{"sub":"demo-member","iss":"x","aud":"site"}').toString('base64url')}.${sig}`; }],
  ])('refuses %s with a clear 400', async (_case, forge) => {
    const { visitor, idToken } = await signedIn('member@demo.test');
    const answer = await visitor.request(redirectOf(forge(idToken)));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(PARENT_REDIRECT_MESSAGES.rejected);
  });

  it('follows next only as a path of this tenant, and goes on without a token to check', async () => {
    const { visitor, idToken } = await signedIn('member@demo.test');
    expect((await visitor.request(redirectOf(idToken, 'https://evil.example/'))).location).toBe('/');
    expect((await visitor.request(redirectOf(null, '/account'))).location).toBe('/account');
  });

  it('sends a visitor to log in first, back to the same link', async () => {
    const answer = await harness.visitor('aurora').request(redirectOf('token', '/account'));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/oidc/login?uri=${encodeURIComponent(redirectOf('token', '/account'))}`);
  });
});
