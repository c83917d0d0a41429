import { describe, expect, it } from 'vitest';
import { accountSections, type AccountSections } from '../../src/features/account/sections.ts';
import { CONSENT_TEXTS } from '../../src/features/consent/consent-texts.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';

// ivy is the relationship-status tenant; aurora a plain brand.
describe('accountSections: which /account sections each demo member gets', () => {
  it.each<[DemoUserKind, TenantId, AccountSections]>([
    ['member', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['admin', 'aurora', { relationship: 'edit', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['admin', 'ivy', { relationship: 'edit', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['multisite2025', 'ivy', { relationship: 'edit', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    // A member of aurora alone is no member of ivy: the section shows, read-only (membership spec section 6).
    ['member', 'ivy', { relationship: 'view', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['expired', 'ivy', { relationship: 'view', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['tandemchild', 'ivy', { relationship: 'view', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    ['vip', 'aurora', { relationship: 'hidden', vipConversion: true, tandemChildAccount: false, termsConsent: null }],
    ['tandemparent', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: true, termsConsent: null }],
    ['tandemchild', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
    // The guest made in one click has the terms to accept, in the guests' words; a guest who has, none.
    ['oneclick', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false, termsConsent: CONSENT_TEXTS.guest }],
    ['guest', 'aurora', { relationship: 'hidden', vipConversion: false, tandemChildAccount: false, termsConsent: null }],
  ])('%s on %s', (kind, tenant, expected) => {
    const { profile, abilities } = demoMember(kind, tenant);
    expect(accountSections(profile, abilities)).toEqual(expected);
  });
});
