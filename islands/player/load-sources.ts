import type { VideoSources } from '../../src/features/watching/video-sources.ts';

/**
 * Asks the site for the member's streams of a full video (the Astro Action watching.videoSources,
 * src/features/watching/watching.actions.ts). The Actions client is imported here, on the first
 * request, so a visitor's trailer player never loads it. A refusal or failure resolves to null:
 * the player shows the spec's message and the server has logged why.
 */
export async function loadVideoSources(videoId: number): Promise<VideoSources | null> {
  try {
    const { actions } = await import('astro:actions');
    const { data, error } = await actions.watching.videoSources({ videoId });
    return error ? null : data;
  } catch {
    // The network failed (or the Actions client could not load): the same message as a refusal.
    return null;
  }
}
