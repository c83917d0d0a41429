import { useEffect, useState, type RefObject } from 'react';

/** What the controls show about the video element, kept in step with its events. */
export interface MediaState {
  paused: boolean;
  ended: boolean;
  /** It has played at least once: the poster gives way to the picture. */
  started: boolean;
  currentTime: number;
  /** Seconds; 0 until the metadata is known. */
  duration: number;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  /** The media itself failed (a network error, an expired token, a format the browser cannot play). */
  failed: boolean;
}

export const INITIAL_MEDIA_STATE: MediaState = { paused: true, ended: false, started: false, currentTime: 0, duration: 0, volume: 1, muted: false, failed: false };

// 'seeking' as well as 'seeked': a stream's seek waits for its segment, and until 'seeked' the seek
// bar would snap its thumb back to where the video was, and an arrow key would move on from there.
const EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeking', 'seeked', 'emptied', 'error'] as const;

function read(video: HTMLVideoElement, previous: MediaState, event: string): MediaState {
  return {
    paused: video.paused,
    ended: video.ended,
    started: previous.started || event === 'play',
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    volume: video.volume,
    muted: video.muted,
    // A new source clears the failure; the element's own error says whether this one failed.
    failed: event === 'error' ? video.error !== null : event === 'emptied' || event === 'loadedmetadata' ? false : previous.failed,
  };
}

export function useMediaState(ref: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(INITIAL_MEDIA_STATE);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const update = (event: Event) => setState((previous) => read(video, previous, event.type));
    for (const name of EVENTS) video.addEventListener(name, update);
    setState((previous) => read(video, previous, 'mount'));
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [ref]);
  return state;
}
