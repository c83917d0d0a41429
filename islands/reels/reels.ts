import { REEL_FAILURE_SELECTOR, REEL_PLAY_THRESHOLD, REEL_UNLOCK_SELECTOR, REEL_VIDEO_SELECTOR } from '../../src/features/reels/reel-marks.ts';
import { REEL_ITEM_ATTRIBUTE } from '../../src/features/tracking/analytics.ts';
import { reelEventPath } from '../../src/routing/tracking-paths.ts';
import { VIDEO_UNLOCK_ERROR } from '../../src/features/unlock/unlock-video.ts';
import { loadActions } from '../shell/actions/actions.ts';
import { flashText } from '../../src/shell/flash/messages.ts';
import { recommIdOnPage } from '../recommendations/recomm-ids.ts';
import { postTrackingEvent } from '../tracking/send.ts';

/**
 * Plays each reel's trailer, muted, while it is in view, and pauses it once it leaves (a reel's
 * poster shows until then). Nothing plays for a visitor who asked for less motion: the posters stay.
 */
export function autoplayReelsInView(root: ParentNode = document): void {
  const videos = root.querySelectorAll<HTMLVideoElement>(REEL_VIDEO_SELECTOR);
  if (videos.length === 0 || !('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const video = entry.target as HTMLVideoElement;
        if (entry.isIntersecting) {
          video.muted = true;
          // A browser that refuses even muted autoplay keeps the poster.
          void video.play().catch(() => undefined);
        } else video.pause();
      }
    },
    { threshold: REEL_PLAY_THRESHOLD },
  );
  videos.forEach((video) => observer.observe(video));
}

/** The reel a node sits in, and its video's id. */
export function reelOfNode(node: Element): { reel: HTMLElement; itemId: number } | null {
  const reel = node.closest<HTMLElement>(`[${REEL_ITEM_ATTRIBUTE}]`);
  const itemId = Number(reel?.getAttribute(REEL_ITEM_ATTRIBUTE));
  return reel && Number.isSafeInteger(itemId) && itemId > 0 ? { reel, itemId } : null;
}

/** The one Action a reel's purchase calls: one pay-per-video credit for the video. */
export type UnlockCall = (videoId: number) => Promise<{ error?: unknown }>;
const unlockAction: UnlockCall = async (videoId) => (await loadActions()).actions.unlock.video({ videoId });

/**
 * A member's purchase from a reel: one pay-per-video credit for its video, then the reel's purchase
 * event and the video page, where the full video now plays. Without script the link is the video
 * page, whose unlock asks first. A refused purchase says so in the reel and spends nothing.
 */
export async function buyFromReel(link: HTMLAnchorElement, unlock: UnlockCall = unlockAction, go = (href: string) => window.location.assign(href)): Promise<void> {
  const found = reelOfNode(link);
  if (!found || link.getAttribute('aria-disabled') === 'true') return;
  const failure = found.reel.querySelector<HTMLElement>(REEL_FAILURE_SELECTOR);
  link.setAttribute('aria-disabled', 'true');
  if (failure) failure.hidden = true;
  let failed: boolean;
  try {
    failed = Boolean((await unlock(found.itemId)).error);
  } catch {
    failed = true;
  }
  if (failed) {
    link.removeAttribute('aria-disabled');
    if (failure) {
      failure.textContent = flashText({ message: VIDEO_UNLOCK_ERROR });
      failure.hidden = false;
    }
    return;
  }
  postTrackingEvent(reelEventPath('purchase'), { itemId: found.itemId, recommId: recommIdOnPage({ kind: 'video', id: found.itemId }) });
  go(link.href);
}

/** The reels page's script: autoplay in view, and a member's purchases from a reel. */
export function startReels(root: Document = document): void {
  autoplayReelsInView(root);
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REEL_UNLOCK_SELECTOR) : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void buyFromReel(link);
  });
}
