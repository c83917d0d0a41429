import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billerSupport, iterateProfile, type GemsTransactionFacts } from '../../src/features/account/membership-summary.ts';
import { RECENT_CONTENT_WINDOW_MS } from '../../src/shell/durations.ts';
import { findOneUserProfile } from '../../src/features/account/membership-summary.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { membershipProfileSchema, type MembershipProfile } from '../../src/membership/profile.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import { BILLER_SUPPORT_URLS } from '../../upstream/members/billing/support-urls.ts';
import { membersPart } from '../../upstream/members/index.ts';
import type { Upstream } from '../../upstream/server.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { membershipSentence, planText, type MembershipWords } from '../../src/features/account/membership-texts.ts';
import { membershipStatus } from '../../src/membership/status.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';
import { startTestUpstream, testTokenOf, verifyTestToken } from '../upstream/helpers.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const membership = (over: Partial<Record<string, unknown>> = {}, subscription: Record<string, unknown> = {}): MembershipProfile =>
  membershipProfileSchema.parse({
    userId: 'demo-member',
    email: 'member@demo.test',
    activeSince: '2026-03-10T12:00:00.000Z',
    billerName: 'EPOCH',
    siteAccessArray: ['aurora'],
    tenantsSubscriptionState: { aurora: 'full', channels: [] },
    subscription: { subscriptionType: 'member', isActive: true, billerName: 'EPOCH', billerUrl: 'https://support.epoch.example/', ...subscription },
    ...over,
  });
const unlockAt = (createdAt: string): GemsTransactionFacts => ({ createdAt, transactionType: 'DEBIT', transactionReason: 'CHANNEL_PACK_UNLOCK' });
const credit: GemsTransactionFacts = { createdAt: '2026-11-19T00:00:00.000Z', transactionType: 'CREDIT', transactionReason: 'WEEKLY_FREE_GEMS' };

describe('the iterate profile of membership spec section 3', () => {
  it('counts the membership’s length in whole months and the days after them (each day once), and names its site type', () => {
    expect(iterateProfile(membership(), [], 'aurora', NOW)).toEqual({
      userId: 'demo-member',
      email: 'member@demo.test',
      activeSince: '2026-03-10T12:00:00.000Z',
      lastChannelPackUnlockDate: null,
      hasUnlockedChannelPackInLastTwoWeeks: false,
      subscriptionLengthInMonths: 8,
      subscriptionLengthInDays: 10,
      siteType: 'single-site',
    });
  });

  it.each<[string, GemsTransactionFacts[], string | null, boolean]>([
    ['no transactions', [], null, false],
    ['only gems credited', [credit], null, false],
    ['a pack unlocked a day ago, another before', [unlockAt('2026-11-10T00:00:00.000Z'), credit, unlockAt('2026-11-19T12:00:00.000Z')], '2026-11-19T12:00:00.000Z', true],
    ['a pack unlocked just within two weeks', [unlockAt(new Date(NOW.getTime() - RECENT_CONTENT_WINDOW_MS).toISOString())], new Date(NOW.getTime() - RECENT_CONTENT_WINDOW_MS).toISOString(), true],
    // The gateway's clock may run ahead of this server's: an unlock it dates a second from now is recent.
    ['a pack unlocked a second ahead of this server', [unlockAt(new Date(NOW.getTime() + 1000).toISOString())], new Date(NOW.getTime() + 1000).toISOString(), true],
    ['a pack unlocked just before', [unlockAt(new Date(NOW.getTime() - RECENT_CONTENT_WINDOW_MS - 1000).toISOString())], new Date(NOW.getTime() - RECENT_CONTENT_WINDOW_MS - 1000).toISOString(), false],
  ])('%s', (_case, transactions, last, recent) => {
    const profile = iterateProfile(membership(), transactions, 'aurora', NOW);
    expect([profile.lastChannelPackUnlockDate, profile.hasUnlockedChannelPackInLastTwoWeeks]).toEqual([last, recent]);
  });
});

describe('the biller and its support page (membership spec section 3: each biller with a support URL)', () => {
  it.each<[string, MembershipProfile, ReturnType<typeof billerSupport>]>([
    ['an internal biller', membership(), { billerName: 'EPOCH', supportUrl: 'https://support.epoch.example/', external: false }],
    ['an external one', membership({ billerName: 'SPIZOO' }, { billerName: 'SPIZOO', billerUrl: 'https://support.spizoo.example/' }), { billerName: 'SPIZOO', supportUrl: 'https://support.spizoo.example/', external: true }],
    ['a support URL that is no https page', membership({}, { billerUrl: 'javascript:alert(1)' }), { billerName: 'EPOCH', supportUrl: null, external: false }],
    ['no biller', membership({ billerName: null }, { billerName: null, billerUrl: null }), null],
  ])('%s', (_case, profile, expected) => {
    expect(billerSupport(profile)).toEqual(expected);
  });
});

describe('findOneUserProfile on the real upstream', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken })]);
  }, 60_000);
  afterAll(() => upstream.close());
  const gatewayOf = (account: string) =>
    createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'summary-test', withToken: (call) => call(testTokenOf(account)), changed: () => {}, reporting: SILENT_REPORTING });

  it.each<[string, string, string, boolean]>([
    ['demo-member', 'single-site', 'EPOCH', false],
    ['demo-multisite', 'multi-site', 'VXNBILL', false],
    ['demo-portal', 'single-site', 'ECHST', true],
    ['demo-expired', 'expired', 'EPOCH', false],
  ])('%s: %s, billed by %s', async (account, siteType, biller, external) => {
    const summary = await findOneUserProfile(gatewayOf(account), 'AURORA', 'aurora', new Date());
    expect(summary.iterate).toMatchObject({ userId: account, siteType });
    expect(summary.biller).toEqual({ billerName: biller, supportUrl: BILLER_SUPPORT_URLS[biller as keyof typeof BILLER_SUPPORT_URLS], external });
  });

  it('names the pack the member just unlocked with gems', async () => {
    const gateway = gatewayOf('demo-multisite2025');
    await gateway.mutate('unlock', 'mutation unlock { result: unlockChannelPack(input: { channelPackId: "1" }) { outcome } }', {}, z.unknown());
    const { iterate } = await findOneUserProfile(gateway, 'AURORA', 'aurora', new Date());
    expect(iterate.hasUnlockedChannelPackInLastTwoWeeks).toBe(true);
    expect(Date.now() - new Date(iterate.lastChannelPackUnlockDate!).getTime()).toBeLessThan(RECENT_CONTENT_WINDOW_MS);
  });
});

describe('the membership in the member’s words (/account)', () => {
  const words = (over: Partial<MembershipWords> = {}): MembershipWords => ({
    brand: 'Blaze Studio',
    siteName: (site) => ({ AURORA: 'Aurora Nights' })[site] ?? site,
    tandemParent: null,
    tandemChild: false,
    ...over,
  });
  it.each<[string, DemoUserKind, TenantId, Partial<MembershipWords>, string]>([
    ['a member on their own brand', 'member', 'aurora', { brand: 'Aurora Nights' }, 'Your membership of Aurora Nights renews automatically.'],
    ['a member on a sister brand their membership lacks', 'member', 'blaze', {}, 'Your membership of Aurora Nights renews automatically; it does not include Blaze Studio.'],
    ['a multisite member', 'multisite', 'blaze', {}, 'Your multi-site membership renews automatically.'],
    ['a tandem child', 'tandemchild', 'aurora', { tandemChild: true, tandemParent: 'Tandem Parent' }, 'Your tandem account watches on Tandem Parent’s membership, which they manage.'],
    ['a cancelled member', 'cancelled', 'aurora', {}, 'You cancelled your membership: it will not renew, and you keep watching until the end of the period you paid for. Reactivate it to keep your membership.'],
    ['an expired member', 'expired', 'aurora', {}, 'Your membership has ended. Rejoin to watch every video in full.'],
    ['a porn-portal user on the brand the portal opens', 'portal', 'aurora', { brand: 'Aurora Nights' }, 'You watch Aurora Nights through a porn portal, billed by ECHST.'],
    ['a porn-portal user elsewhere', 'portal', 'blaze', {}, 'You watch this site through a porn portal, billed by ECHST. Become a member to watch every video in full.'],
    ['a guest', 'guest', 'aurora', {}, 'You are a guest. Become a member to watch every video in full.'],
  ])('%s', (_case, kind, tenant, over, sentence) => {
    expect(membershipSentence(membershipStatus(demoMember(kind, tenant).profile, tenant), words(over))).toBe(sentence);
  });

  it('names what the membership opens', () => {
    expect(planText({ kind: 'multi-site', package: 'multisiteVP', sites: 8 }, words())).toBe('Multi-site: 8 sites');
    expect(planText({ kind: 'single-site', site: 'AURORA' }, words())).toBe('Aurora Nights alone');
    expect(planText({ kind: 'single-site', site: null }, words())).toBe('Blaze Studio alone');
  });
});
