import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_REVIEW_PROPERTIES, expertReviewOf } from '../../upstream/expert-review.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { RATING_REFUSALS, ratingRefusal, type GivenRating, type RatingRefusalCode } from '../../upstream/members/ratings.ts';
import { ratingsFeature } from '../../upstream/members/ratings.resolvers.ts';
import { recommenderFeature } from '../../upstream/members/recommender.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

type GraphQLAnswer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** The member schema (it defines Mutation), with the member resolvers: what the features extend. */

let upstream: Upstream;
/** Released AURORA videos with their performers' slugs. */
let videos: { videoId: number; models: { slug: string }[] }[];

async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, account?: string): Promise<GraphQLAnswer<T>> {
  const { status, body } = await requestAs(upstream.url, '/graphql', { body: { query, variables }, account });
  return { status, ...(body as Omit<GraphQLAnswer<T>, 'status'>) };
}

const RATE = `mutation rate($videoId: Int!, $slug: String!, $type: ExpertReviewType!, $rating: Int!, $recommId: String) {
  updateExpertReview(videoId: $videoId, slug: $slug, type: $type, rating: $rating, recommId: $recommId) {
    expertReview { global properties { slug name rating } models { slug rating } }
    userVideoRatings { global properties { slug rating } models { slug rating } } } }`;
const REVIEW = 'query review($videoId: Int!) { userVideoReview(videoId: $videoId) { global properties { slug rating } models { slug rating } } }';
const EVENTS = 'query { recommenderEvents(first: 50) { type videoId modelId recommId rating at } }';
const TRACK = 'mutation track($input: RecommenderEventInput!) { trackRecommenderEvent(input: $input) }';

type Rated = { updateExpertReview: { expertReview: { global: number; properties: { slug: string }[] } | null; userVideoRatings: { global: number | null; properties: { slug: string; rating: number }[] } } };
type Events = { recommenderEvents: { type: string; videoId: number | null; modelId: number | null; recommId: string | null; rating: number | null }[] };

const rate = (account: string, videoId: number, type: string, slug: string, rating: number, recommId?: string) =>
  graphql<Rated>(RATE, { videoId, type, slug, rating, recommId }, account);
const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  upstream = await startTestUpstream(12, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, ratingsFeature, recommenderFeature] })]);
  const answer = await graphql<{ videos: { nodes: { videoId: number; isUpcoming: boolean; models: { slug: string }[] }[] } }>(
    'query { videos(site: "AURORA", first: 12) { nodes { videoId isUpcoming models { slug } } } }',
    {},
  );
  videos = answer.data!.videos.nodes.filter((video) => !video.isUpcoming);
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

describe('which rating the upstream records (membership spec sections 5 and 9)', () => {
  const overall: GivenRating = { type: 'global', slug: 'global', rating: 8 };
  const lighting: GivenRating = { type: 'property', slug: 'lighting', rating: 4 };
  it.each<[string, { type: string; slug: string; rating: number }, GivenRating[], RatingRefusalCode | null]>([
    ['the overall rating first', { type: 'global', slug: 'global', rating: 7 }, [], null],
    ['the overall rating at its maximum, 10', { type: 'global', slug: 'global', rating: 10 }, [], null],
    ['an overall rating of 11', { type: 'global', slug: 'global', rating: 11 }, [], 'BAD_USER_INPUT'],
    ['an overall rating of 0', { type: 'global', slug: 'global', rating: 0 }, [], 'BAD_USER_INPUT'],
    ['half a point', { type: 'global', slug: 'global', rating: 7.5 }, [], 'BAD_USER_INPUT'],
    ['the overall rating under another slug', { type: 'global', slug: 'lighting', rating: 7 }, [], 'BAD_USER_INPUT'],
    ['a property before the overall rating', { type: 'property', slug: 'lighting', rating: 4 }, [], 'OVERALL_RATING_FIRST'],
    ['a performer before the overall rating', { type: 'model', slug: 'ana', rating: 4 }, [], 'OVERALL_RATING_FIRST'],
    ['a property after the overall rating', { type: 'property', slug: 'lighting', rating: 4 }, [overall], null],
    ['a property at its maximum, 5', { type: 'property', slug: 'storyline', rating: 5 }, [overall], null],
    ['a property rated 6', { type: 'property', slug: 'storyline', rating: 6 }, [overall], 'BAD_USER_INPUT'],
    ['a property the spec does not name', { type: 'property', slug: 'soundtrack', rating: 3 }, [overall], 'BAD_USER_INPUT'],
    ['a performer of the video', { type: 'model', slug: 'ana', rating: 5 }, [overall], null],
    ['a performer not in the video', { type: 'model', slug: 'someone-else', rating: 5 }, [overall], 'BAD_USER_INPUT'],
    ['an unknown type', { type: 'soundtrack', slug: 'global', rating: 3 }, [], 'BAD_USER_INPUT'],
    ['the overall rating a second time', { type: 'global', slug: 'global', rating: 9 }, [overall], 'ALREADY_RATED'],
    ['a property a second time', { type: 'property', slug: 'lighting', rating: 2 }, [overall, lighting], 'ALREADY_RATED'],
  ])('%s', (_name, request, given, code) => {
    expect(ratingRefusal(request, ['ana'], given)?.code ?? null).toBe(code);
  });

  it('words its refusals as the spec does', () => {
    expect(ratingRefusal({ type: 'property', slug: 'lighting', rating: 4 }, [], [])?.message).toBe('Oops! Please leave your overall rating first to continue');
    expect(ratingRefusal(overall, [], [overall])?.message).toBe('You have already rated.');
  });
});

describe('the expert review in the catalogue (browsing spec section 3)', () => {
  it('rates every property of the spec out of 5 and the whole out of 10, the same on every run', () => {
    const review = expertReviewOf({ videoId: 42, isUpcoming: false }, [{ slug: 'ana', name: 'Ana' }]);
    expect(review?.properties.map((property) => property.slug)).toEqual(EXPERT_REVIEW_PROPERTIES.map((property) => property.slug));
    expect(review?.global).toBeGreaterThanOrEqual(1);
    expect(review?.global).toBeLessThanOrEqual(10);
    for (const part of [...(review?.properties ?? []), ...(review?.models ?? [])]) {
      expect(part.rating).toBeGreaterThan(0);
      expect(part.rating).toBeLessThanOrEqual(5);
    }
    expect(review?.models).toEqual([{ slug: 'ana', name: 'Ana', rating: expect.any(Number) }]);
    expect(expertReviewOf({ videoId: 42, isUpcoming: false }, [{ slug: 'ana', name: 'Ana' }])).toEqual(review);
    expect(expertReviewOf({ videoId: 42, isUpcoming: true }, [])).toBeNull();
  });

  it('is served on the catalogue\'s released videos, one rating per performer', async () => {
    const listed = await graphql<{ videos: { nodes: { isUpcoming: boolean; models: { slug: string }[]; expertReview: { properties: unknown[]; models: { slug: string }[] } | null }[] } }>(
      'query { videos(site: "AURORA", first: 12) { nodes { isUpcoming models { slug } expertReview { global properties { slug name rating } models { slug name rating } } } } }',
      {},
    );
    for (const video of listed.data!.videos.nodes) {
      expect(video.expertReview === null).toBe(video.isUpcoming);
      if (!video.expertReview) continue;
      expect(video.expertReview.properties).toHaveLength(EXPERT_REVIEW_PROPERTIES.length);
      expect(video.expertReview.models.map((model) => model.slug)).toEqual(video.models.map((model) => model.slug));
    }
  });
});

describe('updateExpertReview on the real upstream', () => {
  it('answers 401 without a live token', async () => {
    const answer = await graphql(RATE, { videoId: videos[0]!.videoId, type: 'global', slug: 'global', rating: 5 });
    expect(answer.status).toBe(401);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });

  it('refuses a property before the overall rating, then takes the overall rating and the property, and keeps them', async () => {
    const { videoId } = videos[0]!;
    const early = await rate('order', videoId, 'property', 'lighting', 4);
    expect(codeOf(early)).toBe('OVERALL_RATING_FIRST');
    expect(early.errors?.[0]?.message).toBe(RATING_REFUSALS.OVERALL_RATING_FIRST);

    const overall = await rate('order', videoId, 'global', 'global', 8);
    expect(overall.errors).toBeUndefined();
    expect(overall.data!.updateExpertReview.userVideoRatings).toMatchObject({ global: 8, properties: [] });
    expect(overall.data!.updateExpertReview.expertReview?.properties).toHaveLength(EXPERT_REVIEW_PROPERTIES.length);

    const lighting = await rate('order', videoId, 'property', 'lighting', 4);
    expect(lighting.data!.updateExpertReview.userVideoRatings).toMatchObject({ global: 8, properties: [{ slug: 'lighting', rating: 4 }] });

    const stored = await graphql<{ userVideoReview: unknown }>(REVIEW, { videoId }, 'order');
    expect(stored.data!.userVideoReview).toEqual({ global: 8, properties: [{ slug: 'lighting', rating: 4 }], models: [] });
    // Another member's ratings are theirs.
    expect((await graphql<{ userVideoReview: unknown }>(REVIEW, { videoId }, 'someone-else')).data!.userVideoReview).toEqual({ global: null, properties: [], models: [] });
  });

  it('rates a performer of the video after the overall rating', async () => {
    const video = videos.find((candidate) => candidate.models.length > 0)!;
    await rate('performers', video.videoId, 'global', 'global', 6);
    const answer = await rate('performers', video.videoId, 'model', video.models[0]!.slug, 5);
    expect(answer.errors).toBeUndefined();
  });

  it('refuses an unknown video and a rating out of range with BAD_USER_INPUT', async () => {
    expect(codeOf(await rate('bad', 999_999, 'global', 'global', 5))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rate('bad', videos[0]!.videoId, 'global', 'global', 11))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['overall rating', 'global', 'global', 9, false],
    ['property rating', 'property', 'camera-angles', 3, true],
  ])('twenty parallel identical %ss change the state exactly once', async (_name, type, slug, rating, overallFirst) => {
    const account = `parallel-${type}`;
    const { videoId } = videos[1]!;
    if (overallFirst) await rate(account, videoId, 'global', 'global', 7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => rate(account, videoId, type, slug, rating, 'recomm-parallel')));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.errors !== undefined);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((answer) => `${codeOf(answer)}: ${answer.errors?.[0]?.message}`))).toEqual(new Set(['ALREADY_RATED: You have already rated.']));
    const review = (await graphql<{ userVideoReview: { global: number; properties: unknown[] } }>(REVIEW, { videoId }, account)).data!.userVideoReview;
    expect(type === 'global' ? review.global : review.properties).toEqual(type === 'global' ? rating : [{ slug, rating }]);
    const events = (await graphql<Events>(EVENTS, {}, account)).data!.recommenderEvents.filter((event) => event.type === 'RATING');
    expect(events).toHaveLength(1);
  });
});

describe('the recommender stand-in records the member\'s events (membership spec section 7)', () => {
  it('records the overall rating with its recommId, not the property ratings', async () => {
    const { videoId } = videos[2]!;
    await rate('recommended', videoId, 'global', 'global', 9, 'recomm-42');
    await rate('recommended', videoId, 'property', 'storyline', 2, 'recomm-42');
    const events = (await graphql<Events>(EVENTS, {}, 'recommended')).data!.recommenderEvents;
    expect(events).toEqual([{ type: 'RATING', videoId, modelId: null, recommId: 'recomm-42', rating: 9, at: expect.any(String) }]);
  });

  it('records detail views, bookmarks and purchases of videos and performers, newest first, for their member only', async () => {
    const { videoId } = videos[0]!;
    const performer = await graphql<{ performers: { nodes: { performerId: number }[] } }>('query { performers(site: "AURORA", first: 1) { nodes { performerId } } }', {});
    const modelId = performer.data!.performers.nodes[0]!.performerId;
    for (const input of [
      { type: 'DETAIL_VIEW', videoId, recommId: 'r-1' },
      { type: 'ADD_BOOKMARK', videoId },
      { type: 'DELETE_BOOKMARK', videoId, recommId: '' },
      { type: 'DETAIL_VIEW', modelId },
      { type: 'PURCHASE', videoId, recommId: 'r-2' },
    ]) {
      expect((await graphql(TRACK, { input }, 'events')).data).toEqual({ trackRecommenderEvent: true });
    }
    const events = (await graphql<Events>(EVENTS, {}, 'events')).data!.recommenderEvents;
    expect(events.map(({ type, videoId: video, modelId: model, recommId }) => [type, video, model, recommId])).toEqual([
      ['PURCHASE', videoId, null, 'r-2'],
      ['DETAIL_VIEW', null, modelId, null],
      ['DELETE_BOOKMARK', videoId, null, null],
      ['ADD_BOOKMARK', videoId, null, null],
      ['DETAIL_VIEW', videoId, null, 'r-1'],
    ]);
    expect((await graphql<Events>(EVENTS, {}, 'nobody')).data!.recommenderEvents).toEqual([]);
  });

  it.each<[string, (videoId: number) => Record<string, unknown>]>([
    ['neither a video nor a performer', () => ({ type: 'DETAIL_VIEW' })],
    ['both a video and a performer', (videoId) => ({ type: 'DETAIL_VIEW', videoId, modelId: 1 })],
    ['an unknown video', () => ({ type: 'DETAIL_VIEW', videoId: 999_999 })],
    ['a rating (updateExpertReview records those)', (videoId) => ({ type: 'RATING', videoId })],
    ['a recommId longer than 64 characters', (videoId) => ({ type: 'DETAIL_VIEW', videoId, recommId: 'x'.repeat(65) })],
  ])('refuses %s with BAD_USER_INPUT', async (_name, input) => {
    expect(codeOf(await graphql(TRACK, { input: input(videos[0]!.videoId) }, 'refused'))).toBe('BAD_USER_INPUT');
  });
});
