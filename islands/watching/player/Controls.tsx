import { useId } from 'react';
import type { VideoQuality, VideoSource } from '../../../src/features/watching/video-sources.ts';
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
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onQuality: (quality: VideoQuality) => void;
  onToggleFullscreen: () => void;
}

const BUTTON = 'focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-md bg-transparent text-ink hover:text-brand';
const RANGE = 'focus-ring accent-brand';

/**
 * The player's controls on native elements: buttons, range inputs and a select, so every one is
 * reached with Tab and worked with Space, Enter and the arrow keys, and each names itself.
 */
export function Controls({ media, sources, quality, fullscreen, ready, onTogglePlay, onSeek, onVolume, onToggleMute, onQuality, onToggleFullscreen }: ControlsProps) {
  const qualityId = useId();
  const playing = !media.paused;
  const position = `${clock(media.currentTime)} / ${clock(media.duration)}`;
  return (
    // Laid over the bottom of the picture, so the player takes the picture's 16:9 box and nothing
    // more: its static stand-in (PlayerPoster.astro) reserves exactly that, whatever the width.
    <div role="group" aria-label="Player controls" className="absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-x-3 gap-y-1 bg-surface px-2 py-1 text-ink">
      <button type="button" className={BUTTON} disabled={!ready} onClick={onTogglePlay} data-control="play">
        <Icon name={playing ? 'pause' : 'play'} />
        <span className="sr-only">{playing ? 'Pause' : 'Play'}</span>
      </button>
      <input
        type="range"
        disabled={!ready}
        className={`${RANGE} min-w-24 flex-1`}
        aria-label="Seek"
        aria-valuetext={`${clock(media.currentTime)} of ${clock(media.duration)}`}
        min={0}
        max={media.duration}
        step={1}
        // Whole seconds, as the step: the arrow keys then move one second from what the thumb shows.
        value={Math.floor(Math.min(media.currentTime, media.duration))}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span className="whitespace-nowrap text-sm tabular-nums" data-position>
        {position}
      </span>
      <button type="button" className={BUTTON} disabled={!ready} aria-pressed={media.muted} onClick={onToggleMute}>
        <Icon name={media.muted ? 'muted' : 'volume'} />
        <span className="sr-only">Mute</span>
      </button>
      <input
        type="range"
        disabled={!ready}
        className={`${RANGE} w-20`}
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
          <label htmlFor={qualityId} className="text-sm">
            Quality
          </label>
          <select
            id={qualityId}
            disabled={!ready}
            className="focus-ring rounded-md border border-muted bg-page px-2 py-1 text-sm text-ink"
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
