import { CLIP_SECONDS } from './media/render.ts';

/**
 * The chapters of a video (browsing spec section 3: Video.chapters), as the catalogue lists them:
 * a title and the second of the full video where it starts, first chapter at 0, in order.
 *
 * The embedded upstream's full videos are short generated clips standing in for the real films, so
 * the chapters are laid over the clip's length, not the catalogue's run length: a member who picks
 * a chapter lands where the media really is. Three or four per video, chosen by its id, so tests
 * and demos can count on them.
 */
export const CHAPTER_TITLES = ['Opening', 'Interview', 'The scene', 'Finale'] as const;

export interface VideoChapter {
  title: string;
  seconds: number;
}

export function videoChapters(videoId: number): VideoChapter[] {
  const count = videoId % 2 === 0 ? 4 : 3;
  const titles = count === 4 ? CHAPTER_TITLES : [CHAPTER_TITLES[0], CHAPTER_TITLES[2], CHAPTER_TITLES[3]];
  return titles.map((title, i) => ({ title, seconds: Math.floor((CLIP_SECONDS * i) / count) }));
}
