import { DEMO_ACCOUNTS } from '../../upstream/identity/demo-accounts.ts';
import { createMemberResolvers, memberTypeDefs, membersPart, type MemberFeature } from '../../upstream/members/index.ts';
import { streamingFeature, type StreamingOptions } from '../../upstream/members/streaming.ts';
import { unlockFeature } from '../../upstream/members/unlock.resolvers.ts';
import type { Upstream } from '../../upstream/server.ts';
import { SITE_HEADER } from '../../upstream/members/call-site.ts';
import { startTestUpstream, TEST_CALL_SITE } from './helpers.ts';

/** The bearer token of a demo account in these tests is its account id ("demo-member"). */
const verify = async (token: string) => (DEMO_ACCOUNTS.some((account) => account.accountId === token) ? { accountId: token, scopes: ['openid'] } : null);

/** The profile queries (getFullUserProfile's downloadQuotas) and the schema's Mutation type the unlock extends. */
const profileFeature: MemberFeature = {
  create: ({ directory }) => ({ graphql: { typeDefs: memberTypeDefs, resolvers: createMemberResolvers(directory, verify) } }),
};

/** A real upstream with the streaming feature (and the profile and the pay-per-video unlock) over a fresh data folder. */
export function startStreamingUpstream(size = 24, options: StreamingOptions = {}): Promise<Upstream & { dataDir: string }> {
  return startTestUpstream(size, (dataDir) => [membersPart({ dataDir, verify, features: [profileFeature, unlockFeature, streamingFeature(options)] })]);
}

export type GraphQLAnswer = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read ad-hoc answers; see eslint.config.js
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** POSTs a GraphQL document as `kind`@demo.test (no bearer for null) on `site` and returns the whole answer. */
export async function ask(url: string, kind: string | null, document: string, variables: Record<string, unknown> = {}, site: string = TEST_CALL_SITE): Promise<GraphQLAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(kind ? { authorization: `Bearer demo-${kind}`, [SITE_HEADER]: site } : {}) },
    body: JSON.stringify({ query: document, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

export const TOKENS = `generateVideoToken(videoId: $videoId, device: $device) {
  p270 { token cdn } p360 { token cdn } p480 { token cdn } p480l { token cdn } p720 { token cdn } p1080 { token cdn } p2160 { token cdn } hls { token cdn } }`;
export const GENERATE = `query ($videoId: ID!, $device: String!) { ${TOKENS} }`;

export type Token = { token: string; cdn: string };
export type Tokens = Record<string, Token | null>;

/** generateVideoToken as `kind` on `site`: the tokens, or the error's code and reason. */
export async function tokensFor(url: string, kind: string | null, videoId: number, device = 'web', site: string = TEST_CALL_SITE) {
  const answer = await ask(url, kind, GENERATE, { videoId: String(videoId), device }, site);
  const error = answer.errors?.[0];
  if (error) return { tokens: null, code: error.extensions?.['code'] as string, reason: (error.extensions?.['reason'] as string | undefined) ?? null, error };
  return { tokens: answer.data.generateVideoToken as Tokens, code: null, reason: null, error: null };
}

/** The URL of a token's file. */
export const fileUrl = (token: Token) => `${token.cdn}?token=${encodeURIComponent(token.token)}`;

export type CatalogueVideo = {
  videoId: number;
  slug: string;
  site: string;
  freeVideo: boolean;
  isFreeLimitedTrial: boolean;
  guestUserScene: boolean;
  pictureSetSlug: string | null;
  channel: { channelPackId: number | null } | null;
};

/** Every video of `site`, with the facts access depends on. */
export async function videosOf(url: string, site: string): Promise<CatalogueVideo[]> {
  const answer = await ask(url, null, `{ videos(site: "${site}", first: 500) { nodes {
    videoId slug site freeVideo isFreeLimitedTrial guestUserScene pictureSetSlug channel { channelPackId } } } }`);
  return answer.data.videos.nodes as CatalogueVideo[];
}

/** A video of the list that is plain library content: not free, no channel, not a trial or guest video. */
export function isPlain(video: CatalogueVideo): boolean {
  return !video.freeVideo && video.channel === null && !video.isFreeLimitedTrial && !video.guestUserScene;
}
