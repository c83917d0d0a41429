import { describe, expect, it } from 'vitest';
import { commentRights, defineAbilities, type CommentRights } from '../../src/access/index.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import { kinds, profile, tenant } from '../membership/fixtures/profiles.ts';

const rights = (who: UserProfile | null) => commentRights(defineAbilities({ profile: who, tenant: tenant('aurora') }));
const as = (read: boolean, write: boolean, pin = false, remove = false, edit = false): CommentRights => ({ read, write, pin, remove, edit });
const withGroup = (group: string) => profile({ groups: [group], siteAccessArray: ['aurora'], tenantsSubscriptionState: { aurora: 'full' } });

describe('what the comments island offers, by group (membership spec section 6)', () => {
  it.each<[string, UserProfile | null, CommentRights]>([
    ['an anonymous visitor', null, as(false, false)],
    ['a guest', kinds.guest(), as(false, false)],
    ['a single-site member', kinds.singleSite(), as(true, true)],
    ['a multi-site member', kinds.multisite(), as(true, true)],
    ['an active free-limited-trial user', kinds.freeLimitedTrial(), as(true, true)],
    ['a trial user', kinds.trial(), as(true, false)],
    ['an expired member', kinds.expired(), as(true, false)],
    ['a moderator', withGroup('moderator'), as(true, true, true)],
    ['a comment editor', withGroup('commenteditor'), as(true, true, true, true)],
    ['an admin', withGroup('admin'), as(true, true, true, true, true)],
  ])('%s', (_who, who, expected) => {
    expect(rights(who)).toEqual(expected);
  });
});
