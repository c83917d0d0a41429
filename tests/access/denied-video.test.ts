import { describe, expect, it } from 'vitest';
import { defineAbilities } from '../../src/access/abilities.ts';
import { deniedVideoAction, type DeniedVideo, type DeniedVideoAction } from '../../src/access/denied-video.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import { kinds, profile, tenant } from '../membership/fixtures/profiles.ts';

const external: DeniedVideo = { channel: { channelPackId: 'pack-1', isThirdPartyChannel: true } };
const internal: DeniedVideo = { channel: { channelPackId: 'pack-2', isThirdPartyChannel: false } };
const plain: DeniedVideo = { channel: null };
const purchase: DeniedVideoAction = { kind: 'purchase-modal', singlesiteIncluded: true };

describe('denied video picks channel unlock, then pay-per-video, else the purchase modal', () => {
  it.each<[string, DeniedVideo, UserProfile | null, 'aurora' | 'blaze', DeniedVideoAction]>([
    ['member, pack not owned', external, kinds.singleSite(), 'aurora', { kind: 'unlock-channel', channelPackId: 'pack-1' }],
    ['member, internal pack', internal, kinds.singleSite(), 'aurora', { kind: 'unlock-channel', channelPackId: 'pack-2' }],
    ['channels switched off', external, kinds.singleSite('blaze'), 'blaze', purchase],
    ['member owns the pack', external, profile({ unlockedChannelPackIds: ['pack-1'] }), 'aurora', purchase],
    ['trial with credits', plain, kinds.trial(), 'aurora', { kind: 'pay-per-video' }],
    ['trial with credits, third-party channel owned', { channel: { isThirdPartyChannel: true } }, kinds.trial(), 'aurora', purchase],
    ['trial without credits', plain, profile({}, { subscriptionType: 'trial', payPerVideoCredits: 0 }), 'aurora', purchase],
    ['free limited trial with credits', plain, profile({}, { subscriptionType: 'trial', isFreeLimitedTrial: true, payPerVideoCredits: 3 }), 'aurora', purchase],
    ['expired member', plain, kinds.expired(), 'aurora', purchase],
    ['anonymous', external, null, 'aurora', purchase],
  ])('%s', (_case, video, who, on, expected) => {
    const abilities = defineAbilities({ profile: who, tenant: tenant(on) });
    expect(deniedVideoAction(video, who, abilities)).toEqual(expected);
  });
});
