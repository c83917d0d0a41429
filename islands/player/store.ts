import { map } from 'nanostores';
import type { VideoSource } from '../../src/features/player/video-sources.ts';

/** Browsing spec section 9: a video the member has not rated has the rating -1. */
export const NO_VIDEO_RATING = -1;

/**
 * The video player's state (browsing spec section 3), shared by the islands of one page: the player
 * writes it, and others read it or ask through the actions below (the comments seek to a comment's
 * time, the rating shows the member's rating). Browser-only: the player fills it after hydration,
 * never on the server, so no member's data sits in a module of the site server.
 */
export interface VideoPlayerState {
  /** The member's rating of this video, NO_VIDEO_RATING until rated. */
  videoRating: number;
  /** The player is on screen (it hydrates when scrolled into view). */
  isVideoPlayerVisible: boolean;
  /** The full video's streams, in the quality menu's order; empty until loaded, and for trailers. */
  videoSources: readonly VideoSource[];
  /** The origin the streams come from; null until loaded. */
  cdn: string | null;
  /** Video sources: a request sets loading, the retrieval stores them (browsing spec section 4). */
  loadingSources: boolean;
  /** A second to seek to, asked by anyone on the page; the player seeks and clears it. */
  videoSeekTime: number | null;
  /** The brand the playing video belongs to (its upper-case site code); null until a player mounts. */
  siteOrigin: string | null;
}

export const INITIAL_PLAYER_STATE: Readonly<VideoPlayerState> = {
  videoRating: NO_VIDEO_RATING,
  isVideoPlayerVisible: false,
  videoSources: [],
  cdn: null,
  loadingSources: false,
  videoSeekTime: null,
  siteOrigin: null,
};

export const $videoPlayer = map<VideoPlayerState>({ ...INITIAL_PLAYER_STATE });

/** Asks the player to play from `seconds` (e.g. a comment's time); a negative or non-finite time is ignored. */
export function seekTo(seconds: number): void {
  if (Number.isFinite(seconds) && seconds >= 0) $videoPlayer.setKey('videoSeekTime', seconds);
}

/** The player took the seek: the next request, even to the same second, seeks again. */
export function seekDone(): void {
  $videoPlayer.setKey('videoSeekTime', null);
}

export function setVideoRating(rating: number): void {
  $videoPlayer.setKey('videoRating', rating);
}

export function setPlayerVisible(visible: boolean): void {
  $videoPlayer.setKey('isVideoPlayerVisible', visible);
}

/** A player mounted for a video of `site`. */
export function playerMounted(site: string): void {
  $videoPlayer.set({ ...$videoPlayer.get(), siteOrigin: site, isVideoPlayerVisible: true });
}

export function sourcesRequested(): void {
  $videoPlayer.set({ ...$videoPlayer.get(), loadingSources: true, videoSources: [], cdn: null });
}

export function sourcesReceived(sources: readonly VideoSource[], cdn: string): void {
  $videoPlayer.set({ ...$videoPlayer.get(), loadingSources: false, videoSources: sources, cdn });
}

export function sourcesFailed(): void {
  $videoPlayer.set({ ...$videoPlayer.get(), loadingSources: false, videoSources: [], cdn: null });
}

/** Back to the start: between tests, and when a player leaves the page. */
export function resetPlayer(): void {
  $videoPlayer.set({ ...INITIAL_PLAYER_STATE });
}
