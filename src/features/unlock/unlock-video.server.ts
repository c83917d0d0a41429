import { z } from 'zod';
import { UNLOCK_VIDEO } from '../../gateway/documents/unlock.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';

const unlockedSchema = z.object({ id: z.string().min(1), alreadyUnlocked: z.boolean(), payPerVideoCredits: z.number().int().min(0) });
export type UnlockedVideo = z.infer<typeof unlockedSchema>;

/**
 * Membership spec section 7: UnlockVideo (input with id), spending one pay-per-video credit. A
 * mutation: the member's cached profile is read afresh on the next page, which then lists the video
 * as unlocked and plays it in full.
 */
export function unlockVideo(gateway: MemberGateway, videoId: number): Promise<UnlockedVideo> {
  return gateway.mutate('unlockVideo', UNLOCK_VIDEO, { input: { id: String(videoId) } }, resultOf(unlockedSchema));
}
