import { videoChapters } from '../chapters.ts';
import { downloadResolutionsOf } from '../download-resolutions.ts';
import { expertReviewOf } from '../expert-review.ts';
import { escapeMarkup } from '../markup.ts';
import { TRAILER } from '../media/qualities.ts';
import type { NamedRow, PerformerRow, VideoRow } from '../rows.ts';
import type { ModelRefRow } from './performer-shape.ts';
import { SIZES, type Sizes } from './picture-sizes.ts';
import type { ShapeContext } from './shape-context.ts';
import { isFreeLimitedTrialVideo, isGuestUserScene } from './trial-and-guest-scenes.ts';
import { createVideoRelations, type OfVideo, type VideoRelations } from './video-relations.ts';
import { tourVideoUrl } from '../tour-pages.ts';

/** The description as the content side writes it in HTML: a paragraph per line, its performers' names in bold. */
function descriptionHtmlOf(description: string, names: readonly string[]): string {
  const bold = (line: string) => names.reduce((html, name) => html.replaceAll(escapeMarkup(name), `<strong>${escapeMarkup(name)}</strong>`), escapeMarkup(line));
  return description
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${bold(line.trim())}</p>`)
    .join('');
}

/**
 * Videos as the catalogue answers them, in batches (a page of a list, one video's related videos):
 * their relations are loaded for the whole batch (video-relations.ts), and a video's derived fields
 * (pictures, tags, links) are computed only when asked.
 */
export function videoShapes(context: ShapeContext, modelRef: (row: ModelRefRow) => unknown) {
  const { media, tourUrl, images } = context;
  const previews = (site: string, slug: string, sizes: Sizes) =>
    sizes.map(([width, height]) => ({ src: media.svg(site, 'preview', slug, width, height), width, height, type: 'image/svg+xml' }));
  // A related video is shaped as any other; typed as an object only, as its type would name itself.
  const relationsOf = createVideoRelations<object>(context.db, (row, batch) => video(row, undefined, false, batch));

  /** Videos shaped as one batch: their relations are loaded together. */
  function videos(rows: readonly VideoRow[], relatedDefault = 8, crossNavigation = false) {
    const batch = relationsOf(rows);
    return rows.map((row) => video(row, relatedDefault, crossNavigation, batch));
  }

  function video(row: VideoRow, relatedDefault = 8, crossNavigation = false, batch: VideoRelations<object> = relationsOf([row])) {
    const id = row.video_id;
    const models = () => batch.rowsOf<PerformerRow & OfVideo>('models', id);
    return {
      videoId: id,
      id: String(id),
      newId: id,
      uuid: row.uuid,
      slug: row.slug,
      site: row.site,
      title: row.title,
      description: row.description,
      descriptionHtml: () => descriptionHtmlOf(row.description, models().map((model) => model.name)),
      absoluteUrl: () => tourVideoUrl(tourUrl(row.site), row.slug),
      isUpcoming: row.is_upcoming === 1,
      releaseDate: row.release_date,
      runLength: row.run_length,
      rating: row.rating,
      award: row.award,
      freeVideo: row.free_video === 1,
      isExclusive: row.is_exclusive === 1,
      isFreeLimitedTrial: isFreeLimitedTrialVideo(row),
      guestUserScene: isGuestUserScene(row),
      tags: () => JSON.parse(row.tags) as string[],
      directors: () => batch.rowsOf<NamedRow & OfVideo>('directors', id),
      categories: () => batch.rowsOf<NamedRow & OfVideo>('categories', id),
      models: () => models().map(modelRef),
      channel: () => {
        const channel = row.channel_id === null ? undefined : batch.channelOf(row.channel_id);
        return channel
          ? { channelId: channel.channel_id, slug: channel.slug, name: channel.name, channelPackId: row.channel_pack_id, isThirdPartyChannel: channel.is_third_party === 1 }
          : null;
      },
      images: () => ({
        listing: images(row.site, 'video', row.slug, SIZES.videoListing),
        poster: images(row.site, 'video', row.slug, SIZES.videoPoster),
      }),
      previews: () => ({ listing: previews(row.site, row.slug, SIZES.previewListing), poster: previews(row.site, row.slug, SIZES.previewPoster) }),
      trailer: () => ({ src: media.cdn({ kind: 'trailer', slug: row.slug }), type: 'video/mp4', width: TRAILER.width, height: TRAILER.height }),
      chapters: () => videoChapters(id),
      pictureSetSlug: () => batch.rowsOf<{ slug: string } & OfVideo>('pictureSet', id)[0]?.slug ?? null,
      picturesInSet: () => batch.rowsOf<{ image_count: number } & OfVideo>('pictureSet', id)[0]?.image_count ?? 0,
      showcase: () => {
        const showcase = batch.rowsOf<{ slug: string; title: string } & OfVideo>('showcase', id)[0];
        return showcase ? { slug: showcase.slug, title: showcase.title } : null;
      },
      downloadResolutions: () => downloadResolutionsOf(row.run_length),
      related: (args: { first?: number | null }) => batch.relatedOf(id, args.first ?? relatedDefault),
      crossNavigation,
      crossNavigationLink: crossNavigation ? tourVideoUrl(tourUrl(row.site), row.slug) : null,
      expertReview: () => expertReviewOf({ videoId: id, isUpcoming: row.is_upcoming === 1 }, models()),
    };
  }

  return { video, videos };
}
