/*
 * Selections shared by the documents of this folder. Each selects exactly what its zod schema checks
 * (src/catalogue/schemas.ts, src/membership/profile.ts, the features' schemas).
 */
export const IMAGE = 'src placeholder width height highdpi { double triple }';
export const PREVIEW = 'src width height type';
export const MODEL = 'slug name sex absoluteUrl';

/** The channel and pack a video belongs to. */
export const CHANNEL_REF = 'channelId slug name channelPackId isThirdPartyChannel';
export const VIDEO_CARD = `videoId slug site title releaseDate runLength freeVideo isExclusive
  images { listing { ${IMAGE} } } models { ${MODEL} }`;

export const VIDEO_FIELDS = `videoId slug site title releaseDate runLength freeVideo isExclusive newId uuid description descriptionHtml
  absoluteUrl isUpcoming isFreeLimitedTrial guestUserScene rating award directors { slug name } categories { slug name } tags
  channel { ${CHANNEL_REF} } models { ${MODEL} }
  images { listing { ${IMAGE} } poster { ${IMAGE} } } previews { listing { ${PREVIEW} } poster { ${PREVIEW} } }
  trailer { src type width height }
  pictureSetSlug picturesInSet showcase { slug title } chapters { title seconds } downloadResolutions { label size width res }
  expertReview { global properties { slug name rating } models { slug name rating } }`;

export const PERFORMER = `performerId slug site name sex hairColor breast nationality age rating isAngel bio absoluteUrl
  videoCount images { listing { ${IMAGE} } main { ${IMAGE} } }`;

export const CATEGORY = 'id slug name scenes isHighlighted';

export const CHANNEL = `channelId slug site name description isThirdPartyChannel internal category videoCount
  images { listing { ${IMAGE} } } packs { channelPackId slug name gems videoCount }`;

export const PICTURE_SET = `pictureSetId slug site title videoSlug zip
  images { listing { src width height name } main { src width height name } }`;

export const DEAL = `id name site dealText dealTextListing discount discountPrefix discountTextPostPrefix discountLiteral
  exclusive partnerName url oneClickUrl oneClickEnabled internalOneClick requestPartnerConsent adZoneId campaignId itsUpCampaignId itsUpZoneId
  initialPrice rank rankListing
  rankInterstitial enabledCarousel enabledListing enabledInterstitial logo { src width height } thumbnail { src width height }`;

export const FACETS = 'facets { name values { value label count } }';

export const RECOMMENDED = `${VIDEO_CARD} crossNavigation crossNavigationLink recommId`;
