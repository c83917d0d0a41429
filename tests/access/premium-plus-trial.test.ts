import { describe, expect, it } from 'vitest';
import { defineAbilities, fullVideoAccess, pictureSetAccess, type AccessVideo, type Viewer } from '../../src/access/index.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { profile, tenant } from '../membership/fixtures/profiles.ts';

/**
 * Membership spec section 6, "Trial (not the premium-plus brand): unlocked videos per unlocked list;
 * upgrade overlay for others", and its premium-plus branch: the premium-plus brand (halo) is not sold
 * by the video, so its own trial plays its library while it lasts, a trial of another brand plays
 * none of it, and credits are offered on neither.
 */
const trialOf = (site: TenantId, over: { isActive?: boolean; credits?: number } = {}): UserProfile =>
  profile({ tenantsSubscriptionState: { [site]: 'trial' } }, { subscriptionType: 'trial', isActive: over.isActive ?? true, payPerVideoCredits: over.credits ?? 3 });
const viewer = (who: UserProfile, on: TenantId): Viewer => ({ profile: who, abilities: defineAbilities({ profile: who, tenant: tenant(on) }) });
const video = (site: string, videoId = 7): AccessVideo => ({ videoId, site, freeVideo: false, isFreeLimitedTrial: false, guestUserScene: false, channel: null });
const outcome = (who: UserProfile, on: TenantId, site: string): string => {
  const access = fullVideoAccess(video(site), viewer(who, on), tenant(on));
  return access.allowed ? access.grant : `${access.reason} → ${access.action.kind}`;
};

describe('a trial member, by brand', () => {
  it.each<[string, UserProfile, TenantId, string, string]>([
    ['a trial of a standard brand: credits unlock its videos one by one', trialOf('aurora'), 'aurora', 'AURORA', 'not-unlocked → pay-per-video'],
    ['without credits left: the purchase modal under the upgrade overlay', trialOf('aurora', { credits: 0 }), 'aurora', 'AURORA', 'not-unlocked → purchase-modal'],
    ['the premium-plus brand’s own trial: its library in full', trialOf('halo'), 'halo', 'HALO', 'premium-plus-trial'],
    ['the same trial once it ended: the purchase modal', trialOf('halo', { isActive: false }), 'halo', 'HALO', 'no-active-subscription → purchase-modal'],
    ['a trial of another brand on the premium-plus brand: no credits, the purchase modal', trialOf('aurora'), 'halo', 'HALO', 'site-not-included → purchase-modal'],
  ])('%s', (_case, who, on, site, expected) => {
    expect(outcome(who, on, site)).toBe(expected);
  });

  it('is offered pay-per-video on the standard brands only', () => {
    expect(defineAbilities({ profile: trialOf('aurora'), tenant: tenant('aurora') }).can('use', 'PayPerVideo')).toBe(true);
    expect(defineAbilities({ profile: trialOf('halo'), tenant: tenant('halo') }).can('use', 'PayPerVideo')).toBe(false);
    expect(defineAbilities({ profile: trialOf('aurora'), tenant: tenant('halo') }).can('use', 'PayPerVideo')).toBe(false);
    expect(defineAbilities({ profile: profile(), tenant: tenant('aurora') }).can('use', 'PayPerVideo')).toBe(false);
  });

  it('is offered no credit for a picture set on the premium-plus brand', () => {
    const access = pictureSetAccess(video('HALO'), viewer(trialOf('aurora'), 'halo'));
    expect(access).toMatchObject({ kind: 'denied', action: { kind: 'purchase-modal' } });
    expect(pictureSetAccess(video('AURORA'), viewer(trialOf('aurora'), 'aurora'))).toMatchObject({ kind: 'denied', action: { kind: 'pay-per-video' } });
  });
});
