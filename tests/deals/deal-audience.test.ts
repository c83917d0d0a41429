import { describe, expect, it } from 'vitest';
import { defineAbilities } from '../../src/access/abilities.ts';
import type { DealAudience } from '../../src/catalogue/schemas.ts';
import { dealAudience } from '../../src/features/deals/deal-audience.ts';
import type { UserProfile } from '../../src/membership/profile.ts';
import { kinds, tenant } from '../membership/fixtures/profiles.ts';

describe('whose deals a member sees (membership spec section 6: trial deals, expired deals)', () => {
  it.each<[string, (() => UserProfile) | null, DealAudience]>([
    ['a visitor', null, 'member'],
    ['an active single-site member', kinds.singleSite, 'member'],
    ['a multisite member', kinds.multisite, 'member'],
    ['a cancelled member still paid up', kinds.cancelledInternal, 'member'],
    ['a trial member', kinds.trial, 'trial'],
    ['a free limited trial', kinds.freeLimitedTrial, 'trial'],
    ['an expired free limited trial', kinds.expiredFreeLimitedTrial, 'trial'],
    ['a member whose subscription is inactive', kinds.expired, 'expired'],
    ['a porn-portal member (no expired deals in their rule)', kinds.pornPortal, 'member'],
    ['a porn-portal guest', kinds.guest, 'member'],
  ])('%s: %s deals', (_who, who, audience) => {
    expect(dealAudience(who ? defineAbilities({ profile: who(), tenant: tenant('aurora') }) : null)).toBe(audience);
  });
});
