import { useCallback, useRef, useState, type RefObject } from 'react';
import type { VideoQuality, VideoSource } from '../../src/features/player/video-sources.ts';
import { attachSource, type Detach } from './attach-source.ts';
import { loadVideoSources } from './load-sources.ts';
import { playAllowingMute } from './playback.ts';
import { sourcesFailed, sourcesReceived, sourcesRequested } from './store.ts';

export interface Streams {
  /** The quality on the element now; null before the first. */
  quality: VideoQuality | null;
  /** The streams could not be had, or one failed to play. */
  failed: boolean;
  /** The upstream refused the full video: trying again would not help. */
  refused: boolean;
  /** Asks the site for the full video's streams and starts the default one (playing it when `play`, else by the autoplay setting). */
  request: (play?: boolean) => Promise<void>;
  /** Puts one stream on the element, resuming where the last one was (and playing if `play`). */
  choose: (source: VideoSource, play: boolean) => Promise<void>;
  /** Takes the stream off the element (the player leaves). */
  detach: () => void;
}

/** The full video's streams on one video element: loading them, the quality choice, their failures. */
export function useStreams(videoRef: RefObject<HTMLVideoElement | null>, videoId: number, autoplay: boolean): Streams {
  const detachRef = useRef<Detach | null>(null);
  /** Each source change gets a number; a slower earlier one then knows it was overtaken. */
  const attachCount = useRef(0);
  const [quality, setQuality] = useState<VideoQuality | null>(null);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const fail = useCallback(() => setFailed(true), []);

  const detach = useCallback(() => {
    detachRef.current?.();
    detachRef.current = null;
  }, []);

  const choose = useCallback(
    async (source: VideoSource, play: boolean) => {
      const video = videoRef.current;
      if (!video) return;
      const attempt = ++attachCount.current;
      const resumeAt = video.currentTime;
      detach();
      setQuality(source.quality);
      setFailed(false);
      const detachThis = await attachSource(video, source, fail);
      if (attempt !== attachCount.current) return detachThis();
      detachRef.current = detachThis;
      video.addEventListener(
        'loadedmetadata',
        () => {
          if (attempt !== attachCount.current) return;
          if (resumeAt > 0) video.currentTime = resumeAt;
          if (play) void playAllowingMute(video);
        },
        { once: true },
      );
      if (video.preload === 'none') video.preload = 'metadata';
    },
    [videoRef, detach, fail],
  );

  const request = useCallback(async (play?: boolean) => {
    setFailed(false);
    sourcesRequested();
    const outcome = await loadVideoSources(videoId);
    if (outcome.kind !== 'sources') {
      sourcesFailed();
      setFailed(true);
      setRefused(outcome.kind === 'refused');
      return;
    }
    const loaded = outcome.sources;
    sourcesReceived(loaded.sources, loaded.cdn);
    const first = loaded.sources.find((source) => source.quality === loaded.defaultQuality);
    if (first) await choose(first, play ?? autoplay);
  }, [videoId, autoplay, choose]);

  return { quality, failed, refused, request, choose, detach };
}
