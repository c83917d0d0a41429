/** HTMLMediaElement.HAVE_METADATA: the duration is known and seeking works. */
export const HAVE_METADATA = 1;

/** Plays, falling back to muted when the browser refuses sound without a gesture (autoplay policies). */
export async function playAllowingMute(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

/** Goes to `seconds` (at most the end) and plays, once the element knows its duration. */
export function seekAndPlay(video: HTMLVideoElement, seconds: number): void {
  const go = () => {
    video.currentTime = Math.min(seconds, Number.isFinite(video.duration) ? video.duration : seconds);
    void playAllowingMute(video);
  };
  if (video.readyState >= HAVE_METADATA) return go();
  video.addEventListener('loadedmetadata', go, { once: true });
  if (video.preload === 'none') video.preload = 'metadata';
  video.load();
}
