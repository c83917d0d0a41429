import type { DatabaseSync } from 'node:sqlite';
import { videoChapters } from './chapters.ts';
import { downloadResolutionsOf } from './download-resolutions.ts';
import { expertReviewOf } from './expert-review.ts';
import { escapeMarkup } from './markup.ts';
import type { MediaUrls } from './media.ts';
import { CHANNEL_PACK_PRICE } from './members/gems/channel-packs.ts';
import { UPSELL_INITIAL_PRICE_USD } from './members/partners/prices.ts';
import { TRAILER } from './media/qualities.ts';
import type { ChannelRow, DealRow, NamedRow, PackRow, PerformerRow, PictureSetRow, VideoRow } from './rows.ts';
import type { Sites } from './sites.ts';
import { tourPerformerUrl, tourVideoUrl } from './tour-pages.ts';

/** Sizes of the pictures the catalogue lists (width × height). */
export const SIZES = {
  videoListing: [[384, 216], [640, 360]],
  videoPoster: [[1280, 720]],
  previewListing: [[384, 216]],
  previewPoster: [[1280, 720]],
  performerListing: [[300, 400]],
  performerMain: [[600, 800]],
  channelListing: [[640, 360]],
  pictureSetListing: [320, 480],
  pictureSetMain: [1200, 1800],
  dealLogo: [[270, 90], [728, 90]],
  dealThumbnail: [[324, 182], [728, 410]],
} as const;

/** Upgrade-membership backgrounds of membership spec section 2, per viewport. */
export const WELCOME_IMAGES = [
  { name: 'boundary', width: 1400, height: 1024 },
  { name: 'medium', width: 1045, height: 1024 },
  { name: 'small', width: 320, height: 770 },
] as const;

/**
 * Which videos the free limited trial and guests may watch in full. The seed has no column for
 * them, so they follow from the video's id: every third non-channel video for the free trial, the
 * free videos and every seventh video for guests. Deterministic, so tests can name such videos.
 */
export function isFreeLimitedTrialVideo(row: Pick<VideoRow, 'video_id' | 'channel_id'>): boolean {
  return row.channel_id === null && row.video_id % 3 === 0;
}
export function isGuestUserScene(row: Pick<VideoRow, 'video_id' | 'free_video'>): boolean {
  return row.free_video === 1 || row.video_id % 7 === 0;
}

/** The description as the content side writes it in HTML: a paragraph per line, its performers' names in bold. */
function descriptionHtmlOf(description: string, names: readonly string[]): string {
  const bold = (line: string) => names.reduce((html, name) => html.replaceAll(escapeMarkup(name), `<strong>${escapeMarkup(name)}</strong>`), escapeMarkup(line));
  return description
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${bold(line.trim())}</p>`)
    .join('');
}

/** A related video as its query returns it: the video's row and which video it is related to. */
type RelatedRow = VideoRow & { of_video: number };
/** Which video a row of a relation belongs to, as the batched queries name it. */
type OfVideo = { of_video: number };

/**
 * Turns database rows into GraphQL objects; relations resolve lazily, only when a query asks.
 * Videos come in batches (a page of a list, one video's related videos): the first video asked
 * for a relation loads it for the whole batch in one query, so a page of 250 videos with their
 * performers, categories, directors, channel, picture set and related videos is six queries, not
 * 1,500 (the build's catalogue snapshot asks for all of them).
 */
export function createShapes(db: DatabaseSync, sites: Sites, media: MediaUrls) {
  /** Each takes the batch's video ids as a JSON array and names each row's video `of_video`. */
  const relations = {
    models: db.prepare(
      `SELECT vp.video_id AS of_video, p.performer_id, p.slug, p.name, p.sex, p.site FROM video_performers vp JOIN performers p USING (performer_id)
       WHERE vp.video_id IN (SELECT value FROM json_each(?)) ORDER BY vp.video_id, vp.position`,
    ),
    categories: db.prepare(
      `SELECT vc.video_id AS of_video, c.slug, c.name FROM video_categories vc JOIN categories c USING (category_id)
       WHERE vc.video_id IN (SELECT value FROM json_each(?)) ORDER BY vc.video_id, vc.position`,
    ),
    directors: db.prepare(
      `SELECT vd.video_id AS of_video, d.slug, d.name FROM video_directors vd JOIN directors d USING (director_id)
       WHERE vd.video_id IN (SELECT value FROM json_each(?)) ORDER BY vd.video_id, vd.director_id`,
    ),
    pictureSet: db.prepare(
      'SELECT video_id AS of_video, slug, image_count FROM picture_sets WHERE video_id IN (SELECT value FROM json_each(?)) ORDER BY video_id, picture_set_id',
    ),
    showcase: db.prepare(
      `SELECT sv.video_id AS of_video, s.slug, s.title FROM showcase_videos sv JOIN showcases s USING (showcase_id)
       WHERE sv.video_id IN (SELECT value FROM json_each(?)) ORDER BY sv.video_id, s.showcase_id`,
    ),
    related: db.prepare(
      `SELECT r.video_id AS of_video, v.* FROM related_videos r JOIN videos v ON v.video_id = r.related_id
       WHERE r.video_id IN (SELECT value FROM json_each(?)) ORDER BY r.video_id, r.position`,
    ),
  };
  const statements = {
    channels: db.prepare('SELECT * FROM channels WHERE channel_id IN (SELECT value FROM json_each(?))'),
    videoSlug: db.prepare('SELECT slug FROM videos WHERE video_id = ?'),
    packs: db.prepare(
      'SELECT p.*, (SELECT COUNT(*) FROM videos v WHERE v.channel_pack_id = p.channel_pack_id) AS video_count FROM channel_packs p WHERE p.channel_id = ? ORDER BY p.channel_pack_id',
    ),
  };
  const tourUrl = (site: string) => sites.bySite.get(site)?.tourUrl ?? '';
  const images = (site: string, kind: Parameters<MediaUrls['image']>[1], slug: string, sizes: readonly (readonly [number, number])[]) =>
    sizes.map(([w, h]) => media.image(site, kind, slug, w, h));
  const previews = (site: string, slug: string, sizes: readonly (readonly [number, number])[]) =>
    sizes.map(([width, height]) => ({ src: media.svg(site, 'preview', slug, width, height), width, height, type: 'image/svg+xml' }));

  const modelRef = (row: Pick<PerformerRow, 'slug' | 'name' | 'sex' | 'site' | 'performer_id'>) => ({
    slug: row.slug,
    name: row.name,
    sex: row.sex,
    globalId: row.performer_id,
    absoluteUrl: tourPerformerUrl(tourUrl(row.site), row.slug),
  });

  /** The relations of a batch of videos, each loaded for all of them when first asked for. */
  function relationsOf(rows: readonly VideoRow[]) {
    const ids = JSON.stringify(rows.map((row) => row.video_id));
    const loaded = new Map<keyof typeof relations, Map<number, OfVideo[]>>();
    const rowsOf = <Row extends OfVideo>(relation: keyof typeof relations, videoId: number): Row[] => {
      let byVideo = loaded.get(relation);
      if (!byVideo) {
        byVideo = new Map();
        for (const row of relations[relation].all(ids) as unknown as OfVideo[]) {
          const list = byVideo.get(row.of_video);
          if (list) list.push(row);
          else byVideo.set(row.of_video, [row]);
        }
        loaded.set(relation, byVideo);
      }
      return (byVideo.get(videoId) ?? []) as Row[];
    };
    let channels: Map<number, ChannelRow> | undefined;
    const channelOf = (channelId: number) => {
      channels ??= new Map(
        (statements.channels.all(JSON.stringify([...new Set(rows.flatMap((row) => (row.channel_id === null ? [] : [row.channel_id])))])) as unknown as ChannelRow[]).map(
          (row) => [row.channel_id, row],
        ),
      );
      return channels.get(channelId);
    };
    /** The related videos of the whole batch are a batch of their own. */
    let relatedBatch: ReturnType<typeof relationsOf> | undefined;
    const relatedOf = (videoId: number, first: number) => {
      const batch = (relatedBatch ??= relationsOf(rows.flatMap((row) => rowsOf<RelatedRow>('related', row.video_id))));
      return rowsOf<RelatedRow>('related', videoId)
        .slice(0, first)
        .map((row) => video(row, undefined, false, batch));
    };
    return { rowsOf, channelOf, relatedOf };
  }

  /** Videos shaped as one batch: their relations are loaded together. */
  function videos(rows: readonly VideoRow[], relatedDefault = 8, crossNavigation = false) {
    const batch = relationsOf(rows);
    return rows.map((row) => video(row, relatedDefault, crossNavigation, batch));
  }

  function video(row: VideoRow, relatedDefault = 8, crossNavigation = false, batch = relationsOf([row])) {
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

  function performer(row: PerformerRow) {
    return {
      performerId: row.performer_id,
      slug: row.slug,
      site: row.site,
      name: row.name,
      sex: row.sex,
      hairColor: row.hair_color,
      breast: row.breast,
      nationality: row.nationality,
      age: row.age,
      rating: row.rating,
      isAngel: row.is_angel === 1,
      bio: row.bio,
      absoluteUrl: tourPerformerUrl(tourUrl(row.site), row.slug),
      videoCount: row.video_count,
      images: {
        listing: images(row.site, 'performer', row.slug, SIZES.performerListing),
        main: images(row.site, 'performer', row.slug, SIZES.performerMain),
      },
    };
  }

  function channel(row: ChannelRow, videoCount: number) {
    return {
      channelId: row.channel_id,
      slug: row.slug,
      site: row.site,
      name: row.name,
      description: row.description,
      isThirdPartyChannel: row.is_third_party === 1,
      internal: row.is_third_party === 0,
      category: row.category,
      videoCount,
      images: { listing: images(row.site, 'channel', row.slug, SIZES.channelListing) },
      packs: (statements.packs.all(row.channel_id) as unknown as PackRow[]).map((pack) => ({
        channelPackId: pack.channel_pack_id,
        slug: pack.slug,
        name: pack.name,
        // What unlocking it costs (membership spec section 9: 10 gems each), not the seed's older random price.
        gems: CHANNEL_PACK_PRICE,
        videoCount: pack.video_count,
      })),
    };
  }

  function pictureSet(row: PictureSetRow) {
    const [lw, lh] = SIZES.pictureSetListing;
    const [mw, mh] = SIZES.pictureSetMain;
    const photos = Array.from({ length: row.image_count }, (_, i) => ({ name: `photo-${String(i + 1).padStart(2, '0')}`, index: i + 1 }));
    const photo = (index: number, width: number, height: number) => media.cdn({ kind: 'photo', set: row.slug, index, width, height });
    return {
      pictureSetId: row.picture_set_id,
      slug: row.slug,
      site: row.site,
      title: row.title,
      videoSlug: row.video_id === null ? null : ((statements.videoSlug.get(row.video_id) as { slug: string } | undefined)?.slug ?? null),
      zip: media.cdn({ kind: 'zip', set: row.slug }),
      images: {
        listing: photos.map((p) => ({ src: photo(p.index, lw, lh), width: lw, height: lh, name: p.name })),
        main: photos.map((p) => ({ src: photo(p.index, mw, mh), width: mw, height: mh, name: p.name })),
      },
    };
  }

  function deal(row: DealRow) {
    const data = JSON.parse(row.data) as Record<string, unknown> & { slug: string };
    const art = (sizes: readonly (readonly [number, number])[]) =>
      sizes.map(([width, height]) => ({ src: media.svg(row.site, 'deal', data.slug, width, height), width, height }));
    return {
      ...data,
      id: row.deal_id,
      site: row.site,
      rank: row.rank,
      rankListing: row.rank_listing,
      rankInterstitial: row.rank_interstitial,
      enabledCarousel: row.enabled_carousel === 1,
      enabledListing: row.enabled_listing === 1,
      enabledInterstitial: row.enabled_interstitial === 1,
      audience: row.audience,
      // Derived, not drawn: new draws from the seed's random stream would reshuffle every tenant's data.
      internalOneClick: false,
      itsUpCampaignId: `itsup-campaign-${row.deal_id}`,
      itsUpZoneId: `itsup-zone-${row.deal_id}`,
      initialPrice: data['oneClickEnabled'] === true ? UPSELL_INITIAL_PRICE_USD : null,
      logo: art(SIZES.dealLogo),
      thumbnail: art(SIZES.dealThumbnail),
    };
  }

  function welcomePictureSet(site: string) {
    return {
      site,
      images: WELCOME_IMAGES.map(({ name, width, height }) => ({
        ...media.image(site, 'welcome', `welcome-${name}`, width, height),
        name,
        fileExtensions: ['svg'],
      })),
    };
  }

  return { video, videos, performer, channel, pictureSet, deal, welcomePictureSet, modelRef };
}
export type Shapes = ReturnType<typeof createShapes>;
