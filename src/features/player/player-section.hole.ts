import { tenant } from 'virtual:tenant';
import type { AccessVideo } from '../../access/index.ts';
import type { Chapter, Image, Trailer } from '../../catalogue/schemas.ts';
import { loadJoinPrompt, type JoinPromptProps } from '../../components/join-prompt.hole.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { playerPlan, type PlayerPage, type PlayerPlan } from './player-plan.ts';

/** The video a player shows, as the page or the snapshot has it. */
export type PlayerVideo = AccessVideo & {
  slug: string;
  title: string;
  chapters: Chapter[];
  images: { poster: Image[]; listing: Image[] };
  trailer: Trailer | null;
};

export interface PlayerSectionInput {
  video: PlayerVideo;
  page?: PlayerPage | undefined;
  /** The join prompt's heading at the end of the trailer. */
  joinHeading?: string | undefined;
}

/** Where a video page shows its picture (src/features/player/PlayerSection.astro). */
export interface PlayerSectionProps {
  video: Pick<PlayerVideo, 'videoId' | 'site' | 'title' | 'chapters'>;
  /** The poster, the player's placeholder: the first poster image, else the first listing image. */
  poster: Image | null;
  plan: PlayerPlan;
  /** The join prompt at the end of the trailer, for a visitor. */
  joinPrompt: JoinPromptProps | null;
}

/** What the player shows this viewer: the full video where src/access allows it, else the trailer, else the poster. */
export function loadPlayerSection({ video, page = 'video', joinHeading }: PlayerSectionInput, request: HoleRequest): PlayerSectionProps {
  const plan = playerPlan(video, request.locals?.context.member ?? null, tenant, page);
  return {
    video: { videoId: video.videoId, site: video.site, title: video.title, chapters: plan.kind === 'full' ? video.chapters : [] },
    poster: video.images.poster[0] ?? video.images.listing[0] ?? null,
    plan,
    joinPrompt: plan.kind === 'trailer' && plan.joinPrompt ? loadJoinPrompt({ heading: joinHeading ?? `Watch all of ${video.title}`, headingId: 'player-join-prompt' }, request) : null,
  };
}
