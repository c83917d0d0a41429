/**
 * The reels' facts the browser's script reads, free of imports so the page's script stays small
 * (islands/reels). The reel's video id is the tracking feature's REEL_ITEM_ATTRIBUTE.
 */
/** How much of a reel is on screen before it plays, and below which it pauses again. */
export const REEL_PLAY_THRESHOLD = 0.6;
/** The reel's trailer element. */
export const REEL_VIDEO_SELECTOR = 'video[data-reel-video]';
/** A member's purchase of the reel's video with one credit: a link to the video page, enhanced. */
export const REEL_UNLOCK_SELECTOR = 'a[data-reel-unlock]';
/** Where a reel says its purchase failed. */
export const REEL_FAILURE_SELECTOR = '[data-reel-failure]';
