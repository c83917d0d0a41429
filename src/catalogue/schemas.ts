import { z } from 'zod';
import { safeDescriptionHtml } from './description-html.ts';
import { OVERALL_RATING_MAX, PROPERTY_RATING_MAX } from './rating-scale.ts';

/*
 * The catalogue answers of the upstream GraphQL gateway (browsing spec sections 3 and 7), as the site
 * reads them. Every answer is parsed here before any page sees it; types come from `z.infer` only.
 * The contract they mirror is `upstream/schema.graphql`.
 */

const url = z.url({ message: 'must be an absolute URL' });
const count = z.number().int().nonnegative();
const pixels = z.number().int().positive();
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a slug like "night-swim-12"' });
/** Upper-case site code of the brand a record belongs to, e.g. "AURORA". */
const site = z.string().regex(/^[A-Z][A-Z0-9]*$/, { message: 'must be an upper-case site code like "AURORA"' });

/** A picture at one size, with its sharper variants for high-density screens. */
export const imageSchema = z.object({
  src: url,
  /** A tiny version shown while `src` loads. */
  placeholder: url,
  width: pixels,
  height: pixels,
  highdpi: z.object({ double: url, triple: url }),
});
export type Image = z.infer<typeof imageSchema>;

/** A moving preview (trailer teaser) of a video. */
export const previewSchema = z.object({ src: url, width: pixels, height: pixels, type: z.string().min(1) });
export type Preview = z.infer<typeof previewSchema>;

/** A video's public trailer: a real MP4 anyone may play, no token (the upstream's CDN, byte ranges). */
export const trailerSchema = z.object({ src: url, type: z.string().min(1), width: pixels, height: pixels });
export type Trailer = z.infer<typeof trailerSchema>;

/** A picture without high-density variants (picture sets, deal artwork). */
export const plainImageSchema = z.object({ src: url, width: pixels, height: pixels });

export const videoImagesSchema = z.object({ listing: z.array(imageSchema), poster: z.array(imageSchema) });
export const videoPreviewsSchema = z.object({ listing: z.array(previewSchema), poster: z.array(previewSchema) });

export const SEXES = ['F', 'M'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

/** A performer as named on a video. */
export const modelRefSchema = z.object({ slug, name: z.string().min(1), sex: sexSchema, absoluteUrl: url });
export type ModelRef = z.infer<typeof modelRefSchema>;

export const categoryRefSchema = z.object({ slug, name: z.string().min(1) });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const directorSchema = z.object({ slug, name: z.string().min(1) });
export type Director = z.infer<typeof directorSchema>;

/** The channel (paid add-on pack or internal channel) a video belongs to. */
export const channelRefSchema = z.object({
  channelId: count,
  slug,
  name: z.string().min(1),
  channelPackId: count.nullable(),
  isThirdPartyChannel: z.boolean(),
});
export type ChannelRef = z.infer<typeof channelRefSchema>;

/** A named part of the full video (browsing spec section 3: Video.chapters), starting at `seconds`. */
export const chapterSchema = z.object({ title: z.string().min(1), seconds: count });
export type Chapter = z.infer<typeof chapterSchema>;

/** One download file of a video (membership spec section 3); `res` is the generateVideoToken quality that fetches it. */
export const downloadResolutionSchema = z.object({
  label: z.string().min(1),
  /** Bytes. */
  size: z.number().nonnegative(),
  width: pixels,
  res: z.string().min(1),
});
export type DownloadResolution = z.infer<typeof downloadResolutionSchema>;

/** One part of an expert review, a rating property or a performer, rated out of 5. */
export const expertReviewRatingSchema = z.object({ slug, name: z.string().min(1), rating: z.number().min(0).max(PROPERTY_RATING_MAX) });
/** The editors' review of a video (browsing spec section 3): the whole out of 10, each property and performer out of 5. */
export const expertReviewSchema = z.object({
  global: z.number().min(0).max(OVERALL_RATING_MAX),
  properties: z.array(expertReviewRatingSchema),
  models: z.array(expertReviewRatingSchema),
});
export type ExpertReview = z.infer<typeof expertReviewSchema>;

/** One post of a brand's curator feed (/wall): a social network's post, linked where it was posted. */
export const curatorPostSchema = z.object({
  id: z.string().min(1),
  network: z.enum(['instagram', 'x', 'tiktok']),
  author: z.string().min(1),
  text: z.string(),
  image: imageSchema.nullable(),
  url: z.url({ protocol: /^https$/ }),
  postedAt: z.iso.datetime({ offset: true }),
});
export type CuratorPost = z.infer<typeof curatorPostSchema>;

/** What a video tile in any listing needs. */
export const videoCardSchema = z.object({
  videoId: count,
  slug,
  site,
  title: z.string().min(1),
  /** ISO date, e.g. "2025-03-14". */
  releaseDate: z.iso.date(),
  /** Seconds. */
  runLength: count,
  freeVideo: z.boolean(),
  isExclusive: z.boolean(),
  images: z.object({ listing: z.array(imageSchema) }),
  models: z.array(modelRefSchema),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** Every field of a video page except its related videos. */
export const videoFieldsSchema = videoCardSchema.extend({
  newId: count,
  uuid: z.uuid(),
  description: z.string(),
  /** The description in HTML, only what is safe of it kept (description-html.ts): what the video page shows. */
  descriptionHtml: z.string().transform(safeDescriptionHtml),
  absoluteUrl: url,
  isUpcoming: z.boolean(),
  /** One of the videos the free limited trial may watch in full. */
  isFreeLimitedTrial: z.boolean(),
  /** A scene guest users (scope guest-user) may watch in full. */
  guestUserScene: z.boolean(),
  /** Average member rating, 0 to the overall rating's maximum. */
  rating: z.number().min(0).max(OVERALL_RATING_MAX),
  /** 1 when the video won an award (getAwardedVideos). */
  award: z.number().int(),
  directors: z.array(directorSchema),
  categories: z.array(categoryRefSchema),
  tags: z.array(z.string()),
  channel: channelRefSchema.nullable(),
  images: videoImagesSchema,
  previews: videoPreviewsSchema,
  trailer: trailerSchema.nullable(),
  pictureSetSlug: slug.nullable(),
  /** How many photos its picture set has; 0 without one. */
  picturesInSet: count,
  /** The showcase the video is part of; null for none. */
  showcase: z.object({ slug, title: z.string().min(1) }).nullable(),
  /** In order of `seconds`, the first at 0; empty when the video has none. */
  chapters: z.array(chapterSchema),
  /** Sharpest first. */
  downloadResolutions: z.array(downloadResolutionSchema),
  /** Null until the video is released. */
  expertReview: expertReviewSchema.nullable(),
});

/** A video as the snapshot pages through it: related videos by slug only. */
export const videoRecordSchema = videoFieldsSchema.extend({ related: z.array(z.object({ slug })) });
export type VideoRecord = z.infer<typeof videoRecordSchema>;

/** getVideo: a video with its related videos as tiles. */
export const videoDetailSchema = videoFieldsSchema.extend({ related: z.array(videoCardSchema) });
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** A recommended video; cross-navigation ones live on a sister brand and link there. */
export const recommendedVideoSchema = videoCardSchema.extend({
  crossNavigation: z.boolean(),
  crossNavigationLink: url.nullable(),
  /** The recommendation this pick belongs to, sent back with the recommender events it leads to. */
  recommId: z.string().min(1).nullable(),
});
export type RecommendedVideo = z.infer<typeof recommendedVideoSchema>;

export const performerSchema = z.object({
  performerId: count,
  slug,
  site,
  name: z.string().min(1),
  sex: sexSchema,
  hairColor: z.string().min(1),
  breast: z.string().min(1),
  nationality: z.string().min(1),
  age: z.number().int().min(18),
  rating: z.number().min(0).max(OVERALL_RATING_MAX),
  /** Performers flagged as angels show on /angels. */
  isAngel: z.boolean(),
  bio: z.string(),
  absoluteUrl: url,
  videoCount: count,
  images: z.object({ listing: z.array(imageSchema), main: z.array(imageSchema) }),
});
export type Performer = z.infer<typeof performerSchema>;

export const categorySchema = z.object({
  id: count,
  slug,
  name: z.string().min(1),
  /** Number of scenes of the asked site(s) in this category. */
  scenes: count,
  isHighlighted: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** Channel categories of browsing spec section 3. */
export const CHANNEL_CATEGORIES = ['Compilations', 'Behind The Scenes', 'Intimates'] as const;

export const channelPackSchema = z.object({
  channelPackId: count,
  slug,
  name: z.string().min(1),
  /** Price of unlocking the pack. */
  gems: count,
  videoCount: count,
});
export type ChannelPack = z.infer<typeof channelPackSchema>;

export const channelSchema = z.object({
  channelId: count,
  slug,
  site,
  name: z.string().min(1),
  description: z.string(),
  /** Paid add-on pack from a partner studio; internal channels are the brand's own. */
  isThirdPartyChannel: z.boolean(),
  internal: z.boolean(),
  category: z.enum(CHANNEL_CATEGORIES),
  videoCount: count,
  images: z.object({ listing: z.array(imageSchema) }),
  packs: z.array(channelPackSchema),
});
export type Channel = z.infer<typeof channelSchema>;

export const showcaseSchema = z.object({
  showcaseId: count,
  slug,
  site,
  title: z.string().min(1),
  description: z.string(),
  videos: z.array(z.object({ slug })),
});
export type Showcase = z.infer<typeof showcaseSchema>;

export const pictureSetImageSchema = plainImageSchema.extend({ name: z.string().min(1) });
export const pictureSetSchema = z.object({
  pictureSetId: count,
  slug,
  site,
  title: z.string().min(1),
  videoSlug: slug.nullable(),
  zip: url,
  images: z.object({ listing: z.array(pictureSetImageSchema), main: z.array(pictureSetImageSchema) }),
});
export type PictureSet = z.infer<typeof pictureSetSchema>;

export const DEAL_TYPES = ['carousel', 'interstitial', 'listing'] as const;
export const dealTypeSchema = z.enum(DEAL_TYPES);
export type DealType = z.infer<typeof dealTypeSchema>;
/** Membership spec section 6: who a deal is for: members, trial members ("trial deals"), members whose subscription is inactive ("expired deals"). */
export const DEAL_AUDIENCES = ['member', 'trial', 'expired'] as const;
export type DealAudience = (typeof DEAL_AUDIENCES)[number];

export const dealSchema = z.object({
  id: count,
  name: z.string().min(1),
  site,
  dealText: z.string(),
  dealTextListing: z.string(),
  discount: count,
  discountPrefix: z.string(),
  discountTextPostPrefix: z.string(),
  discountLiteral: z.string(),
  exclusive: z.boolean(),
  partnerName: z.string().min(1),
  url,
  oneClickUrl: url.nullable(),
  oneClickEnabled: z.boolean(),
  /** A one-click the site sells itself (an internal upsell); a partner's deal is false. */
  internalOneClick: z.boolean(),
  requestPartnerConsent: z.boolean(),
  adZoneId: z.string(),
  campaignId: z.string(),
  itsUpCampaignId: z.string(),
  itsUpZoneId: z.string(),
  /** The one-click's first charge in US dollars; null for a deal without one-click. */
  initialPrice: z.number().nonnegative().nullable(),
  rank: z.number().int(),
  rankListing: z.number().int(),
  rankInterstitial: z.number().int(),
  enabledCarousel: z.boolean(),
  enabledListing: z.boolean(),
  enabledInterstitial: z.boolean(),
  /** 270 and 728 pixels wide. */
  logo: z.array(plainImageSchema),
  /** 324 and 728 pixels wide. */
  thumbnail: z.array(plainImageSchema),
});
export type Deal = z.infer<typeof dealSchema>;

export const welcomePagePictureSetSchema = z.object({
  site,
  images: z.array(imageSchema.extend({ name: z.string().min(1), fileExtensions: z.array(z.string()) })),
});
export type WelcomePagePictureSet = z.infer<typeof welcomePagePictureSetSchema>;

/** Facet names of browsing spec section 3. */
export const VIDEO_FACETS = [
  'categories',
  'featuredCategories',
  'directors',
  'modelsF',
  'modelsM',
  'sites',
  'channels',
  'hairColor',
  'ageF',
  'ageM',
  'breast',
  'year',
  'nationalityF',
  'nationalityM',
] as const;
export const PERFORMER_FACETS = ['sex', 'name', 'sites', 'breast', 'hairColor', 'nationality'] as const;
export type VideoFacetName = (typeof VIDEO_FACETS)[number];
export type PerformerFacetName = (typeof PERFORMER_FACETS)[number];

export const facetSchema = z.object({
  name: z.string().min(1),
  values: z.array(z.object({ value: z.string().min(1), label: z.string().min(1), count })),
});
export type Facet = z.infer<typeof facetSchema>;

/** getAllFilters: the video filters of browsing spec section 3 (category, director, girls, guys). */
const filterEntry = z.object({ slug, name: z.string().min(1), scenes: count });
export const videoFiltersSchema = z.object({
  categories: z.array(filterEntry.extend({ id: count, isHighlighted: z.boolean() })),
  directors: z.array(filterEntry),
  girls: z.array(filterEntry),
  guys: z.array(filterEntry),
});
export type VideoFilters = z.infer<typeof videoFiltersSchema>;

/** A page of a paged list; `totalCount` counts every match, not just this page. */
export function pageSchema<T extends z.ZodType>(node: T) {
  return z.object({ totalCount: count, nodes: z.array(node) });
}
export type Page<T> = { totalCount: number; nodes: T[] };

export const videoCardPageSchema = pageSchema(videoCardSchema);
/** A channel's video tile knows its channel and pack (the pack pages list their own). */
export const channelVideoCardSchema = videoCardSchema.extend({ channel: channelRefSchema.nullable() });
export type ChannelVideoCard = z.infer<typeof channelVideoCardSchema>;
export const channelVideoPageSchema = pageSchema(channelVideoCardSchema);
/** A faceted page: the matches and the facet values (with counts) among them. */
export const facetedVideoPageSchema = pageSchema(videoCardSchema).extend({ facets: z.array(facetSchema) });
export const facetedPerformerPageSchema = pageSchema(performerSchema).extend({ facets: z.array(facetSchema) });
export type FacetedPage<T> = Page<T> & { facets: Facet[] };

/** Quick search data of browsing spec section 3. */
export const quickSearchSchema = z.object({
  videos: z.array(videoCardSchema),
  categories: z.array(categorySchema),
  models: z.array(modelRefSchema),
  /** Number of matching videos. */
  totalCount: count,
});
export type QuickSearch = z.infer<typeof quickSearchSchema>;

/**
 * Everything a static build of one tenant needs, fetched once per build. Relations are by slug:
 * `videos[].related`, `showcases[].videos`, `awardedVideoSlugs`, … point into `videos`; a video's
 * channel pack is `videos[].channel.channelPackId`. Lists keep the upstream's order: videos newest
 * first, performers by rating, categories by name. Also the boundary of a snapshot cached on disk.
 */
export const catalogueSnapshotSchema = z.object({
  tenant: z.string().min(1),
  site,
  /** Newest first. */
  videos: z.array(videoRecordSchema),
  /** Highest rated first; angels are those with `isAngel`. */
  performers: z.array(performerSchema),
  categories: z.array(categorySchema),
  channels: z.array(channelSchema),
  showcases: z.array(showcaseSchema),
  pictureSets: z.array(pictureSetSchema),
  /** Award 1, newest first (getAwardedVideos). */
  awardedVideoSlugs: z.array(slug),
  /** Highest rated first. */
  topRatedVideoSlugs: z.array(slug),
  deals: z.object({ carousel: z.array(dealSchema), interstitial: z.array(dealSchema), listing: z.array(dealSchema) }),
  filters: videoFiltersSchema,
  facets: z.object({ videos: z.array(facetSchema), performers: z.array(facetSchema) }),
});
export type CatalogueSnapshot = z.infer<typeof catalogueSnapshotSchema>;
