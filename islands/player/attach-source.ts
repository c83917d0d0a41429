import { HLS_TYPE, type VideoSource } from '../../src/features/player/video-sources.ts';
import { loadChunk } from '../shell/chunks/chunk-load.ts';

/** Takes the source off the video element again (and frees what playing it held). */
export type Detach = () => void;

/** The browser plays HLS itself (Safari, iOS, recent Chromium on some platforms): no library needed. */
export function playsHlsNatively(video: Pick<HTMLVideoElement, 'canPlayType'>): boolean {
  return video.canPlayType(HLS_TYPE) !== '';
}

/** Only the adaptive stream on a browser without native HLS needs hls.js. */
export function needsHlsLibrary(video: Pick<HTMLVideoElement, 'canPlayType'>, source: Pick<VideoSource, 'type'>): boolean {
  return source.type === HLS_TYPE && !playsHlsNatively(video);
}

/**
 * Puts `source` on the video element. MP4s (and HLS where the browser plays it) are the element's own
 * src; otherwise hls.js (its light build: no DRM, subtitles or alternate audio, which these streams
 * lack) is fetched now, on the first HLS choice, so no page carries it up front. The playlists carry
 * the token on to their segments (contract), so hls.js needs no header of ours. `failed` hears a
 * fatal stream error, or a browser that has neither native HLS nor Media Source Extensions.
 */
export async function attachSource(video: HTMLVideoElement, source: VideoSource, failed: () => void): Promise<Detach> {
  if (!needsHlsLibrary(video, source)) {
    video.src = source.url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await loadChunk('hls.js', () => import('hls.js/light'));
  if (!Hls.isSupported()) {
    failed();
    return () => undefined;
  }
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) failed();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return () => {
    hls.destroy();
  };
}
