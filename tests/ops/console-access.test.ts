import { describe, expect, it } from 'vitest';
import { isConsolePage } from '../../src/features/ops/console-paths.ts';
import { operatorOf } from '../../src/features/ops/operator.ts';

describe('who is content ops: the groups claim of their ID token names the content-ops group', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['content ops', { sub: 'demo-ops', email: 'ops@demo.test', groups: ['content-ops'] }, 'ops@demo.test'],
    ['content ops among other groups', { sub: 'a', email: 'a@x.test', groups: ['admin', 'content-ops'] }, 'a@x.test'],
    ['content ops without an email: known by their subject', { sub: 'a', groups: ['content-ops'] }, 'a'],
    ['the comments admin', { sub: 'demo-admin', email: 'admin@demo.test', groups: ['admin'] }, null],
    ['a member (no groups)', { sub: 'demo-member', email: 'member@demo.test', groups: [] }, null],
    ['a provider that sends no groups claim', { sub: 'demo-member', email: 'member@demo.test' }, null],
    ['a groups claim that is no list', { sub: 'a', groups: 'content-ops' }, null],
    ['no subject', { email: 'ops@demo.test', groups: ['content-ops'] }, null],
  ])('%s', (_case, claims, email) => {
    expect(operatorOf(claims, 'content-ops')?.email ?? null).toBe(email);
  });

  it('reads the group the settings name (OPS_GROUP)', () => {
    expect(operatorOf({ sub: 'a', groups: ['site-ops'] }, 'site-ops')).toEqual({ accountId: 'a', email: 'a' });
    expect(operatorOf({ sub: 'a', groups: ['content-ops'] }, 'site-ops')).toBeNull();
  });
});

describe("the console's pages: any other path of its host is not there", () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/audit', true],
    ['/tenants/aurora', true],
    ['/runs/20261128-174139-3f9a', true],
    ['/nope', false],
    ['/ops', false],
    ['/tenants/aurora/more', false],
    ['/runs/../history', false],
  ])('%s', (path, page) => {
    expect(isConsolePage(path)).toBe(page);
  });
});
