/**
 * The pay-per-video unlock as the member meets it (membership spec sections 4, 6 and 8). Pure: the
 * UnlockVideo island and the page both read these.
 */

/** Membership spec section 8: the flash key of a failed unlock (its words are in src/shell/flash/messages.ts). */
export const VIDEO_UNLOCK_ERROR = 'video_unlock_modal.error';

/** "4 pay-per-video credits": the member's credits in words. */
export function creditsText(credits: number): string {
  return `${credits} pay-per-video ${credits === 1 ? 'credit' : 'credits'}`;
}
