import { describe, expect, it } from 'vitest';
import { membershipLength, membershipLengthText } from '../../src/membership/calendar-months.ts';
import { membershipStatus, type MembershipStatus, type MembershipStatusKind } from '../../src/membership/status.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import { DEMO_USER_KINDS, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';
import { kinds, profile } from './fixtures/profiles.ts';

/*
 * One status for each kind of member (src/membership/status.ts), as the upstream answers every demo
 * account: what it is, whether it opens aurora (the demo memberships' own brand) and blaze (a sister
 * of the multisite packages), and what the member may do about it here.
 */
type Expected = {
  kind: MembershipStatusKind;
  covers: { aurora: boolean; blaze: boolean };
  cancellable: boolean;
  reactivatable: boolean;
  yearlyUpgrade: boolean;
};
const active = (covers: Expected['covers'], yearlyUpgrade = false): Expected => ({ kind: 'active', covers, cancellable: true, reactivatable: false, yearlyUpgrade });
const SINGLE_AURORA = { aurora: true, blaze: false };
const MULTI = { aurora: true, blaze: true };
const NOWHERE = { aurora: false, blaze: false };
const none = (kind: MembershipStatusKind, covers = NOWHERE): Expected => ({ kind, covers, cancellable: false, reactivatable: false, yearlyUpgrade: false });

const DEMO_STATUSES: Record<DemoUserKind, Expected> = {
  trial: none('trial'),
  freetrial: none('free-trial'),
  // A monthly single-site member may switch to yearly, or cancel.
  member: active(SINGLE_AURORA, true),
  multisite2020: active(MULTI),
  multisite: active(MULTI),
  multisite2025: active(MULTI),
  channels: active(MULTI),
  // The portal's own brand is theirs in full; the biller is external: nothing to cancel here.
  portal: none('porn-portal', SINGLE_AURORA),
  expired: none('expired'),
  // Still paid up: aurora stays open until the period ends; the native biller's rebill can be reactivated.
  cancelled: { kind: 'cancelled', covers: SINGLE_AURORA, cancellable: false, reactivatable: true, yearlyUpgrade: false },
  guest: none('guest'),
  vip: active(MULTI),
  tandemparent: active(SINGLE_AURORA, true),
  // The child watches on the parent's membership: the parent cancels or changes it.
  tandemchild: none('active', SINGLE_AURORA),
  performer: active(MULTI),
  director: active(MULTI),
  moderator: active(SINGLE_AURORA, true),
  commenteditor: active(MULTI),
  admin: active(MULTI),
  oneclick: none('guest'),
};

describe('the membership status of every demo member kind', () => {
  it.each(DEMO_USER_KINDS.flatMap((kind) => (['aurora', 'blaze'] as const).map((tenant) => [kind, tenant] as const)))('%s on %s', (kind, tenant) => {
    const expected = DEMO_STATUSES[kind];
    const status = membershipStatus(demoMember(kind, tenant).profile, tenant);
    // The yearly switch is the membership's own, offered as much on a sister site's account page.
    expect({ kind: status.kind, covers: status.coversThisSite, cancellable: status.cancellable, reactivatable: status.reactivatable, yearlyUpgrade: status.yearlyUpgrade }).toEqual({
      ...expected,
      covers: expected.covers[tenant],
    });
  });
});

describe('statuses no demo account holds', () => {
  it.each<[string, UserProfile, Partial<MembershipStatus>]>([
    ['a trial whose time is over', profile({}, { subscriptionType: 'trial', isActive: false }), { kind: 'trial-ended', purchase: 'trial', biller: null }],
    ['a free limited trial that expired', kinds.expiredFreeLimitedTrial(), { kind: 'trial-ended', purchase: 'trial' }],
    ['a cancellation with an external biller: changed with them, not here', kinds.cancelledExternal(), { kind: 'cancelled', reactivatable: false, cancellable: false, biller: { name: 'SPIZOO', native: false } }],
    ['an active member of an external biller: cancelled with them', profile({}, { billerName: 'SPIZOO' }), { kind: 'active', cancellable: false }],
    ['no subscription at all', profile({ subscription: null }), { kind: 'expired', purchase: 'reactivate', plan: null }],
    ['a porn-portal user whose access ended', profile({}, { subscriptionType: 'porn-portal', pornPortal: true, isActive: false }), { kind: 'porn-portal', purchase: 'join' }],
    [
      'an active multisite subscription, whatever the site’s own subscription says (membership spec section 4)',
      profile({ hasActiveMultisiteSubscription: true, multisiteType: 'multisite2020', siteAccessArray: ['aurora', 'blaze'] }, { isActive: false }),
      { kind: 'active', plan: { kind: 'multi-site', package: 'multisite2020', sites: 2 } },
    ],
    ['a membership bought on a sister site', profile({}, { xSiteInfo: { site: 'BLAZE' } }), { kind: 'active', plan: { kind: 'single-site', site: 'BLAZE' }, coversThisSite: false }],
  ])('%s', (_case, who, expected) => {
    expect(membershipStatus(who, 'aurora')).toMatchObject(expected);
  });
});

describe('the length of a membership counts each day once', () => {
  it.each<[string, string, string]>([
    ['2026-03-10T12:00:00Z', '2026-11-20T12:00:00Z', '8 months and 10 days'],
    ['2026-03-20T00:00:00Z', '2026-11-20T00:00:00Z', '8 months'],
    ['2026-10-21T00:00:00Z', '2026-11-20T00:00:00Z', '30 days'],
    ['2026-10-20T00:00:00Z', '2026-11-21T00:00:00Z', '1 month and 1 day'],
    // A month that began on the 31st completes on the last day of a shorter one, as billers renew.
    ['2026-01-31T00:00:00Z', '2026-03-01T00:00:00Z', '1 month and 1 day'],
    ['2026-11-20T08:00:00Z', '2026-11-20T09:00:00Z', 'less than a day'],
  ])('%s to %s: %s', (from, to, text) => {
    expect(membershipLengthText(membershipLength(new Date(from), new Date(to)))).toBe(text);
  });
});
