/* The picture set's zip download (contract: upstream/members/streaming.graphql). */

/** A token for the zip of one picture set; the zip is at `<cdn>?token=<token>`. */
export const GENERATE_PICTURE_SET_TOKEN = `query generatePictureSetToken($slug: String!) {
  result: generatePictureSetToken(slug: $slug) { token cdn } }`;
