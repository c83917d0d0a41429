import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Chapter } from '../../src/catalogue/schemas.ts';
import { VIDEO_LOADING_ERROR, VIDEO_LOADING_FAILED, type VideoQuality, type VideoSource } from '../../src/features/watching/video-sources.ts';
import { attachSource, type Detach } from './attach-source.ts';
import { ChapterList } from './ChapterList.tsx';
import { Controls } from './Controls.tsx';
import { Icon } from './icons.tsx';
import { loadVideoSources } from './load-sources.ts';
import { playerMounted, seekDone, seekTo, setPlayerVisible, sourcesFailed, sourcesReceived, sourcesRequested, $videoPlayer } from './store.ts';
import { useMediaState } from './use-media-state.ts';

/** What plays: the catalogue's public trailer, or the full video through the member's stream tokens. */
export type PlayerMode = 'trailer' | 'full';

export interface PlayerProps {
  mode: PlayerMode;
  videoId: number;
  /** Upper-case site code of the video's brand. */
  site: string;
  title: string;
  /** The trailer's public file (trailer mode). */
  trailer: { src: string; type: string } | null;
  /** The full video's chapters (full mode). */
  chapters: readonly Chapter[];
  /** The member's autoplay setting (membership spec section 3, on by default); visitors press play. */
  autoplay: boolean;
  /** Slot: the poster picture, shown until playback starts (the page's placeholder, no layout shift). */
  poster?: ReactNode;
  /** Slot: shown over the picture when the trailer ends (the visitor's join prompt). */
  joinPrompt?: ReactNode;
}

/** HTMLMediaElement.HAVE_METADATA: the duration is known and seeking works. */
const HAVE_METADATA = 1;

/** Plays, falling back to muted when the browser refuses sound without a gesture (autoplay policies). */
async function playAllowingMute(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

/**
 * The video player island (issue 9): native <video> with accessible controls, quality choice among
 * the streams the member's tokens give, chapters, and the shared player store (islands/player/store.ts)
 * through which other islands seek. Hydrated when it scrolls into view (client:visible).
 */
export default function Player({ mode, videoId, site, title, trailer, chapters, autoplay, poster, joinPrompt }: PlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const detachRef = useRef<Detach | null>(null);
  /** Each source change gets a number; a slower earlier one then knows it was overtaken. */
  const attachCount = useRef(0);
  const media = useMediaState(videoRef);
  const { videoSources, loadingSources, videoSeekTime } = useStore($videoPlayer);
  const [quality, setQuality] = useState<VideoQuality | null>(null);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const sources = mode === 'full' ? videoSources : [];

  const fail = useCallback(() => setFailed(true), []);

  /** Puts one stream on the element, resuming where the last one was (and playing if it was). */
  const choose = useCallback(
    async (source: VideoSource, play: boolean) => {
      const video = videoRef.current;
      if (!video) return;
      const attempt = ++attachCount.current;
      const resumeAt = video.currentTime;
      detachRef.current?.();
      detachRef.current = null;
      setQuality(source.quality);
      setFailed(false);
      const detach = await attachSource(video, source, fail);
      if (attempt !== attachCount.current) return detach();
      detachRef.current = detach;
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
    [fail],
  );

  const requestSources = useCallback(async () => {
    setFailed(false);
    sourcesRequested();
    const loaded = await loadVideoSources(videoId);
    if (!loaded) {
      sourcesFailed();
      setFailed(true);
      return;
    }
    sourcesReceived(loaded.sources, loaded.cdn);
    const first = loaded.sources.find((source) => source.quality === loaded.defaultQuality);
    if (first) await choose(first, autoplay);
  }, [videoId, autoplay, choose]);

  // Hydrated means on screen (client:visible): the store learns it, the full video asks for its streams.
  useEffect(() => {
    playerMounted(site);
    if (mode === 'full') void requestSources();
    else if (autoplay && videoRef.current) void playAllowingMute(videoRef.current);
    const frame = frameRef.current;
    const observer = frame && 'IntersectionObserver' in window ? new IntersectionObserver(([entry]) => setPlayerVisible(entry?.isIntersecting ?? false)) : null;
    if (frame) observer?.observe(frame);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      observer?.disconnect();
      document.removeEventListener('fullscreenchange', onFullscreen);
      detachRef.current?.();
      setPlayerVisible(false);
    };
  }, []);

  // A seek asked through the store (a chapter here, a comment's time elsewhere): go there and play.
  useEffect(() => {
    const video = videoRef.current;
    if (videoSeekTime === null || !video?.currentSrc) return;
    const go = () => {
      video.currentTime = Math.min(videoSeekTime, Number.isFinite(video.duration) ? video.duration : videoSeekTime);
      void playAllowingMute(video);
    };
    if (video.readyState >= HAVE_METADATA) go();
    else {
      video.addEventListener('loadedmetadata', go, { once: true });
      if (video.preload === 'none') video.preload = 'metadata';
      video.load();
    }
    seekDone();
  }, [videoSeekTime, media.duration, quality]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || (!video.currentSrc && !video.src)) return;
    if (video.paused) void playAllowingMute(video);
    else video.pause();
  };
  const onSeek = (seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };
  const onVolume = (volume: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    video.muted = volume === 0;
  };
  const onToggleMute = () => {
    if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
  };
  const onQuality = (next: VideoQuality) => {
    const source = sources.find((candidate) => candidate.quality === next);
    if (source) void choose(source, !media.paused);
  };
  const onToggleFullscreen = () => {
    const frame = frameRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    // iPhone Safari has no element fullscreen: there the control does nothing rather than fail.
    else if (typeof frame?.requestFullscreen === 'function') void frame.requestFullscreen().catch(() => undefined);
  };

  const showFailure = failed || media.failed;
  const showJoinPrompt = mode === 'trailer' && media.ended && joinPrompt !== undefined && !showFailure;
  return (
    <div className="player" data-player={mode} data-state={showFailure ? 'failed' : media.ended ? 'ended' : media.paused ? 'paused' : 'playing'}>
      <div ref={frameRef} className={`overflow-hidden rounded-md bg-black ${fullscreen ? 'flex h-full flex-col' : ''}`}>
        <div className={`relative w-full ${fullscreen ? 'flex-1' : 'aspect-video'}`} onClick={togglePlay}>
          <video
            ref={videoRef}
            className="absolute inset-0 h-full w-full"
            src={mode === 'trailer' ? trailer?.src : undefined}
            preload={mode === 'trailer' ? 'none' : 'metadata'}
            playsInline
            aria-label={mode === 'trailer' ? `Trailer of ${title}` : title}
          />
          {!media.started && (
            <div className="absolute inset-0">
              {poster}
              <span className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand text-page" aria-hidden="true">
                <Icon name="play" className="h-10 w-10" />
              </span>
            </div>
          )}
          {loadingSources && (
            <p role="status" className="absolute inset-x-0 bottom-0 m-0 bg-surface px-4 py-2 text-ink">
              Loading the video…
            </p>
          )}
          {showFailure && (
            <div role="alert" className="absolute inset-0 grid place-content-center gap-2 bg-surface p-4 text-center text-ink" onClick={(event) => event.stopPropagation()}>
              <strong className="font-heading text-xl">{VIDEO_LOADING_FAILED}</strong>
              <span>{VIDEO_LOADING_ERROR}</span>
              {mode === 'full' && (
                <button type="button" className="btn justify-self-center" onClick={() => void requestSources()}>
                  Try again
                </button>
              )}
            </div>
          )}
          {/* Always there, so screen readers hear the join prompt when the trailer ends. */}
          <div
            aria-live="polite"
            className={showJoinPrompt ? 'absolute inset-0 grid place-items-center overflow-auto bg-page p-4' : undefined}
            onClick={(event) => event.stopPropagation()}
            data-trailer-ended={showJoinPrompt ? '' : undefined}
          >
            {showJoinPrompt && joinPrompt}
          </div>
        </div>
        <Controls
          media={media}
          sources={sources}
          quality={quality}
          fullscreen={fullscreen}
          onTogglePlay={togglePlay}
          onSeek={onSeek}
          onVolume={onVolume}
          onToggleMute={onToggleMute}
          onQuality={onQuality}
          onToggleFullscreen={onToggleFullscreen}
        />
      </div>
      {mode === 'full' && chapters.length > 0 && <ChapterList chapters={chapters} currentTime={media.currentTime} onChapter={(chapter) => seekTo(chapter.seconds)} />}
    </div>
  );
}
