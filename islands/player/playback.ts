import { anyModalShown } from '../shell/modals/store.ts';

/** HTMLMediaElement.HAVE_METADATA: the duration is known and seeking works. */
export const HAVE_METADATA = 1;

/** The videos a modal holds: paused, or kept from starting, until the modals close. */
const heldByModal = new WeakSet<HTMLVideoElement>();

/**
 * Plays, falling back to muted when the browser refuses sound without a gesture (autoplay
 * policies). A player never plays behind a modal: while one is shown the video is only marked to
 * play once the modals close (holdWhileModalShown).
 */
export async function playAllowingMute(video: HTMLVideoElement): Promise<void> {
  if (anyModalShown()) {
    heldByModal.add(video);
    return;
  }
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

/**
 * Pauses the video when a modal opens over the page, and plays it again when the last one closes
 * if a modal held it (it was playing, or about to start). Answers the modals' store's change.
 */
export function holdWhileModalShown(video: HTMLVideoElement, modalShown: boolean): void {
  if (modalShown) {
    if (video.paused) return;
    video.pause();
    heldByModal.add(video);
  } else if (heldByModal.delete(video)) {
    void playAllowingMute(video);
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
