/* The streaming documents (contract: upstream/members/streaming.graphql). */
const TOKEN = 'token cdn';

/** One token per quality the member gets (null for the others); device 'web' streams, 'download' downloads. */
export const GENERATE_VIDEO_TOKEN = `query generateVideoToken($videoId: ID!, $device: String!) {
  result: generateVideoToken(videoId: $videoId, device: $device) {
    p270 { ${TOKEN} } p360 { ${TOKEN} } p480 { ${TOKEN} } p480l { ${TOKEN} } p720 { ${TOKEN} } p1080 { ${TOKEN} } p2160 { ${TOKEN} } hls { ${TOKEN} } } }`;
