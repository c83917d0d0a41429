import type { Preview } from '../catalogue/schemas.ts';

export type VideoFieldsLike = { slug: string; title: string; previews: { listing: Preview[]; poster: Preview[] } };
export type TrailerPreview = Preview & { kind: 'video' | 'image' };

/**
 * The trailer preview to show: the poster-size one on the trailer page, the listing-size one on the
 * video page (falling back to the other). Moving previews play in a native <video>; still ones are images.
 */
export function trailerPreview(video: VideoFieldsLike, large: boolean): TrailerPreview | undefined {
  const [first, second] = large ? [video.previews.poster, video.previews.listing] : [video.previews.listing, video.previews.poster];
  const preview = first[0] ?? second[0];
  if (!preview) return undefined;
  return { ...preview, kind: preview.type.startsWith('video/') ? 'video' : 'image' };
}
