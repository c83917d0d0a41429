import { useId, useRef } from 'react';
import type { VideoQuality, VideoSource } from '../../src/features/player/video-sources.ts';
import { clock } from './clock.ts';
import { Icon } from './icons.tsx';
import type { MediaState } from './use-media-state.ts';

export interface ControlsProps {
  media: MediaState;
  /** The full video's streams; the quality menu shows only when there is a choice. */
  sources: readonly VideoSource[];
  quality: VideoQuality | null;
  fullscreen: boolean;
  /** False until the island hydrates: every control stays disabled, since before then it does nothing. */
  ready: boolean;
  /** Whether the bar shows over the picture (use-controls-visibility.ts); focus inside shows it too. */
  shown: boolean;
  /** A touch or a key on the bar: it shows, and stays a while. */
  onWake: () => void;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onQuality: (quality: VideoQuality) => void;
  onToggleFullscreen: () => void;
}

const BUTTON = 'focus-ring inline-flex h-9 min-w-9 items-center justify-center rounded-md bg-transparent text-white hover:text-brand sm:h-10 sm:min-w-10';
const RANGE = 'focus-ring accent-brand';

/**
 * The player's controls on native elements: buttons, range inputs and a select, so every one is
 * reached with Tab and worked with Space, Enter and the arrow keys, and each names itself.
 */
export function Controls({ media, sources, quality, fullscreen, ready, shown, onWake, onTogglePlay, onSeek, onVolume, onToggleMute, onQuality, onToggleFullscreen }: ControlsProps) {
  const qualityId = useId();
  // A tap on the faded bar only brings it back, as players do: it must not press a control unseen.
  const tapWhileFaded = useRef(false);
  const playing = !media.paused;
  const position = `${clock(media.currentTime)} / ${clock(media.duration)}`;
  return (
    // Laid over the bottom of the picture, so the player takes the picture's 16:9 box and nothing
    // more: its static stand-in (PlayerPoster.astro) reserves exactly that, whatever the width. On a
    // phone the seek bar has a row of its own above the buttons, and the volume is the phone's own.
    <div
      role="group"
      aria-label="Player controls"
      data-controls-shown={shown ? 'true' : 'false'}
      className={`absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-x-2 gap-y-0 bg-gradient-to-t from-black/80 to-black/40 px-2 pt-1 text-white transition-opacity duration-300 focus-within:opacity-100 motion-reduce:transition-none sm:flex-nowrap sm:gap-x-3 sm:py-1 ${shown ? 'opacity-100' : 'opacity-0'}`}
      onPointerDownCapture={(event) => {
        tapWhileFaded.current = !shown && event.pointerType !== 'mouse';
        onWake();
      }}
      onClickCapture={(event) => {
        if (!tapWhileFaded.current) return;
        tapWhileFaded.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onKeyDown={onWake}
    >
      <button type="button" className={BUTTON} disabled={!ready} onClick={onTogglePlay} data-control="play">
        <Icon name={playing ? 'pause' : 'play'} />
        <span className="sr-only">{playing ? 'Pause' : 'Play'}</span>
      </button>
      <input
        type="range"
        disabled={!ready}
        className={`${RANGE} order-first min-w-0 basis-full sm:order-none sm:min-w-24 sm:flex-1 sm:basis-auto`}
        aria-label="Seek"
        aria-valuetext={`${clock(media.currentTime)} of ${clock(media.duration)}`}
        min={0}
        max={media.duration}
        step={1}
        // Whole seconds, as the step: the arrow keys then move one second from what the thumb shows.
        value={Math.floor(Math.min(media.currentTime, media.duration))}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span className="mr-auto whitespace-nowrap text-xs tabular-nums sm:mr-0 sm:text-sm" data-position>
        {position}
      </span>
      <button type="button" className={BUTTON} disabled={!ready} aria-pressed={media.muted} onClick={onToggleMute}>
        <Icon name={media.muted ? 'muted' : 'volume'} />
        <span className="sr-only">Mute</span>
      </button>
      <input
        type="range"
        disabled={!ready}
        className={`${RANGE} hidden w-20 sm:block`}
        aria-label="Volume"
        aria-valuetext={`${Math.round(media.volume * 100)}%`}
        min={0}
        max={100}
        step={5}
        value={Math.round(media.volume * 100)}
        onChange={(event) => onVolume(Number(event.currentTarget.value) / 100)}
      />
      {sources.length > 1 && quality && (
        <span className="inline-flex items-center gap-2">
          <label htmlFor={qualityId} className="sr-only text-sm sm:not-sr-only">
            Quality
          </label>
          <select
            id={qualityId}
            disabled={!ready}
            className="focus-ring rounded-md border border-muted bg-page px-1 py-1 text-xs text-ink sm:px-2 sm:text-sm"
            value={quality}
            onChange={(event) => onQuality(event.currentTarget.value as VideoQuality)}
          >
            {sources.map((source) => (
              <option key={source.quality} value={source.quality}>
                {source.label}
              </option>
            ))}
          </select>
        </span>
      )}
      <button type="button" className={BUTTON} disabled={!ready} onClick={onToggleFullscreen}>
        <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        <span className="sr-only">{fullscreen ? 'Exit full screen' : 'Full screen'}</span>
      </button>
    </div>
  );
}
