import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../upstream/identity/demo-accounts.ts';
import { accountRecords } from '../../upstream/members/accounts.ts';
import { EMAIL_CONSENT_PATH } from '../../upstream/members/email-consent.ts';
import { createMemberDirectory, membersPart, openMemberStore } from '../../upstream/members/index.ts';
import { reading } from '../support/member-store.ts';
import { requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

const WORDS = 'By clicking WATCH SCENE you confirm you are aged 18+.';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken })]);
}, 60_000);
afterAll(async () => upstream.close());

const consent = (body: unknown, account?: string) => requestAs(upstream.url, EMAIL_CONSENT_PATH, { body, account });

async function profileOf(account: string) {
  const query = '{ getFullUserProfile(site: "AURORA") { hasEmailConsent consent { requestTermsConsent } } }';
  return ((await requestAs(upstream.url, '/graphql', { body: { query }, account })).body as { data: { getFullUserProfile: unknown } }).data.getFullUserProfile;
}

describe('POST /v2/user/email-consent (membership spec section 7): the one-click consent', () => {
  it('is asked of the one-click guest alone among the demo accounts', () => {
    const store = openMemberStore(null);
    const directory = createMemberDirectory({ store });
    const asked = DEMO_ACCOUNTS.filter((account) => directory.getFullUserProfile(account.accountId, 'AURORA').consent?.requestTermsConsent);
    expect(asked.map((account) => account.kind)).toEqual(['oneclick']);
    store.close();
  });

  it('records the words the member accepted; the profile stops asking for the terms and, for these words, has the email consent', async () => {
    expect(await profileOf('demo-oneclick')).toEqual({ hasEmailConsent: false, consent: { requestTermsConsent: true } });
    expect(await consent({ emailConsent: true, consentHtmlSnippet: WORDS }, 'demo-oneclick')).toEqual({ status: 200, body: { ok: true } });
    expect(await profileOf('demo-oneclick')).toEqual({ hasEmailConsent: true, consent: { requestTermsConsent: false } });
    const row = reading(upstream.dataDir, (db) => db.prepare("SELECT settings FROM member_settings WHERE account_id = 'demo-oneclick'").get() as { settings: string });
    expect(JSON.parse(row.settings)).toMatchObject({ hasEmailConsent: true, termsConsent: { consentHtmlSnippet: WORDS } });
  });

  it.each([
    ['no token', { emailConsent: true, consentHtmlSnippet: WORDS }, undefined, 401],
    ['no words', { emailConsent: true, consentHtmlSnippet: '  ' }, 'demo-oneclick', 400],
    ['a consent that is not a boolean', { emailConsent: 'yes', consentHtmlSnippet: WORDS }, 'demo-oneclick', 400],
    ['a body that is not JSON', '{', 'demo-oneclick', 400],
  ])('refuses %s', async (_case, body, account, status) => {
    expect((await consent(body, account)).status).toBe(status);
  });
});

describe('a demo account added in a later version', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes the next free number when an account joined since holds its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    dirs.push(dir);
    const older = DEMO_ACCOUNTS.slice(0, -1);
    const first = openMemberStore(dir);
    const joined = accountRecords(first, older).create(
      { accountId: 'joined-1', email: 'new@example.test', password: 'Joined1234', displayName: 'New', membership: DEMO_ACCOUNTS[0]!.membership },
      new Date(),
    );
    expect(joined.seq).toBe(DEMO_ACCOUNTS.length);
    first.close();

    const again = openMemberStore(dir);
    const records = accountRecords(again);
    expect(records.byId(DEMO_ACCOUNTS.at(-1)!.accountId)?.seq).toBe(DEMO_ACCOUNTS.length + 1);
    expect(records.byId('joined-1')?.seq).toBe(DEMO_ACCOUNTS.length);
    again.close();
  });
});
