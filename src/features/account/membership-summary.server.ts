import { z } from 'zod';
import { FIND_ONE_USER_PROFILE } from '../../gateway/documents/member.ts';
import { membershipProfileSchema } from '../../membership/profile.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import type { TenantId } from '../../tenants/schema.ts';
import { billerSupport, iterateProfile, recentSince, type BillerSupport, type IterateProfile } from './membership-summary.ts';

const answerSchema = z.object({
  profile: membershipProfileSchema,
  gems: z.array(z.object({ createdAt: z.iso.datetime({ offset: true }), transactionType: z.string().min(1), transactionReason: z.string().min(1) })),
});

export interface MembershipSummary {
  iterate: IterateProfile;
  biller: BillerSupport | null;
}

/** Membership spec section 7, findOneUserProfile: the member's membership and recent pack unlocks, in one call. */
export async function findOneUserProfile(gateway: Pick<MemberGateway, 'query'>, site: string, tenant: TenantId, now: Date): Promise<MembershipSummary> {
  const answer = await gateway.query('findOneUserProfile', FIND_ONE_USER_PROFILE, { site, since: recentSince(now).toISOString() }, answerSchema);
  return {
    iterate: iterateProfile(answer.profile, answer.gems, tenant, now),
    biller: billerSupport(answer.profile),
  };
}
