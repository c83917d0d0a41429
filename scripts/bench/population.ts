// bench:ssr's members: demo accounts of several kinds and members who joined through the gateway's
// signup (as the join form does), every one signed in through the real provider, each with
// favourites and ratings of their own, set through the site's own Actions; between rounds a share
// of them change something, as members do while others browse, so that the holes' cache meets
// changed records as it would in production.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { FAVORITE_FIELDS, listOf } from '../../src/features/favorites/favorite-buttons.ts';
import { OVERALL_RATING_MAX } from '../../src/catalogue/rating-scale.ts';
import { GLOBAL_SLUG } from '../../src/features/ratings/rating-rules.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { ACTIONS_PATH_PREFIX } from '../../src/http/action-request.ts';
import { GET_JOIN_OPTIONS, SIGNUP } from '../../src/gateway/documents/billing.ts';
import { resultOf } from '../../src/gateway/result.ts';
import { videoPagePath } from '../../src/routing/paths.ts';
import { TenantBrowser } from '../lib/browser.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';

/** Demo accounts of aurora, or of every site, that keep favourites and rate videos: members, staff and badges. */
export const DEMO_MEMBERS = ['member', 'multisite2020', 'multisite', 'channels', 'moderator', 'commenteditor', 'admin', 'performer', 'director', 'vip'].map(
  (kind) => ({ kind, email: `${kind}@demo.test` }),
);
/** The approved test card of the stand-in biller (upstream/README.md). */
const APPROVED_CARD = { number: '4242424242424242', expiry: '12/39', cvc: '123' };
/** The rating Action's answer to a second rating of one video. */
const CONFLICT = 409;

export interface BenchMember {
  kind: string;
  email: string;
  browser: TenantBrowser;
}

const joinOptions = resultOf(z.object({ options: z.array(z.object({ joinOptionId: z.string(), trial: z.boolean() })) }));
const signedUp = resultOf(z.object({ status: z.string() }));

/**
 * `count` members who joined `site` with a monthly membership through the gateway's signup, named
 * `joined<n>@bench.test`; the stand-in keeps them between runs (an account that exists is fine).
 */
export async function joinedMembers(gatewayUrl: string, site: string, count: number): Promise<{ kind: string; email: string }[]> {
  const gateway = createGatewayClient({ url: gatewayUrl });
  const call = { correlationId: randomUUID() };
  const { options } = await gateway.graphql('getJoinOptions', GET_JOIN_OPTIONS, { site }, joinOptions, call);
  const option = options.find((each) => !each.trial);
  if (!option) throw new Error(`${site} sells no membership to join the bench's members with`);
  const members = [];
  for (let n = 1; n <= count; n++) {
    const email = `joined${n}@bench.test`;
    const input = { site, joinOptionId: option.joinOptionId, email, username: `benchjoined${n}`, password: DEMO_PASSWORD, card: APPROVED_CARD, idempotencyKey: `bench-join-member-${n}` };
    const { status } = await gateway.graphql('signup', SIGNUP, { input }, signedUp, call);
    if (status !== 'APPROVED' && status !== 'ACCOUNT_EXISTS') throw new Error(`The bench's member ${email} could not join: ${status}`);
    members.push({ kind: 'joined', email });
  }
  return members;
}

/** Signs each in through the real provider, on the site at `port` as `host`. */
export async function signIn(port: number, host: string, accounts: readonly { kind: string; email: string }[]): Promise<BenchMember[]> {
  const members: BenchMember[] = [];
  for (const account of accounts) {
    const browser = new TenantBrowser(port, host);
    await browser.logIn(account.email);
    members.push({ ...account, browser });
  }
  return members;
}

/** A video of the tenant, as the members' changes name it. */
export interface BenchVideo {
  videoId: number;
  slug: string;
}

/** Makes `video` a favourite of `member` (op add) or not (remove), through the site's favourites form, as a member without script does. */
export async function setFavourite(member: BenchMember, video: BenchVideo, op: 'add' | 'remove'): Promise<boolean> {
  const answer = await member.browser.request(`${listOf('video').path}?_action=favorites.change`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: member.browser.origin },
    body: new URLSearchParams({
      [FAVORITE_FIELDS.subject]: 'video',
      [FAVORITE_FIELDS.slug]: video.slug,
      [FAVORITE_FIELDS.id]: String(video.videoId),
      [FAVORITE_FIELDS.op]: op,
      [FAVORITE_FIELDS.back]: videoPagePath(video.slug),
      [FAVORITE_FIELDS.recommId]: '',
    }).toString(),
  });
  return answer.status < 400;
}

/** Gives `video` the member's overall rating, through the rating island's Action; a video rated already keeps its rating (the gateway refuses a second). */
export async function rate(member: BenchMember, video: BenchVideo, rating: number): Promise<'rated' | 'rated already' | 'failed'> {
  const answer = await member.browser.request(`${ACTIONS_PATH_PREFIX}ratings.rate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: member.browser.origin },
    body: JSON.stringify({ videoId: video.videoId, type: 'global', slug: GLOBAL_SLUG, rating: Math.min(rating, OVERALL_RATING_MAX), recommId: null }),
  });
  // The gateway refuses a second rating of one video (409): the member has theirs already.
  return answer.status < 400 ? 'rated' : answer.status === CONFLICT ? 'rated already' : 'failed';
}

/** A seeded pseudo-random sequence: the bench's choices are the same in every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Gives every member `each` favourites and `each` ratings among `videos`, their own; returns the
 * members who have both (a kind the site gives neither is left out).
 */
export async function furnish(members: readonly BenchMember[], videos: readonly BenchVideo[], each: number, random: () => number): Promise<BenchMember[]> {
  const furnished: BenchMember[] = [];
  for (const member of members) {
    let favourites = 0;
    let ratings = 0;
    for (let i = 0; i < each; i++) {
      const video = videos[Math.floor(random() * videos.length)] as BenchVideo;
      if (await setFavourite(member, video, 'add')) favourites++;
      if ((await rate(member, video, 1 + Math.floor(random() * OVERALL_RATING_MAX))) !== 'failed') ratings++;
    }
    if (favourites > 0 && ratings > 0) furnished.push(member);
  }
  return furnished;
}

/** What `share` of the members change between two rounds: one favourite each, and one rating. */
export async function changeSome(members: readonly BenchMember[], videos: readonly BenchVideo[], share: number, random: () => number): Promise<number> {
  let changes = 0;
  for (const member of members) {
    if (random() >= share) continue;
    const video = videos[Math.floor(random() * videos.length)] as BenchVideo;
    if (await setFavourite(member, video, random() < 0.5 ? 'add' : 'remove')) changes++;
    if ((await rate(member, videos[Math.floor(random() * videos.length)] as BenchVideo, 1 + Math.floor(random() * OVERALL_RATING_MAX))) === 'rated') changes++;
  }
  return changes;
}
