import type { VideoSources } from '../../src/features/player/video-sources.ts';
import { loadActions } from '../shell/actions/actions.ts';

/** What asking for the streams came to: the streams, a refusal (trying again would not help), or a failure. */
export type SourcesOutcome = { kind: 'sources'; sources: VideoSources } | { kind: 'refused' } | { kind: 'failed' };

/**
 * Asks the site for the member's streams of a full video (the Astro Action player.videoSources,
 * src/features/player/player.actions.ts). The Actions client is imported here, on the first
 * request, so a visitor's trailer player never loads it. The server has logged why it failed.
 */
export async function loadVideoSources(videoId: number): Promise<SourcesOutcome> {
  try {
    const { actions } = await loadActions();
    const { data, error } = await actions.player.videoSources({ videoId });
    if (!error) return { kind: 'sources', sources: data };
    return { kind: error.code === 'FORBIDDEN' ? 'refused' : 'failed' };
  } catch {
    // The network failed (or the Actions client could not load): worth trying again.
    return { kind: 'failed' };
  }
}
