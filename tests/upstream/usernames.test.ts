import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../upstream/identity/demo-accounts.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { accountRecords } from '../../upstream/members/accounts.ts';
import { TEST_CARDS } from '../../upstream/members/billing/cards.ts';
import { billingFeature } from '../../upstream/members/billing/billing.resolvers.ts';
import { billingRecords } from '../../upstream/members/billing/records.ts';
import { gemsFeature } from '../../upstream/members/gems/gems.resolvers.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { MEMBER_DATABASE_FILE, openMemberStore } from '../../upstream/members/store.ts';
import type { Upstream } from '../../upstream/server.ts';
import { accountIdOf } from '../support/member-store.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

// Membership spec section 5: a username is 3 to 20 lower-case letters and numbers, permanent once
// chosen; the stand-in keeps it with the account, chosen on the join form or later (setUsername).

let upstream: Upstream & { dataDir: string };
type Answer<T> = { data?: T; errors?: { message: string }[] };
async function graphql<T>(query: string, variables: Record<string, unknown> = {}, account?: string): Promise<Answer<T>> {
  return (await requestAs(upstream.url, '/graphql', { body: { query, variables }, account })).body as Answer<T>;
}
const usernameOf = async (account: string) =>
  (await graphql<{ getFullUserProfile: { username: string | null } }>('query { getFullUserProfile(site: "AURORA") { username } }', {}, account)).data?.getFullUserProfile.username;
const choose = async (account: string, username: string) =>
  (await graphql<{ setUsername: { status: string; username: string | null } }>('mutation c($u: String!) { setUsername(username: $u) { status username } }', { u: username }, account)).data
    ?.setUsername;

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, gemsFeature, billingFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

describe('the usernames of the demo accounts', () => {
  it('each has its name before the @ but nousername@demo.test, which has none', async () => {
    expect(await usernameOf('demo-member')).toBe('member');
    expect(await usernameOf('demo-banned')).toBe('banned');
    expect(await usernameOf('demo-nousername')).toBeNull();
  });
});

describe('choosing a username (setUsername)', () => {
  it.each<[string, string, string]>([
    ['too short', 'ab', 'INVALID'],
    ['too long', 'a'.repeat(21), 'INVALID'],
    ['with upper-case letters', 'Newname', 'INVALID'],
    ['with a space', 'new name', 'INVALID'],
    ['taken', 'member', 'TAKEN'],
  ])('refuses one %s, and the member still has none', async (_case, username, status) => {
    expect(await choose('demo-nousername', username)).toEqual({ status, username: null });
    expect(await usernameOf('demo-nousername')).toBeNull();
  });

  it('makes a free one the member’s, once: a second choice changes nothing', async () => {
    expect(await choose('demo-nousername', 'newname20')).toEqual({ status: 'CHOSEN', username: 'newname20' });
    expect(await usernameOf('demo-nousername')).toBe('newname20');
    expect(await choose('demo-nousername', 'othername')).toEqual({ status: 'ALREADY_CHOSEN', username: 'newname20' });
    expect(await choose('demo-member', 'othername')).toEqual({ status: 'ALREADY_CHOSEN', username: 'member' });
  });

  it('is one list with the join form’s: a joined member’s username is theirs and taken, and a chosen one cannot be joined with', async () => {
    const email = `joiner-${randomUUID()}@example.test`;
    const join = (username: string) =>
      graphql<{ signup: { status: string } }>('mutation s($input: SignupInput!) { signup(input: $input) { status } }', {
        input: { site: 'AURORA', joinOptionId: '101', email, username, password: 'Joined123', card: { number: TEST_CARDS.approves, expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() },
      });
    expect((await join('newname20')).data?.signup.status).toBe('USERNAME_TAKEN');
    expect((await join('joiner7')).data?.signup.status).toBe('APPROVED');
    expect(await usernameOf(accountIdOf(upstream.dataDir, email)!)).toBe('joiner7');
    expect((await choose('demo-disabled', 'joiner7'))?.status).toBe('ALREADY_CHOSEN');
  });
});

describe('a member store from before the accounts kept usernames', () => {
  it('gives the demo accounts theirs, and a member who joined then the name they joined with', () => {
    const dir = join(upstream.dataDir, 'older');
    const older = openDatabase(join((openMemberStore(dir).close(), dir), MEMBER_DATABASE_FILE));
    older.exec(`CREATE TABLE billing_members (account_id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, card_number TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO billing_members VALUES ('member-old', 'oldjoiner', '4242', '2025-01-01T00:00:00.000Z');`);
    older.close();
    const store = openMemberStore(dir);
    try {
      const accounts = accountRecords(store);
      billingRecords(store);
      accounts.create({ accountId: 'member-old', email: 'old@example.test', password: 'Joined123', displayName: 'Old', membership: DEMO_ACCOUNTS[0]!.membership }, new Date());
      expect(accounts.byId('member-old')?.username).toBe('oldjoiner');
      expect(accounts.byId('demo-trial')?.username).toBe('trial');
      expect(accounts.usernameTaken('OLDJOINER')).toBe(true);
    } finally {
      store.close();
    }
  });
});
