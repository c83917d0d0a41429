import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../upstream/identity/index.ts';
import { accountRecords, type AccountRecords } from '../../upstream/members/accounts.ts';
import { openMemberStore, type MemberStore } from '../../upstream/members/index.ts';
import { authorizationRequest, Browser, logInThroughForm, REDIRECT_URI, siteClientAt, startProvider, type RunningProvider } from './provider-harness.ts';

// A password change ends the member's other sessions at the provider too, as a real provider does:
// a provider session logged in before it signs nobody in unasked (the site's part is in
// tests/security/password-change-ends-sessions.test.ts).
let provider: RunningProvider;
let store: MemberStore;
let records: AccountRecords;
let config: client.Configuration;

beforeAll(async () => {
  provider = await startProvider();
  store = openMemberStore(provider.dataDir);
  records = accountRecords(store);
  config = await siteClientAt(provider.issuer);
});
afterAll(async () => {
  store.close();
  await provider.close();
});

describe("a password change ends the account's provider sessions", () => {
  it('a browser that logged in before the change is asked for the password again, and the new one logs it in', async () => {
    const account = { accountId: 'changes-password', email: 'changes-password@example.test', password: 'Before1234', displayName: 'changes', membership: DEMO_ACCOUNTS[0]!.membership };
    store.transaction(() => records.create(account, new Date()));
    const before = new Browser();
    await logInThroughForm(config, account.email, account.password, before);
    // Logged in: a second authorization in the same browser goes straight to the callback.
    expect((await before.follow((await authorizationRequest(config)).url, REDIRECT_URI)).url.href.startsWith(REDIRECT_URI)).toBe(true);

    records.setPassword(account.accountId, 'After12345');

    const asked = await before.follow((await authorizationRequest(config)).url, REDIRECT_URI);
    expect(asked.url.href.startsWith(REDIRECT_URI)).toBe(false);
    expect(await asked.response.text()).toContain('<h1>Log in</h1>');
    await expect(logInThroughForm(config, account.email, 'After12345', before)).resolves.toMatchObject({ access_token: expect.any(String) });
  });
});
