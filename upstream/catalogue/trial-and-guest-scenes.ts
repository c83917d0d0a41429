import type { VideoRow } from '../rows.ts';

/**
 * Which videos the free limited trial and guests may watch in full. The seed has no column for
 * them, so they follow from the video's id: every third non-channel video for the free trial, the
 * free videos and every seventh video for guests. Deterministic, so tests can name such videos.
 */
export function isFreeLimitedTrialVideo(row: Pick<VideoRow, 'video_id' | 'channel_id'>): boolean {
  return row.channel_id === null && row.video_id % 3 === 0;
}
export function isGuestUserScene(row: Pick<VideoRow, 'video_id' | 'free_video'>): boolean {
  return row.free_video === 1 || row.video_id % 7 === 0;
}
