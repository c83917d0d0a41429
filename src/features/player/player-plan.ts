import { fullVideoAccess, type AccessVideo, type Viewer, type ViewerTenant } from '../../access/index.ts';
import type { Trailer } from '../../catalogue/schemas.ts';

/** Which page the player is on: the video page plays the full video where access allows, the trailer page the trailer. */
export type PlayerPage = 'video' | 'trailer';

/** What the player shows on a page, for this viewer. */
export type PlayerPlan =
  /**
   * `streamsOnPlay`: the streams are asked for at the first press of play, since asking counts the
   * video against the free limited trial's three; such a video does not start by itself either.
   */
  | { kind: 'full'; autoplay: boolean; streamsOnPlay: boolean }
  | { kind: 'trailer'; trailer: Trailer; autoplay: boolean; joinPrompt: boolean }
  /** Nothing to play (no trailer, no full video): the poster alone, and no script. */
  | { kind: 'poster' };

/**
 * Browsing spec section 6 and membership spec section 6: visitors play the trailer only and then meet
 * the join prompt; a member whose access allows it (src/access) plays the full video on the video
 * page; everyone else keeps the trailer. Autoplay is the member's setting (on by default); a visitor
 * presses play, so a static page spends no bandwidth on a video nobody asked for.
 */
export function playerPlan(
  video: AccessVideo & { trailer: Trailer | null },
  viewer: Viewer | null,
  tenant: ViewerTenant,
  page: PlayerPage,
): PlayerPlan {
  const autoplay = viewer?.profile.autoplayEnabled ?? false;
  const access = page === 'video' && viewer ? fullVideoAccess(video, viewer, tenant) : null;
  if (access?.allowed) {
    const streamsOnPlay = access.grant === 'free-limited-trial';
    return { kind: 'full', autoplay: autoplay && !streamsOnPlay, streamsOnPlay };
  }
  if (video.trailer) return { kind: 'trailer', trailer: video.trailer, autoplay, joinPrompt: viewer === null };
  return { kind: 'poster' };
}
