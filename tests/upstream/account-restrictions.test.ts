import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../upstream/identity/demo-accounts.ts';
import type { AccountStatus } from '../../upstream/members/account-restrictions.ts';
import { accountRecords } from '../../upstream/members/accounts.ts';
import { openMemberStore } from '../../upstream/members/index.ts';

const JOINED = { accountId: 'joined-1', email: 'joined@example.test', password: 'Joined1234', displayName: 'Joined', membership: DEMO_ACCOUNTS[0]!.membership };

describe('the member store knows whether an account is active, disabled or banned', () => {
  const store = openMemberStore(null);
  const records = accountRecords(store);
  afterAll(() => store.close());

  it.each<[string, string, AccountStatus | undefined]>([
    ['an active account', 'demo-member', 'active'],
    ['the disabled demo account', 'demo-disabled', 'disabled'],
    ['the banned demo account', 'demo-banned', 'banned'],
    ['an unknown account', 'nobody', undefined],
  ])('%s: %s is %s', (_case, accountId, status) => {
    expect(records.statusOf(accountId)).toBe(status);
  });

  it('seeds the disabled and banned demo accounts as single-site members of aurora', () => {
    expect(records.byEmail('disabled@demo.test')).toMatchObject({ accountId: 'demo-disabled', membership: { site: 'aurora', isActive: true } });
    expect(records.byEmail('banned@demo.test')).toMatchObject({ accountId: 'demo-banned', membership: { site: 'aurora', isActive: true } });
  });

  it('disables, bans and lifts an account', () => {
    store.transaction(() => records.create(JOINED, new Date()));
    records.restrict('joined-1', 'disabled', new Date());
    expect(records.statusOf('joined-1')).toBe('disabled');
    records.restrict('joined-1', 'banned', new Date());
    expect(records.statusOf('joined-1')).toBe('banned');
    records.lift('joined-1');
    expect(records.statusOf('joined-1')).toBe('active');
  });

  it('refuses to restrict an account that does not exist', () => {
    expect(() => records.restrict('nobody', 'banned', new Date())).toThrow();
    expect(records.statusOf('nobody')).toBeUndefined();
  });
});

describe('a member store made before accounts could be restricted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'account-restrictions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its accounts and gains the restrictions and the restricted demo accounts at its next start', () => {
    const before = DEMO_ACCOUNTS.filter((account) => !account.restriction);
    const first = openMemberStore(dir);
    const joined = accountRecords(first, before).create(JOINED, new Date());
    // As it was: no table of restrictions.
    first.db.exec('DROP TABLE account_restrictions');
    first.close();

    const again = openMemberStore(dir);
    const records = accountRecords(again);
    expect(records.byId('joined-1')).toMatchObject({ seq: joined.seq, email: 'joined@example.test' });
    expect(records.statusOf('joined-1')).toBe('active');
    expect(records.byId('demo-member')?.seq).toBe(before.findIndex((account) => account.accountId === 'demo-member') + 1);
    expect([records.statusOf('demo-disabled'), records.statusOf('demo-banned')]).toEqual(['disabled', 'banned']);
    again.close();
  });
});
