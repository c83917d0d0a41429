import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_HEADER as SITE_SIDE_HEADER } from '../../src/http/site-header.ts';
import { SITE_HEADER } from '../../upstream/members/call-site.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { UNLOCK_REFUSALS } from '../../upstream/members/unlock.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberStoreState } from '../support/member-store.ts';
import { requestAs, startTestUpstream, testTokenOf, verifyTestToken } from './helpers.ts';

// Defence in depth behind the site's own check (src/catalogue/tenant-items.ts): the stand-in judges
// every item a member call names by the site the call is made on. A member of several brands, on
// aurora, naming blaze's video, picture set, performer, pack or comment gets the answer of an
// unknown item, and the member store does not change. The combined site shows its brands' items.

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

let upstream: Upstream & { dataDir: string };

async function call(account: string, site: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  return (await requestAs(upstream.url, '/graphql', { body: { query, variables }, account, site })).body as Answer;
}
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code ?? null;

interface SiteItems {
  videoId: number;
  /** A performer of that video, for a rating of them. */
  modelSlug: string;
  performerId: number;
  pictureSetSlug: string;
  channelPackId: number;
  videoSlug: string;
  performerSlug: string;
  channelSlug: string;
  commentId: string;
}
const items: Record<'AURORA' | 'BLAZE', SiteItems> = {} as never;

const FIELDS = 'id body pinned likes';
const DOCS = {
  unlock: 'mutation ($id: ID!) { unlockVideo(input: { id: $id }) { id } }',
  stream: 'query ($id: ID!) { generateVideoToken(videoId: $id, device: "web") { p270 { token } } }',
  download: 'query ($id: ID!) { generateVideoToken(videoId: $id, device: "download") { p270 { token } } }',
  pictureSet: 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token } }',
  rate: 'mutation ($id: Int!) { updateExpertReview(videoId: $id, slug: "global", type: global, rating: 8) { userVideoRatings { global } } }',
  viewVideo: 'mutation ($id: Int!) { trackRecommenderEvent(input: { type: DETAIL_VIEW, videoId: $id }) }',
  viewPerformer: 'mutation ($id: Int!) { trackRecommenderEvent(input: { type: DETAIL_VIEW, modelId: $id }) }',
  pack: 'mutation ($id: ID!) { unlockChannelPack(input: { channelPackId: $id }) { outcome } }',
  comment: (site: string) => `mutation ($id: Int!) { addComment(site: "${site}", videoId: $id, body: "Lovely light in this one") { ${FIELDS} } }`,
  comments: (site: string) => `query ($id: Int!) { comments(site: "${site}", videoId: $id) { totalCount } }`,
  thread: (site: string) => `query ($cid: ID!) { commentThread(site: "${site}", commentId: $cid) { ${FIELDS} } }`,
  reply: (site: string) => `mutation ($cid: ID!) { replyToComment(site: "${site}", commentId: $cid, body: "Agreed, the light") { ${FIELDS} } }`,
  vote: (site: string) => `mutation ($cid: ID!) { voteOnComment(site: "${site}", commentId: $cid, vote: like) { ${FIELDS} } }`,
  pin: (site: string) => `mutation ($cid: ID!) { pinComment(site: "${site}", commentId: $cid) { ${FIELDS} } }`,
  edit: (site: string) => `mutation ($cid: ID!) { editComment(site: "${site}", commentId: $cid, body: "Edited by the admin") { ${FIELDS} } }`,
  remove: (site: string) => `mutation ($cid: ID!) { removeComment(site: "${site}", commentId: $cid) }`,
  favourite: (site: string, kind: string) => `mutation ($slug: String!) { addFavorite(site: "${site}", kind: ${kind}, slug: $slug) }`,
} as const;

type Probe = [what: string, account: string, document: (site: string) => string, variables: (own: SiteItems) => Record<string, unknown>];
const same = (document: string) => () => document;

/** Every member call that names a catalogue item: who makes it (a member with the right on both brands) and with what. */
const PROBES: Probe[] = [
  ['unlockVideo (a pay-per-video credit)', 'demo-trial', same(DOCS.unlock), (own) => ({ id: String(own.videoId) })],
  ['generateVideoToken for the player', 'demo-multisite', same(DOCS.stream), (own) => ({ id: String(own.videoId) })],
  ['generateVideoToken for a download (the quota)', 'demo-multisite', same(DOCS.download), (own) => ({ id: String(own.videoId) })],
  ['generatePictureSetToken', 'demo-multisite', same(DOCS.pictureSet), (own) => ({ slug: own.pictureSetSlug })],
  ['updateExpertReview', 'demo-multisite', same(DOCS.rate), (own) => ({ id: own.videoId })],
  ['trackRecommenderEvent about a video', 'demo-multisite', same(DOCS.viewVideo), (own) => ({ id: own.videoId })],
  ['trackRecommenderEvent about a performer', 'demo-multisite', same(DOCS.viewPerformer), (own) => ({ id: own.performerId })],
  ['unlockChannelPack (gems)', 'demo-multisite', same(DOCS.pack), (own) => ({ id: String(own.channelPackId) })],
  ['comments', 'demo-admin', DOCS.comments, (own) => ({ id: own.videoId })],
  ['addComment', 'demo-admin', DOCS.comment, (own) => ({ id: own.videoId })],
  ['replyToComment', 'demo-admin', DOCS.reply, (own) => ({ cid: own.commentId })],
  ['voteOnComment', 'demo-admin', DOCS.vote, (own) => ({ cid: own.commentId })],
  ['pinComment', 'demo-admin', DOCS.pin, (own) => ({ cid: own.commentId })],
  ['editComment', 'demo-admin', DOCS.edit, (own) => ({ cid: own.commentId })],
  ['removeComment', 'demo-admin', DOCS.remove, (own) => ({ cid: own.commentId })],
  ['addFavorite of a video', 'demo-multisite', (site) => DOCS.favourite(site, 'VIDEO'), (own) => ({ slug: own.videoSlug })],
  ['addFavorite of a performer', 'demo-multisite', (site) => DOCS.favourite(site, 'PERFORMER'), (own) => ({ slug: own.performerSlug })],
  ['addFavorite of a channel', 'demo-multisite', (site) => DOCS.favourite(site, 'CHANNEL'), (own) => ({ slug: own.channelSlug })],
];

type CatalogueAnswer = {
  videos: { nodes: { videoId: number; slug: string; freeVideo: boolean; channel: unknown; pictureSetSlug: string | null; models: { slug: string }[] }[] };
  performers: { nodes: { performerId: number; slug: string }[] };
  channels: { nodes: { slug: string; packs: { channelPackId: number }[] }[] };
};

async function itemsOf(site: 'AURORA' | 'BLAZE'): Promise<SiteItems> {
  const { data } = (await requestAs(upstream.url, '/graphql', {
    body: {
      query: `{ videos(site: "${site}", first: 60) { nodes { videoId slug freeVideo channel { slug } pictureSetSlug models { slug } } }
        performers(site: "${site}", first: 1) { nodes { performerId slug } }
        channels(site: "${site}", first: 1) { nodes { slug packs { channelPackId } } } }`,
    },
  })).body as { data: CatalogueAnswer };
  // An ordinary scene (no pack, not free) with a picture set, so every call about it may go through.
  const video = data.videos.nodes.find((v) => !v.freeVideo && v.channel === null && v.pictureSetSlug !== null && v.models.length > 0);
  const performer = data.performers.nodes[0];
  const channel = data.channels.nodes[0];
  const pack = channel?.packs[0];
  if (!video?.pictureSetSlug || !performer || !channel || !pack) throw new Error(`The seed of ${site} lacks an item the probes need`);
  // A comment to reply to, vote on, pin, edit and remove, written on its own site by a member of it.
  const comment = await call('demo-multisite', site, DOCS.comment(site), { id: video.videoId });
  const commentId = (comment.data?.['addComment'] as { id: string } | undefined)?.id;
  if (!commentId) throw new Error(`No comment could be written on ${site}: ${comment.errors?.[0]?.message}`);
  return {
    videoId: video.videoId,
    videoSlug: video.slug,
    modelSlug: video.models[0]!.slug,
    pictureSetSlug: video.pictureSetSlug,
    performerId: performer.performerId,
    performerSlug: performer.slug,
    channelSlug: channel.slug,
    channelPackId: pack.channelPackId,
    commentId,
  };
}

beforeAll(async () => {
  upstream = await startTestUpstream(24, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken })]);
  items.AURORA = await itemsOf('AURORA');
  items.BLAZE = await itemsOf('BLAZE');
  // The weekly gems due are written on the first read of the wallet: before any state is compared.
  await call('demo-multisite', 'AURORA', '{ walletBalance { amount } }');
}, 120_000);
afterAll(async () => upstream.close());

describe('the stand-in answers another brand\'s items as unknown ones (defence in depth)', () => {
  it.each(PROBES)('%s, as a member of both brands on aurora, naming blaze\'s item: refused, nothing stored', async (_what, account, document, variables) => {
    const before = memberStoreState(upstream.dataDir);
    const answer = await call(account, 'AURORA', document('AURORA'), variables(items.BLAZE));
    expect(answer.data ?? null).toBeNull();
    expect(['BAD_USER_INPUT', 'COMMENT_NOT_FOUND']).toContain(codeOf(answer));
    expect(memberStoreState(upstream.dataDir)).toBe(before);
  });

  it('commentThread of another brand\'s comment is null, as for one removed; its own brand\'s is found', async () => {
    expect((await call('demo-admin', 'AURORA', DOCS.thread('AURORA'), { cid: items.BLAZE.commentId })).data?.['commentThread']).toBeNull();
    expect((await call('demo-admin', 'BLAZE', DOCS.thread('BLAZE'), { cid: items.BLAZE.commentId })).data?.['commentThread']).toMatchObject({ id: items.BLAZE.commentId });
  });

  it.each(PROBES)('%s on the combined site, naming blaze\'s item: answered, as the item is one of its brands\'', async (what, account, document, variables) => {
    const answer = await call(account, 'JADE', document('JADE'), variables(items.BLAZE));
    // The item is known there; the trial rule then keeps an aurora trial's credits to aurora's videos.
    const refusal = what === PROBES[0]?.[0] ? [UNLOCK_REFUSALS.OTHER_BRAND] : [];
    expect(answer.errors?.map((error) => error.message) ?? []).toEqual(refusal);
  });

  it('refuses a member call that names no site, or an unknown one, before looking at its item', async () => {
    const noSite = await fetch(`${upstream.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${testTokenOf('demo-multisite')}` },
      body: JSON.stringify({ query: DOCS.stream, variables: { id: String(items.AURORA.videoId) } }),
    });
    const body = (await noSite.json()) as Answer;
    expect(codeOf(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(SITE_HEADER);
    expect(codeOf(await call('demo-multisite', 'NOWHERE', DOCS.stream, { id: String(items.AURORA.videoId) }))).toBe('BAD_USER_INPUT');
  });

  it('reads the site from the header the site server sends it in', () => {
    expect(SITE_HEADER).toBe(SITE_SIDE_HEADER);
  });
});
