import { defineAbilities } from '../../src/access/abilities.ts';
import { fullUserProfileSchema, type UserProfile } from '../../src/membership/profile.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { createMemberDirectory } from '../../upstream/members/member-directory.ts';

/** The channel packs of these tests' catalogue: a demo account that unlocked them all has these. */
export const DEMO_CHANNEL_PACK_IDS = ['7'] as const;

/** The demo accounts' profiles as the upstream answers them, and their abilities on a tenant. */
const directory = createMemberDirectory({ now: () => new Date('2026-06-01T12:00:00Z'), channelPackIds: () => DEMO_CHANNEL_PACK_IDS });
export const TENANTS = loadTenants(TENANTS_DIR);

export function demoMember(kind: DemoUserKind, tenantId: TenantId): { profile: UserProfile; abilities: ReturnType<typeof defineAbilities> } {
  const tenant = TENANTS.get(tenantId)!;
  const profile = fullUserProfileSchema.parse(directory.getFullUserProfile(`demo-${kind}`, tenant.site));
  return { profile, abilities: defineAbilities({ profile, tenant }) };
}
