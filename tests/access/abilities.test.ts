import { describe, expect, it } from 'vitest';
import { defineAbilities, type AbilityAction, type Subject } from '../../src/access/abilities.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { kinds, profile, tenant } from '../membership/fixtures/profiles.ts';

const can = (who: UserProfile | null, action: AbilityAction, subject: Subject, on: TenantId = 'aurora') =>
  defineAbilities({ profile: who, tenant: tenant(on) }).can(action, subject);

describe('anonymous visitors may only play the trailer', () => {
  it.each<[AbilityAction, Subject, boolean]>([
    ['play', 'Trailer', true],
    ['play', 'FullVideo', false],
    ['see', 'Channels', false],
    ['see', 'PurchaseModal', false],
    ['see', 'Comments', false],
    ['see', 'RECOMMENDED_VIDEOS', false],
  ])('%s %s → %s', (action, subject, expected) => {
    expect(can(null, action, subject)).toBe(expected);
  });
});

describe('gems buy channel packs (membership spec section 6)', () => {
  it.each<[string, boolean, () => UserProfile, TenantId]>([
    ['an active member, on a brand with channels', true, () => kinds.singleSite('aurora'), 'aurora'],
    ['an active member, on a brand with internal channels only', true, () => kinds.singleSite('ember'), 'ember'],
    ['an active member, on a brand without channels', false, () => kinds.singleSite('blaze'), 'blaze'],
    ['a porn-portal guest', false, kinds.guest, 'aurora'],
  ])('%s may unlock one: %s', (_, expected, who, on) => {
    expect(can(who(), 'use', 'ChannelPackUnlock', on)).toBe(expected);
  });
});

describe('abilities by user kind (membership spec section 6)', () => {
  it.each<[string, () => UserProfile, AbilityAction, Subject, boolean]>([
    ['active single-site member', kinds.singleSite, 'play', 'FullVideo', true],
    ['active single-site member', kinds.singleSite, 'see', 'PictureSet', true],
    ['active single-site member', kinds.singleSite, 'use', 'Comments', true],
    ['active single-site member', kinds.singleSite, 'use', 'Downloads', true],
    ['active single-site member', kinds.singleSite, 'use', 'Favorites', true],
    ['active single-site member', kinds.singleSite, 'use', 'ChannelPackUnlock', true],
    ['multisite member', kinds.multisite, 'use', 'ChannelPackUnlock', true],
    ['trial', kinds.trial, 'use', 'ChannelPackUnlock', false],
    ['expired member', kinds.expired, 'use', 'ChannelPackUnlock', false],
    ['active single-site member', kinds.singleSite, 'see', 'Channels', true],
    ['active single-site member', kinds.singleSite, 'see', 'PurchaseModal', false],
    ['active single-site member', kinds.singleSite, 'see', 'UpgradeOverlay', false],
    ['active single-site member', kinds.singleSite, 'see', 'ReactivateModal', false],
    ['multisite member', kinds.multisite, 'play', 'FullVideo', true],
    ['multisite member', kinds.multisite, 'use', 'Downloads', true],
    ['trial', kinds.trial, 'see', 'PurchaseModal', true],
    ['trial', kinds.trial, 'see', 'UpgradeOverlay', true],
    ['trial', kinds.trial, 'see', 'UpgradeBar', true],
    ['trial', kinds.trial, 'use', 'Downloads', false],
    ['trial', kinds.trial, 'see', 'Channels', true],
    ['free limited trial', kinds.freeLimitedTrial, 'see', 'PurchaseModal', true],
    ['free limited trial', kinds.freeLimitedTrial, 'see', 'UpgradeBar', true],
    ['free limited trial', kinds.freeLimitedTrial, 'play', 'FullVideo', true],
    ['free limited trial', kinds.freeLimitedTrial, 'see', 'PictureSet', true],
    ['free limited trial', kinds.freeLimitedTrial, 'use', 'Comments', true],
    ['free limited trial', kinds.freeLimitedTrial, 'see', 'Channels', true],
    ['expired free limited trial', kinds.expiredFreeLimitedTrial, 'see', 'PictureSet', false],
    ['expired free limited trial', kinds.expiredFreeLimitedTrial, 'use', 'Comments', false],
    ['expired member', kinds.expired, 'see', 'PurchaseModal', true],
    ['expired member', kinds.expired, 'see', 'UpgradeBar', true],
    ['expired member', kinds.expired, 'see', 'UpgradeOverlay', true],
    ['expired member', kinds.expired, 'play', 'Trailer', true],
    ['expired member', kinds.expired, 'play', 'FullVideo', false],
    ['expired member', kinds.expired, 'see', 'Channels', true],
    ['cancelled, internal biller', kinds.cancelledInternal, 'see', 'UpgradeBar', true],
    ['cancelled, internal biller', kinds.cancelledInternal, 'see', 'ReactivateModal', true],
    ['cancelled, internal biller', kinds.cancelledInternal, 'play', 'FullVideo', true],
    ['cancelled, external biller', kinds.cancelledExternal, 'see', 'ReactivateModal', false],
    ['porn-portal member', kinds.pornPortal, 'see', 'PurchaseModal', true],
    ['porn-portal member', kinds.pornPortal, 'see', 'UpgradeBar', true],
    ['porn-portal member', kinds.pornPortal, 'see', 'UpgradeOverlay', true],
    ['porn-portal member', kinds.pornPortal, 'see', 'Channels', true],
    ['porn-portal member', kinds.pornPortal, 'play', 'FullVideo', false],
    ['porn-portal guest', kinds.guest, 'see', 'PurchaseModal', true],
    ['porn-portal guest', kinds.guest, 'see', 'UpgradeBar', false],
    ['porn-portal guest', kinds.guest, 'see', 'Channels', false],
    ['porn-portal guest', kinds.guest, 'see', 'Comments', false],
    ['porn-portal guest', kinds.guest, 'play', 'Trailer', true],
  ])('%s: %s %s → %s', (_kind, who, action, subject, expected) => {
    expect(can(who(), action, subject)).toBe(expected);
  });
});

describe('tenant switches gate channels and recommendation shelves', () => {
  it.each<[TenantId, Subject, boolean]>([
    ['aurora', 'Channels', true],
    ['blaze', 'Channels', false],
    ['aurora', 'InternalChannels', true],
    ['dahlia', 'InternalChannels', false],
    ['aurora', 'ChannelTrailers', true],
    ['cinder', 'ChannelTrailers', false],
    ['cinder', 'InternalChannelTrailers', false],
    ['ember', 'ChannelTrailers', false],
    ['ember', 'InternalChannelTrailers', true],
    ['aurora', 'RECOMMENDED_VIDEOS', true],
    ['aurora', 'HOME_RECOMMENDATIONS', false],
    ['dahlia', 'RECOMMENDED_VIDEOS', false],
  ])('%s: a member sees %s → %s', (on, subject, expected) => {
    expect(can(kinds.singleSite(on), 'see', subject, on)).toBe(expected);
  });

  it.each<[TenantId, Subject, boolean]>([
    ['cinder', 'ChannelTrailers', true],
    ['cinder', 'InternalChannelTrailers', true],
    ['blaze', 'ChannelTrailers', false],
  ])("%s: the 'video preview' role grants %s → %s", (on, subject, expected) => {
    const previewer = profile({ scopes: ['video preview'], tenantsSubscriptionState: { [on]: 'full' } });
    expect(can(previewer, 'see', subject, on)).toBe(expected);
  });
});

describe('groups: admin, commenteditor, moderator', () => {
  const member = (groups: string[]) => profile({ groups, tenantsSubscriptionState: { aurora: 'full' } });
  const trialIn = (groups: string[]) => profile({ groups }, { subscriptionType: 'trial' });
  it.each<[string, UserProfile, AbilityAction, Subject, boolean]>([
    ['admin trial', trialIn(['admin']), 'see', 'UpgradeOverlay', false],
    ['admin trial', trialIn(['admin']), 'see', 'UpgradeBar', false],
    ['admin', member(['admin']), 'use', 'CommentEdit', true],
    ['admin', member(['admin']), 'use', 'CommentRemove', true],
    ['admin', member(['admin']), 'use', 'CommentPin', true],
    ['admin', member(['admin']), 'see', 'RECOMMENDED_VIDEOS', true],
    ['commenteditor', member(['commenteditor']), 'use', 'CommentEdit', false],
    ['commenteditor', member(['commenteditor']), 'use', 'CommentRemove', true],
    ['commenteditor', member(['commenteditor']), 'use', 'CommentPin', true],
    ['moderator', member(['moderator']), 'use', 'CommentPin', true],
    ['moderator', member(['moderator']), 'use', 'CommentRemove', false],
    ['regular member', member([]), 'use', 'CommentPin', false],
    ['regular member', member([]), 'use', 'CommentEdit', false],
  ])('%s: %s %s → %s', (_who, who, action, subject, expected) => {
    expect(can(who, action, subject)).toBe(expected);
  });

  it.each<[string, string[], boolean]>([
    ['an admin', ['admin'], true],
    ['a regular member', [], false],
  ])('on dahlia, whose shelves are all off, %s sees the home recommendations → %s', (_who, groups, expected) => {
    const onDahlia = profile({ groups, tenantsSubscriptionState: { dahlia: 'full' } });
    expect(can(onDahlia, 'see', 'HOME_RECOMMENDATIONS', 'dahlia')).toBe(expected);
  });
});

describe('relationship status: seen on the relationship-status brand or by admin; edited by admin or an active non-child member of that brand', () => {
  const child = profile({ tandemSubscription: { isTandemChildAccount: true }, tenantsSubscriptionState: { ivy: 'full' } });
  const packageWithIvy = profile({ hasActiveMultisiteSubscription: true, multisiteType: 'multisite2025', tenantsSubscriptionState: { aurora: 'full', ivy: 'full' } });
  const packageWithoutIvy = profile({ hasActiveMultisiteSubscription: true, multisiteType: 'multisiteVP', tenantsSubscriptionState: { aurora: 'full', blaze: 'full' } });
  it.each<[string, UserProfile, TenantId, AbilityAction, boolean]>([
    ['member on ivy', kinds.singleSite('ivy'), 'ivy', 'see', true],
    ['member on ivy', kinds.singleSite('ivy'), 'ivy', 'edit', true],
    ['member on aurora', kinds.singleSite('aurora'), 'aurora', 'see', false],
    ['admin on aurora', profile({ groups: ['admin'] }), 'aurora', 'see', true],
    ['admin on aurora', profile({ groups: ['admin'] }), 'aurora', 'edit', true],
    ['tandem child on ivy', child, 'ivy', 'see', true],
    ['tandem child on ivy', child, 'ivy', 'edit', false],
    ['expired member on ivy', kinds.expired(), 'ivy', 'edit', false],
    // The security probe's finding: an active membership of another brand edited Ivy's relationship status.
    ['active member of aurora only, on ivy', kinds.singleSite('aurora'), 'ivy', 'see', true],
    ['active member of aurora only, on ivy', kinds.singleSite('aurora'), 'ivy', 'edit', false],
    ['multisite member whose package holds ivy, on ivy', packageWithIvy, 'ivy', 'edit', true],
    ['multisite member whose package does not hold ivy, on ivy', packageWithoutIvy, 'ivy', 'edit', false],
    ['trial of ivy, on ivy', profile({ tenantsSubscriptionState: { ivy: 'trial' } }, { subscriptionType: 'trial' }), 'ivy', 'edit', false],
  ])('%s: %s → %s', (_who, who, on, action, expected) => {
    expect(can(who, action, 'RelationshipStatus', on)).toBe(expected);
  });
});
