import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../upstream/identity/index.ts';
import { createMemberDirectory, openMemberStore, type MemberStore } from '../../upstream/members/index.ts';
import { authorizationRequest, Browser, logInThroughForm, REDIRECT_URI, siteClientAt, startProvider, type RunningProvider } from './provider-harness.ts';

// The provider and the member directory read one member store (the same file in the data folder),
// so what the biller or a VIP conversion writes there logs in at once, without a restart.
let provider: RunningProvider;
let store: MemberStore;
let config: client.Configuration;

beforeAll(async () => {
  provider = await startProvider();
  store = openMemberStore(provider.dataDir);
  config = await siteClientAt(provider.issuer);
});
afterAll(async () => {
  store.close();
  await provider.close();
});

async function authorization(extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  const subject = async (callbackUrl: URL) =>
    (await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: verifier, idTokenExpected: true }, { redirect_uri: REDIRECT_URI })).claims()?.sub ?? null;
  return { url, subject };
}

async function subjectAfterLogin(email: string, password: string): Promise<string | null> {
  const { url, subject } = await authorization();
  const result = await new Browser().logIn(url, email, password, REDIRECT_URI);
  return 'callbackUrl' in result ? subject(result.callbackUrl) : null;
}

/** Follows an authorization request that carries an autologin token: the callback's subject, or the page it stopped at. */
/** An autologin in the browser that bought for `buyer` (the member's number its welcome cookie names). */
async function subjectAfterAutologin(token: string, buyer = String(createMemberDirectory({ store }).accounts.byId('demo-member')?.seq)): Promise<string | { status: number; text: string }> {
  const { url, subject } = await authorization({ autologin: token, autologin_buyer: buyer, prompt: 'login consent' });
  const { response, url: ended } = await new Browser().follow(url, REDIRECT_URI);
  return ended.href.startsWith(REDIRECT_URI) ? ((await subject(ended)) ?? 'no subject') : { status: response.status, text: await response.text() };
}

describe('accounts in the member store', () => {
  it('an account added at run time logs in at once, with its own password only', async () => {
    const directory = createMemberDirectory({ store });
    const membership = { ...DEMO_ACCOUNTS.find((account) => account.kind === 'member')!.membership, activeMonths: 0 };
    store.transaction(() => directory.accounts.create({ accountId: 'joined-1', email: 'New.Member@Example.test', password: 'Joined123', displayName: 'newmember', membership }, new Date()));
    expect(await subjectAfterLogin('new.member@example.test', 'Joined123')).toBe('joined-1');
    expect(await subjectAfterLogin('new.member@example.test', 'demo1234')).toBeNull();
    expect(directory.getFullUserProfile('joined-1', 'AURORA')).toMatchObject({ email: 'new.member@example.test', siteAccessArray: ['aurora'] });
  });

  it("a converted VIP logs in with the new address and password, and no longer with the old ones", async () => {
    const directory = createMemberDirectory({ store });
    expect(directory.convertVipCredentials('demo-vip', { newEmail: 'vip.own@example.test', newPassword: 'Secret123' })).toEqual({ ok: true });
    expect(await subjectAfterLogin('vip.own@example.test', 'Secret123')).toBe('demo-vip');
    expect(await subjectAfterLogin('vip@demo.test', 'demo1234')).toBeNull();
  });

  it('logs the new member in once with a one-time autologin token, and never again with the same token', async () => {
    const directory = createMemberDirectory({ store });
    const token = directory.accounts.issueAutologin('demo-member', new Date());
    expect(await subjectAfterAutologin(token)).toBe('demo-member');
    const replayed = await subjectAfterAutologin(token);
    expect(replayed).toMatchObject({ status: 401 });
    expect((replayed as { text: string }).text).toContain('Login Error, unable to automatically log you in');
    expect(await subjectAfterAutologin('made-up-token')).toMatchObject({ status: 401 });
  });

  it.each<[string, (accounts: ReturnType<typeof createMemberDirectory>['accounts'], accountId: string) => void, string]>([
    ['a changed password', (accounts, accountId) => accounts.setPassword(accountId, 'After12345'), 'After12345'],
    ['"log out everywhere" (endAllSessions)', (accounts, accountId) => accounts.endSessions(accountId), 'Before1234'],
  ])('%s ends the provider sessions logged in before it: that browser is asked for the password, and the password logs it in', async (_case, end, password) => {
    const { accounts } = createMemberDirectory({ store });
    const account = { accountId: `ends-sessions-${password}`, email: `ends-sessions-${password.toLowerCase()}@example.test`, password: 'Before1234', displayName: 'ends', membership: DEMO_ACCOUNTS[0]!.membership };
    store.transaction(() => accounts.create(account, new Date()));
    const before = new Browser();
    await logInThroughForm(config, account.email, account.password, before);
    // Logged in: another authorization in the same browser goes straight to the callback.
    expect((await before.follow((await authorizationRequest(config)).url, REDIRECT_URI)).url.href.startsWith(REDIRECT_URI)).toBe(true);

    end(accounts, account.accountId);
    const asked = await before.follow((await authorizationRequest(config)).url, REDIRECT_URI);
    expect(asked.url.href.startsWith(REDIRECT_URI)).toBe(false);
    expect(await asked.response.text()).toContain('<h1>Log in</h1>');
    await expect(logInThroughForm(config, account.email, password, before)).resolves.toMatchObject({ access_token: expect.any(String) });
  });

  it('refuses an expired autologin token', async () => {
    const directory = createMemberDirectory({ store });
    const token = directory.accounts.issueAutologin('demo-member', new Date(Date.now() - 3 * 60 * 1000));
    expect(await subjectAfterAutologin(token)).toMatchObject({ status: 401 });
  });

  it('keeps the demo accounts\' profile ids in their seeded order', () => {
    const directory = createMemberDirectory({ store });
    expect(directory.getFullUserProfile('demo-trial', 'AURORA').uuid).toBe('00000000-0000-4000-8000-000000000001');
  });
});
