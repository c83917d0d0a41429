import { ACKNOWLEDGE_HEALTH_WARNING } from '../../gateway/documents/health-warning.ts';
import { loadFromGateway, type WarnLog } from '../../gateway/failure.ts';
import { flagResult } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import type { HealthWarningRegion } from './regions.ts';

/**
 * Records the member's acknowledgement of `region`'s warning upstream (membership spec section 7,
 * acknowledgeHealthWarning(usaHealthWarningStateCode)); a change, so the cached profile is fetched
 * afresh and the reloaded page sees the flag.
 */
export async function acknowledgeHealthWarning(gateway: Pick<MemberGateway, 'mutate'>, region: HealthWarningRegion): Promise<void> {
  await gateway.mutate('acknowledgeHealthWarning', ACKNOWLEDGE_HEALTH_WARNING, { usaHealthWarningStateCode: region }, flagResult);
}

/**
 * The same, for the cover's two ways in (the Action, and the site server's answer to the plain form
 * without JavaScript): true once recorded, false when the gateway failed (logged).
 */
export async function recordHealthWarningAcknowledgement(gateway: Pick<MemberGateway, 'mutate'>, region: HealthWarningRegion, log: WarnLog): Promise<boolean> {
  return (await loadFromGateway('acknowledging the health warning', () => acknowledgeHealthWarning(gateway, region), log)).ok;
}
