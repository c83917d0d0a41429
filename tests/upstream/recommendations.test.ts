import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersPart } from '../../upstream/members/index.ts';
import { MAX_RECOMMENDATIONS, recommendationsFeature } from '../../upstream/members/recommendations.ts';
import { recommenderFeature } from '../../upstream/members/recommender.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

/** The member schema defines Mutation, which the recommender's events extend. */

type Answer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
type Pick = { videoId: number; site: string; isUpcoming: boolean; crossNavigation: boolean; crossNavigationLink: string | null; recommId: string | null; categories: { slug: string }[]; models: { slug: string }[] };

const VIDEO = 'videoId site isUpcoming crossNavigation crossNavigationLink recommId categories { slug } models { slug }';
const HOME = `query home($site: String!, $limit: Int) { getHomeRecommendations(site: $site, limit: $limit) { ${VIDEO} } }`;
const TAG = `query tag($site: String!, $tag: String!) { getTagRecommendations(site: $site, tag: $tag) { ${VIDEO} } }`;
const VMG = `query vmg($site: String!, $limit: Int) { getVMGRecommendations(site: $site, limit: $limit) { ${VIDEO} } }`;
const MODELS = 'query models($site: String!) { getRecommendedModels(site: $site) { performerId slug site recommId videos(first: 1) { totalCount } } }';
const CHANNELS = 'query channels($site: String!, $internal: Boolean!) { getRecommendedChannels(site: $site, internal: $internal) { slug site isThirdPartyChannel recommId videoCount } }';
const TRACK = 'mutation track($input: RecommenderEventInput!) { trackRecommenderEvent(input: $input) }';

let upstream: Upstream;

async function graphql<T>(query: string, variables: Record<string, unknown>, account?: string): Promise<Answer<T>> {
  const { status, body } = await requestAs(upstream.url, '/graphql', { body: { query, variables }, account });
  return { status, ...(body as Omit<Answer<T>, 'status'>) };
}
async function data<T>(query: string, variables: Record<string, unknown>, account: string): Promise<T> {
  const answer = await graphql<T>(query, variables, account);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}
const home = async (account: string, site = 'AURORA', limit = 9) => (await data<{ getHomeRecommendations: Pick[] }>(HOME, { site, limit }, account)).getHomeRecommendations;
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
/** One recommId per answer, set on every pick. */
function recommIdOf(picks: readonly { recommId: string | null }[]): string {
  const ids = new Set(picks.map((pick) => pick.recommId));
  expect(ids.size).toBe(1);
  const [id] = ids;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

beforeAll(async () => {
  upstream = await startTestUpstream(24, () => [membersPart({ dataDir: null, verify: verifyTestToken, features: [memberBaseFeature, recommenderFeature, recommendationsFeature] })]);
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

describe('home recommendations', () => {
  it('picks released videos of the site, the same ones each time, with a new recommId per answer', async () => {
    const first = await home('fresh');
    const again = await home('fresh');
    expect(first).toHaveLength(9);
    expect(first.every((pick) => pick.site === 'AURORA' && !pick.isUpcoming && !pick.crossNavigation)).toBe(true);
    expect(again.map((pick) => pick.videoId)).toEqual(first.map((pick) => pick.videoId));
    expect(recommIdOf(again)).not.toBe(recommIdOf(first));
  });

  it('leaves out the videos the member has had an event about and brings forward those like them', async () => {
    const before = await home('viewer', 'AURORA', 24);
    const seen = before[before.length - 1]!;
    await data(TRACK, { input: { type: 'DETAIL_VIEW', videoId: seen.videoId } }, 'viewer');
    const after = await home('viewer', 'AURORA', 24);
    expect(after.map((pick) => pick.videoId)).not.toContain(seen.videoId);
    const seenCategories = new Set(seen.categories.map((category) => category.slug));
    const shares = (pick: Pick) => pick.categories.some((category) => seenCategories.has(category.slug)) || pick.models.some((model) => seen.models.some((m) => m.slug === model.slug));
    expect(shares(after[0]!)).toBe(true);
    // Another member's picks are not moved by this member's events.
    expect((await home('fresh')).map((pick) => pick.videoId)).toEqual((await home('fresh')).map((pick) => pick.videoId));
  });

  it('the combined site picks from its standalone sites', async () => {
    const picks = await home('fresh', 'JADE', 24);
    expect(new Set(picks.map((pick) => pick.site)).size).toBeGreaterThan(1);
    expect(picks.every((pick) => pick.site !== 'JADE')).toBe(true);
  });
});

describe('tag recommendations', () => {
  it('picks only videos of the category; an unknown category has none', async () => {
    const [video] = await home('fresh');
    const tag = video!.categories[0]!.slug;
    const picks = (await data<{ getTagRecommendations: Pick[] }>(TAG, { site: 'AURORA', tag }, 'fresh')).getTagRecommendations;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((pick) => pick.site === 'AURORA' && pick.categories.some((category) => category.slug === tag))).toBe(true);
    recommIdOf(picks);
    expect((await data<{ getTagRecommendations: Pick[] }>(TAG, { site: 'AURORA', tag: 'no-such-category' }, 'fresh')).getTagRecommendations).toEqual([]);
  });
});

describe('VMG recommendations', () => {
  it('picks the sister brands\' videos, taking turns between them, each linking to its brand', async () => {
    const picks = (await data<{ getVMGRecommendations: Pick[] }>(VMG, { site: 'AURORA', limit: 6 }, 'fresh')).getVMGRecommendations;
    expect(picks).toHaveLength(6);
    expect(picks.every((pick) => pick.site !== 'AURORA' && pick.crossNavigation)).toBe(true);
    expect(new Set(picks.map((pick) => pick.site)).size).toBe(6);
    for (const pick of picks) expect(pick.crossNavigationLink).toMatch(/^https:\/\/.+\/videos\/.+/);
    recommIdOf(picks);
  });

  it('for the combined site, the sister brands are every brand it gathers', async () => {
    const picks = (await data<{ getVMGRecommendations: Pick[] }>(VMG, { site: 'JADE', limit: 9 }, 'fresh')).getVMGRecommendations;
    expect(new Set(picks.map((pick) => pick.site)).size).toBe(9);
    expect(picks.every((pick) => pick.crossNavigation)).toBe(true);
  });
});

describe('recommended models', () => {
  it('picks performers of the site, leaving out those the member has had an event about', async () => {
    type Model = { performerId: number; site: string; recommId: string };
    const models = async () => (await data<{ getRecommendedModels: Model[] }>(MODELS, { site: 'BLAZE' }, 'fan')).getRecommendedModels;
    const before = await models();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((model) => model.site === 'BLAZE')).toBe(true);
    recommIdOf(before);
    await data(TRACK, { input: { type: 'ADD_BOOKMARK', modelId: before[0]!.performerId } }, 'fan');
    expect((await models()).map((model) => model.performerId)).not.toContain(before[0]!.performerId);
  });
});

describe('recommended channels', () => {
  it.each([[false, true], [true, false]])('internal %s: the site\'s %s partner channels only', async (internal, thirdParty) => {
    type Channel = { site: string; isThirdPartyChannel: boolean; recommId: string };
    const picks = (await data<{ getRecommendedChannels: Channel[] }>(CHANNELS, { site: 'AURORA', internal }, 'fresh')).getRecommendedChannels;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((channel) => channel.site === 'AURORA' && channel.isThirdPartyChannel === thirdParty)).toBe(true);
    recommIdOf(picks);
  });
});

describe('refusals', () => {
  it('without a bearer token: UNAUTHENTICATED, 401', async () => {
    const answer = await graphql(HOME, { site: 'AURORA' });
    expect(answer.status).toBe(401);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an unknown site', { site: 'NOPE', limit: 9 }],
    ['a limit of 0', { site: 'AURORA', limit: 0 }],
    ['a limit over the most', { site: 'AURORA', limit: MAX_RECOMMENDATIONS + 1 }],
  ])('%s: BAD_USER_INPUT', async (_name, variables) => {
    expect(codeOf(await graphql(HOME, variables, 'fresh'))).toBe('BAD_USER_INPUT');
  });
});
