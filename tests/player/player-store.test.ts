import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $videoPlayer,
  NO_VIDEO_RATING,
  playerMounted,
  resetPlayer,
  seekDone,
  seekTo,
  sourcesFailed,
  sourcesReceived,
  sourcesRequested,
} from '../../islands/player/store.ts';
import type { VideoSource } from '../../src/features/player/video-sources.ts';

afterEach(() => {
  resetPlayer();
  cleanStores($videoPlayer);
});

const source: VideoSource = { quality: 'p720', label: '720p HD', url: 'https://media.example/a.mp4?token=t', type: 'video/mp4' };

describe('the video player store (browsing spec sections 3 and 4)', () => {
  it('starts with the spec\'s defaults: no rating (-1), not visible, no sources, not loading, no seek', () => {
    expect($videoPlayer.get()).toEqual({
      videoRating: NO_VIDEO_RATING,
      isVideoPlayerVisible: false,
      videoSources: [],
      cdn: null,
      loadingSources: false,
      videoSeekTime: null,
      siteOrigin: null,
    });
    expect(NO_VIDEO_RATING).toBe(-1);
  });

  it('a sources request sets loading; the retrieval stores them and ends it', () => {
    sourcesRequested();
    expect($videoPlayer.get()).toMatchObject({ loadingSources: true, videoSources: [] });
    sourcesReceived([source], 'https://media.example');
    expect($videoPlayer.get()).toMatchObject({ loadingSources: false, videoSources: [source], cdn: 'https://media.example' });
  });

  it('a failed request ends loading with no sources', () => {
    sourcesRequested();
    sourcesFailed();
    expect($videoPlayer.get()).toMatchObject({ loadingSources: false, videoSources: [], cdn: null });
  });

  it('seekTo asks for a time, which the player takes once; nonsense times are ignored', () => {
    seekTo(12.5);
    expect($videoPlayer.get().videoSeekTime).toBe(12.5);
    seekDone();
    expect($videoPlayer.get().videoSeekTime).toBeNull();
    for (const nonsense of [-1, Number.NaN, Number.POSITIVE_INFINITY]) seekTo(nonsense);
    expect($videoPlayer.get().videoSeekTime).toBeNull();
  });

  it('a mounted player names its video\'s brand and is visible', () => {
    playerMounted('AURORA');
    expect($videoPlayer.get()).toMatchObject({ siteOrigin: 'AURORA', isVideoPlayerVisible: true });
  });
});
