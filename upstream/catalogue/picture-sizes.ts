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

/** A list of picture sizes, width × height. */
export type Sizes = readonly (readonly [number, number])[];
