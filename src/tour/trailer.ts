import type { Preview } from '../catalogue/schemas.ts';

export type VideoFieldsLike = { slug: string; title: string; previews: { listing: Preview[]; poster: Preview[] } };
export type TrailerPreview = Preview & { kind: 'video' | 'image' };

/**
 * The listing-size trailer preview of a video (falling back to the poster-size one), as the reels
 * show it: moving previews play in a native <video>, still ones are images. The trailer itself plays
 * in the player (src/features/watching).
 */
export function trailerPreview(video: VideoFieldsLike): TrailerPreview | undefined {
  const preview = video.previews.listing[0] ?? video.previews.poster[0];
  if (!preview) return undefined;
  return { ...preview, kind: preview.type.startsWith('video/') ? 'video' : 'image' };
}
