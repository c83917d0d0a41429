import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/session/memory-store.ts';
import type { SessionData } from '../../src/session/store.ts';

const member: SessionData = {
  tenant: 'aurora',
  accountId: 'demo-member',
  tokens: { accessToken: 'at', refreshToken: 'rt', expiresAt: 1, scope: 'openid' },
};

describe('the memory session store', () => {
  it("lists an account's live sessions on every tenant, and drops those deleted, expired or given to someone else", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    await store.set('a', member, 60);
    await store.set('b', { ...member, tenant: 'blaze' }, 10);
    await store.set('c', member, 60);
    await store.set('pending', { tenant: 'aurora' }, 60);
    await store.set('other', { ...member, accountId: 'demo-trial' }, 60);
    expect((await store.accountSessions('demo-member')).sort()).toEqual(['a', 'b', 'c']);
    await store.delete('c');
    now = 20_000;
    expect(await store.accountSessions('demo-member')).toEqual(['a']);
    await store.set('a', { ...member, accountId: 'demo-trial' }, 60);
    expect(await store.accountSessions('demo-member')).toEqual([]);
    expect((await store.accountSessions('demo-trial')).sort()).toEqual(['a', 'other']);
  });

  it('returns a record until its TTL has passed, then nothing', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    await store.set('a', member, 60);
    now += 59_999;
    await expect(store.get('a')).resolves.toEqual(member);
    now += 1;
    await expect(store.get('a')).resolves.toBeNull();
  });

  it('renews the TTL on every set and forgets a deleted record', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    await store.set('a', member, 10);
    now = 9_000;
    await store.set('a', member, 10);
    now = 18_000;
    await expect(store.get('a')).resolves.toEqual(member);
    await store.delete('a');
    await expect(store.get('a')).resolves.toBeNull();
  });

  it('hands out copies, so changing a returned record does not change the stored one', async () => {
    const store = createMemoryStore();
    await store.set('a', member, 10);
    const copy = await store.get('a');
    if (copy) copy.accountId = 'someone-else';
    await expect(store.get('a')).resolves.toEqual(member);
  });

  it('refuses a TTL that is not a positive number of seconds', async () => {
    const store = createMemoryStore();
    await expect(store.set('a', member, 0)).rejects.toThrow(/ttlSeconds must be a positive number/);
  });

  it('runs tasks under the same lock one after the other, even when one fails', async () => {
    const store = createMemoryStore();
    const order: string[] = [];
    const task = (name: string, fail = false) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([store.withLock('k', 1000, task('a', true)), store.withLock('k', 1000, task('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(results[1]).toEqual({ status: 'fulfilled', value: 'b' });
  });
});
