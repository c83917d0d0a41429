import { ACKNOWLEDGE_PROMOTIONAL_TEASER_VIEWED } from '../../gateway/documents/teaser.ts';
import { flagResult } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';

/**
 * Membership spec section 4: "viewing sets state.modals.teaserViewed". A change, so the member's
 * cached profile is fetched afresh and the next page no longer shows the teaser.
 */
export async function acknowledgePromotionalTeaserViewed(gateway: Pick<MemberGateway, 'mutate'>): Promise<void> {
  await gateway.mutate('acknowledgePromotionalTeaserViewed', ACKNOWLEDGE_PROMOTIONAL_TEASER_VIEWED, {}, flagResult);
}
