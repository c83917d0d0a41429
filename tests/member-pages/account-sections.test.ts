import { describe, expect, it } from 'vitest';
import { accountSections, type AccountSections } from '../../src/features/account/sections.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember } from './demo-profiles.ts';

// ivy is the relationship-status tenant; aurora a plain brand.
describe('accountSections: which /account sections each demo member gets', () => {
  it.each<[DemoUserKind, TenantId, AccountSections]>([
    ['member', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false }],
    ['admin', 'aurora', { relationship: 'edit', vipConversion: false, tandemChildAccount: false }],
    ['admin', 'ivy', { relationship: 'edit', vipConversion: false, tandemChildAccount: false }],
    ['multisite2025', 'ivy', { relationship: 'edit', vipConversion: false, tandemChildAccount: false }],
    // abilities.ts reads "active" from the subscription, not from access to ivy itself.
    ['member', 'ivy', { relationship: 'edit', vipConversion: false, tandemChildAccount: false }],
    ['expired', 'ivy', { relationship: 'view', vipConversion: false, tandemChildAccount: false }],
    ['tandemchild', 'ivy', { relationship: 'view', vipConversion: false, tandemChildAccount: false }],
    ['vip', 'aurora', { relationship: 'hidden', vipConversion: true, tandemChildAccount: false }],
    ['tandemparent', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: true }],
    ['tandemchild', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false }],
  ])('%s on %s', (kind, tenant, expected) => {
    const { profile, abilities } = demoMember(kind, tenant);
    expect(accountSections(profile, abilities)).toEqual(expected);
  });
});
