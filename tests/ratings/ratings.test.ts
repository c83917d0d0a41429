import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/gateway/errors.ts';
import { givenRating, NO_RATINGS, RATING_MESSAGES, ratingRefusal, type RatingRequest, type UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';
import { rateVideo } from '../../src/features/ratings/ratings.server.ts';
import { EXPERT_REVIEW_TOOLTIPS, tooltipOf } from '../../src/features/ratings/tooltips.ts';
import { rateInputSchema } from '../../src/features/ratings/rate-input.ts';
import { memoryLogger } from '../support/memory-logger.ts';

const rated: UserVideoRatings = { global: 8, properties: [{ slug: 'lighting', rating: 4 }], models: [{ slug: 'ana-ashford', rating: 5 }] };

describe('what the page lets a member rate (membership spec sections 5 and 9)', () => {
  it.each<[string, RatingRequest, UserVideoRatings, keyof typeof RATING_MESSAGES | null]>([
    ['the overall rating first', { type: 'global', slug: 'global', rating: 7 }, NO_RATINGS, null],
    ['a property before the overall rating', { type: 'property', slug: 'storyline', rating: 3 }, NO_RATINGS, 'overallFirst'],
    ['a performer before the overall rating', { type: 'model', slug: 'ana-ashford', rating: 3 }, NO_RATINGS, 'overallFirst'],
    ['a property after the overall rating', { type: 'property', slug: 'storyline', rating: 3 }, rated, null],
    ['a performer after the overall rating', { type: 'model', slug: 'leon-vale', rating: 3 }, rated, null],
    ['the overall rating again', { type: 'global', slug: 'global', rating: 9 }, rated, 'alreadyRated'],
    ['a property again', { type: 'property', slug: 'lighting', rating: 2 }, rated, 'alreadyRated'],
    ['a performer again', { type: 'model', slug: 'ana-ashford', rating: 1 }, rated, 'alreadyRated'],
  ])('%s', (_name, request, ratings, refusal) => {
    expect(ratingRefusal(request, ratings)).toBe(refusal);
  });

  it('says so in the spec\'s words', () => {
    expect(RATING_MESSAGES.overallFirst).toBe('Oops! Please leave your overall rating first to continue');
    expect(RATING_MESSAGES.alreadyRated).toBe('You have already rated.');
  });

  it('reads what the member gave each part', () => {
    expect([givenRating(rated, 'global', 'global'), givenRating(rated, 'property', 'lighting'), givenRating(rated, 'property', 'location'), givenRating(rated, 'model', 'ana-ashford')]).toEqual([8, 4, null, 5]);
  });
});

describe('the rating action\'s input', () => {
  it.each([
    ['an overall rating of 10', { type: 'global', rating: 10 }, true],
    ['an overall rating of 11', { type: 'global', rating: 11 }, false],
    ['a property rating of 5', { type: 'property', rating: 5 }, true],
    ['a property rating of 6', { type: 'property', rating: 6 }, false],
    ['a performer rating of 0', { type: 'model', rating: 0 }, false],
    ['half a point', { type: 'global', rating: 6.5 }, false],
    ['an unknown type', { type: 'soundtrack', rating: 3 }, false],
  ])('%s is %s', (_name, part, valid) => {
    expect(rateInputSchema.safeParse({ videoId: 12, slug: 'lighting', recommId: null, ...part }).success).toBe(valid);
  });

  it('takes an empty or unusable recommId as none', () => {
    expect(rateInputSchema.parse({ videoId: 12, type: 'global', slug: 'global', rating: 3, recommId: '  ' }).recommId).toBeNull();
    expect(rateInputSchema.parse({ videoId: 12, type: 'global', slug: 'global', rating: 3, recommId: 'r-1' }).recommId).toBe('r-1');
    expect(rateInputSchema.safeParse({ videoId: 12, type: 'global', slug: 'global', rating: 3, recommId: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('a rating through the gateway', () => {
  const request: RatingRequest = { type: 'global', slug: 'global', rating: 7 };
  const refusing = (code: string | undefined, kind: 'bad-answer' | 'unavailable' = 'bad-answer') => ({
    updateExpertReview: () => Promise.reject(new GatewayError(kind, 'updateExpertReview', 'refused', { code })),
  });

  it('answers the member\'s ratings and passes the recommId on', async () => {
    const calls: unknown[] = [];
    const api = { updateExpertReview: async (...args: unknown[]) => (calls.push(args), rated) };
    expect(await rateVideo(api, 12, request, 'r-1', memoryLogger().logger)).toEqual({ ok: true, ratings: rated });
    expect(calls).toEqual([[12, request, 'r-1']]);
  });

  it.each([
    ['ALREADY_RATED', 'bad-answer', 'You have already rated.'],
    ['OVERALL_RATING_FIRST', 'bad-answer', 'Oops! Please leave your overall rating first to continue'],
    ['BAD_USER_INPUT', 'bad-answer', RATING_MESSAGES.failed],
    [undefined, 'unavailable', RATING_MESSAGES.failed],
  ] as const)('turns the gateway\'s %s (%s) into "%s"', async (code, kind, message) => {
    const log = memoryLogger();
    const outcome = await rateVideo(refusing(code, kind), 12, request, null, log.logger);
    expect(outcome).toMatchObject({ ok: false, message });
    // Refusals are the member's doing; only a failure is logged.
    expect(log.lines.length > 0).toBe(message === RATING_MESSAGES.failed);
  });

  it('lets a bug through to the error page', async () => {
    await expect(rateVideo({ updateExpertReview: () => Promise.reject(new TypeError('bug')) }, 12, request, null, memoryLogger().logger)).rejects.toThrow('bug');
  });
});

describe('the expert review\'s tooltips (browsing spec section 3)', () => {
  it('has one for each rating property of the spec, none for a performer', () => {
    expect(Object.keys(EXPERT_REVIEW_TOOLTIPS)).toEqual(['performer-chemistry', 'photo-set', 'sex-position', 'sex-scene', 'lighting', 'storyline', 'location', 'camera-angles']);
    expect(tooltipOf('lighting')).toBe('How well the scene is lit.');
    expect(tooltipOf('ana-ashford')).toBeUndefined();
    expect(tooltipOf('constructor')).toBeUndefined();
  });
});
