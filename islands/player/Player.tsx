import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Chapter } from '../../src/catalogue/schemas.ts';
import { VIDEO_LOADING_ERROR, VIDEO_LOADING_FAILED, VIDEO_REFUSED, type VideoQuality } from '../../src/features/player/video-sources.ts';
import { ChapterList } from './ChapterList.tsx';
import { Controls } from './Controls.tsx';
import { Icon } from './icons.tsx';
import { holdWhileModalShown, playAllowingMute, seekAndPlay } from './playback.ts';
import { playerMounted, seekDone, seekTo, setPlayerVisible, $videoPlayer } from './store.ts';
import { useControlsVisibility } from './use-controls-visibility.ts';
import { useMediaState } from './use-media-state.ts';
import { useStreams } from './use-streams.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { $modals, anyModalShown } from '../shell/modals/store.ts';

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
  /**
   * The full video's streams are asked for when the member first presses play, not when the player
   * shows: asking counts the video against the free limited trial's three (the page says so).
   */
  streamsOnPlay?: boolean;
  /**
   * Whether the trailer ends on the join prompt (visitors only). The slot cannot say it: Astro hands
   * a client-only island every slot its page names, an empty one too, so a member's trailer would
   * end under an empty cover.
   */
  endsOnJoinPrompt?: boolean;
}

/**
 * The video player island: native <video> with accessible controls, quality choice among
 * the streams the member's tokens give, chapters, and the shared player store (islands/player/store.ts)
 * through which other islands seek. Hydrated when it scrolls into view (client:visible).
 */
function Player({ mode, videoId, site, title, trailer, chapters, autoplay, poster, joinPrompt, endsOnJoinPrompt = false, streamsOnPlay = false }: PlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = useMediaState(videoRef);
  const streams = useStreams(videoRef, videoId, autoplay);
  const { videoSources, loadingSources, videoSeekTime } = useStore($videoPlayer);
  const [fullscreen, setFullscreen] = useState(false);
  const streamsAsked = useRef(false);
  const hydrated = useHydrated();
  const sources = mode === 'full' ? videoSources : [];
  const controls = useControlsVisibility(media);
  // How the last press on the picture came: a touch on a picture whose controls have faded only brings them back.
  const pressedBy = useRef('mouse');

  // Hydrated means on screen (client:visible): the store learns it, the full video asks for its streams.
  useEffect(() => {
    playerMounted(site);
    if (mode === 'full' && !streamsOnPlay) {
      streamsAsked.current = true;
      void streams.request();
    }
    else if (autoplay && videoRef.current) void playAllowingMute(videoRef.current);
    const frame = frameRef.current;
    const observer = frame && 'IntersectionObserver' in window ? new IntersectionObserver(([entry]) => setPlayerVisible(entry?.isIntersecting ?? false)) : null;
    if (frame) observer?.observe(frame);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame);
    document.addEventListener('fullscreenchange', onFullscreen);
    // A player never plays with sound behind a modal: it pauses when one opens, and goes on when it closes.
    const unhold = $modals.subscribe((shown) => {
      if (videoRef.current) holdWhileModalShown(videoRef.current, anyModalShown(shown));
    });
    return () => {
      unhold();
      observer?.disconnect();
      document.removeEventListener('fullscreenchange', onFullscreen);
      streams.detach();
      setPlayerVisible(false);
    };
  }, []);

  // A seek asked through the store (a chapter here, a comment's time elsewhere): go there and play.
  // Asked before the full video's stream is on, it waits for it (the quality and duration change).
  useEffect(() => {
    const video = videoRef.current;
    if (videoSeekTime === null || !video?.currentSrc) return;
    // Asked from further down the page (a comment's time): bring the picture back into view.
    if (!$videoPlayer.get().isVideoPlayerVisible) frameRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    seekAndPlay(video, videoSeekTime);
    seekDone();
  }, [videoSeekTime, media.duration, streams.quality]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (video && mode === 'full' && !streamsAsked.current) {
      streamsAsked.current = true;
      void streams.request(true);
      return;
    }
    if (!video || (!video.currentSrc && !video.src)) return;
    if (video.paused) void playAllowingMute(video);
    else video.pause();
    controls.wake();
  };
  const onPicture = () => {
    if (pressedBy.current !== 'mouse' && media.started && !controls.shown) controls.wake();
    else togglePlay();
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
    if (source) void streams.choose(source, !media.paused);
  };
  const onToggleFullscreen = () => {
    const frame = frameRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    // iPhone Safari has no element fullscreen: there the control does nothing rather than fail.
    else if (typeof frame?.requestFullscreen === 'function') void frame.requestFullscreen().catch(() => undefined);
  };

  const showFailure = streams.failed || media.failed;
  const showJoinPrompt = mode === 'trailer' && media.ended && endsOnJoinPrompt && !showFailure;
  return (
    <div className="player" data-player={mode} data-state={showFailure ? 'failed' : media.ended ? 'ended' : media.paused ? 'paused' : 'playing'}>
      <div
        ref={frameRef}
        className={`player-frame ${fullscreen ? 'flex h-full flex-col' : ''}`}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse') controls.wake();
        }}
        onPointerDown={(event) => {
          pressedBy.current = event.pointerType;
        }}
      >
        <div className={fullscreen ? 'relative w-full flex-1' : 'player-picture'} onClick={onPicture}>
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
              <span className="player-play-badge" aria-hidden="true">
                <Icon name="play" className="player-play-icon" />
              </span>
            </div>
          )}
          {loadingSources && (
            <p role="status" className="absolute inset-x-0 top-0 m-0 bg-surface px-4 py-2 text-ink">
              Loading the video…
            </p>
          )}
          {showFailure && (
            <div role="alert" className="absolute inset-0 z-10 grid place-content-center gap-2 bg-surface p-4 text-center text-ink" onClick={(event) => event.stopPropagation()}>
              <strong className="font-heading text-xl">{VIDEO_LOADING_FAILED}</strong>
              <span>{streams.refused ? VIDEO_REFUSED : VIDEO_LOADING_ERROR}</span>
              {mode === 'full' && !streams.refused && (
                <button type="button" className="btn justify-self-center" onClick={() => void streams.request()}>
                  Try again
                </button>
              )}
            </div>
          )}
          {/* Always there, so screen readers hear the join prompt when the trailer ends. */}
          <div
            aria-live="polite"
            className={showJoinPrompt ? 'absolute inset-0 z-10 grid place-items-center overflow-auto bg-page p-4' : undefined}
            onClick={(event) => event.stopPropagation()}
            data-trailer-ended={showJoinPrompt ? '' : undefined}
          >
            {showJoinPrompt && joinPrompt}
          </div>
        </div>
        <Controls
          media={media}
          sources={sources}
          quality={streams.quality}
          fullscreen={fullscreen}
          ready={hydrated}
          shown={controls.shown}
          onWake={controls.wake}
          onTogglePlay={togglePlay}
          onSeek={onSeek}
          onVolume={onVolume}
          onToggleMute={onToggleMute}
          onQuality={onQuality}
          onToggleFullscreen={onToggleFullscreen}
        />
      </div>
      {mode === 'full' && chapters.length > 0 && <ChapterList chapters={chapters} currentTime={media.currentTime} ready={hydrated} onChapter={(chapter) => seekTo(chapter.seconds)} />}
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(Player);
