import { describe, expect, it } from 'vitest';
import { purchaseOffer } from '../../src/features/player/purchase-offer.ts';
import type { PurchaseFlow } from '../../src/membership/status.ts';
import { ACCOUNT_PATH, JOIN_PATH } from '../../src/routing/paths.ts';
import { DEMO_USER_KINDS, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember, TENANTS } from '../member-pages/demo-profiles.ts';

/*
 * The purchase modal's offer (membership spec sections 4 and 6: the purchase flow kinds sixSite,
 * trial and reactivate, single-site included), for every demo account kind on aurora and on the
 * premium-plus brand, which few memberships include.
 */
const FLOWS: Record<DemoUserKind | 'anonymous', { aurora: PurchaseFlow; halo: PurchaseFlow }> = {
  anonymous: { aurora: 'join', halo: 'join' },
  trial: { aurora: 'trial', halo: 'trial' },
  freetrial: { aurora: 'trial', halo: 'trial' },
  member: { aurora: 'sixSite', halo: 'sixSite' },
  multisite2020: { aurora: 'sixSite', halo: 'sixSite' },
  multisite: { aurora: 'sixSite', halo: 'sixSite' },
  multisite2025: { aurora: 'sixSite', halo: 'sixSite' },
  channels: { aurora: 'sixSite', halo: 'sixSite' },
  portal: { aurora: 'join', halo: 'join' },
  expired: { aurora: 'reactivate', halo: 'reactivate' },
  cancelled: { aurora: 'sixSite', halo: 'sixSite' },
  guest: { aurora: 'join', halo: 'join' },
  oneclick: { aurora: 'join', halo: 'join' },
  vip: { aurora: 'sixSite', halo: 'sixSite' },
  tandemparent: { aurora: 'sixSite', halo: 'sixSite' },
  tandemchild: { aurora: 'sixSite', halo: 'sixSite' },
  performer: { aurora: 'sixSite', halo: 'sixSite' },
  director: { aurora: 'sixSite', halo: 'sixSite' },
  moderator: { aurora: 'sixSite', halo: 'sixSite' },
  commenteditor: { aurora: 'sixSite', halo: 'sixSite' },
  admin: { aurora: 'sixSite', halo: 'sixSite' },
};

describe('the purchase modal offers each kind of member the right purchase', () => {
  it.each((['anonymous', ...DEMO_USER_KINDS] as const).flatMap((kind) => (['aurora', 'halo'] as const).map((tenant) => [kind, tenant] as const)))(
    '%s on %s',
    (kind, tenantId) => {
      const tenant = TENANTS.get(tenantId)!;
      const profile = kind === 'anonymous' ? null : demoMember(kind, tenantId).profile;
      expect(purchaseOffer(profile, tenant).flow).toBe(FLOWS[kind][tenantId]);
    },
  );

  it.each<[PurchaseFlow, DemoUserKind | null, string, string]>([
    ['join', null, 'Join Aurora Nights', JOIN_PATH],
    ['trial', 'trial', 'Upgrade your trial', ACCOUNT_PATH],
    ['sixSite', 'member', 'Add this site to your membership', ACCOUNT_PATH],
    ['reactivate', 'expired', 'Rejoin Aurora Nights', JOIN_PATH],
  ])('%s: its title names it, it mentions single-site memberships, and it links where the member can act', (flow, kind, title, href) => {
    const offer = purchaseOffer(kind ? demoMember(kind, 'aurora').profile : null, TENANTS.get('aurora')!);
    expect(offer).toMatchObject({ flow, title, link: { href } });
    expect(offer.text).toMatch(/single[- ]site/);
  });

  it.each<[DemoUserKind | 'anonymous', boolean]>([
    ['anonymous', false],
    ['trial', false],
    ['member', true],
    ['expired', true],
    ['guest', true],
    ['portal', true],
  ])('%s buys in the modal itself (one click): %s', (kind, oneClick) => {
    // /joinnow sends a signed-in user home, where from=joinnow opens this modal again: only a visitor is sent there.
    const offer = purchaseOffer(kind === 'anonymous' ? null : demoMember(kind, 'aurora').profile, TENANTS.get('aurora')!);
    expect(offer.oneClick).toBe(oneClick);
  });
});

describe('the one-click options include this brand alone when the membership lacks it (membership spec section 6), and for every signed-in user without one', () => {
  it.each<[DemoUserKind | 'anonymous', 'aurora' | 'halo', boolean]>([
    ['member', 'aurora', false],
    ['member', 'halo', true],
    ['cancelled', 'halo', true],
    ['multisite2020', 'halo', true],
    ['multisite', 'halo', false],
    ['multisite2025', 'aurora', false],
    ['trial', 'halo', false],
    // Expired, guests and porn-portal users buy here too ("the purchase modal with singlesite included").
    ['expired', 'halo', true],
    ['guest', 'aurora', true],
    ['portal', 'aurora', true],
    ['anonymous', 'halo', false],
  ])('%s on %s: %s', (kind, tenantId, singleSite) => {
    const profile = kind === 'anonymous' ? null : demoMember(kind, tenantId).profile;
    expect(purchaseOffer(profile, TENANTS.get(tenantId)!).singleSite).toBe(singleSite);
  });
});
