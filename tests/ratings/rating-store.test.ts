import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_RATINGS, RATING_MESSAGES, type RatingPart, type UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';
import type { FlashInput } from '../../src/shell/flash/flash.ts';
import type { RatingAnswer, RatingInput } from '../../islands/ratings/send-rating.ts';

// The Actions client is Astro's (astro:actions), which only an Astro build resolves: each test hands the store its own calls.
vi.mock('../../islands/ratings/send-rating.ts', () => ({ sendRating: vi.fn() }));
const { createRatingStore } = await import('../../islands/ratings/store.ts');
type RatingStore = ReturnType<typeof createRatingStore>;

const parts: RatingPart[] = [
  { type: 'property', slug: 'lighting', name: 'Lighting', tooltip: 'How well the scene is lit.' },
  { type: 'model', slug: 'ana-ashford', name: 'Ana Ashford' },
];

let stores: RatingStore[] = [];
afterEach(() => {
  for (const store of stores) cleanStores(store.$rating, store.$rows, store.$busy);
  stores = [];
});

function storeOf(initial: UserVideoRatings, answer: RatingAnswer = { ok: true, ratings: initial }) {
  const sent: RatingInput[] = [];
  const flashes: FlashInput[] = [];
  const store = createRatingStore(
    { videoId: 12, parts, initial },
    {
      send: (input) => {
        sent.push(input);
        return Promise.resolve(answer);
      },
      recommId: (videoId) => `r-${videoId}`,
      flash: (input) => flashes.push(input),
    },
  );
  stores.push(store);
  return { store, sent, flashes };
}

describe("the rating panel's rows (membership spec sections 5 and 9)", () => {
  it('rates the whole video out of 10 first, then the scene and the performers out of 5', () => {
    const { store } = storeOf({ global: 7, properties: [{ slug: 'lighting', rating: 4 }], models: [] });
    expect(store.$rows.get()).toEqual({
      overall: { type: 'global', slug: 'global', name: 'Overall rating', tooltip: undefined, max: 10, given: 7, message: '' },
      properties: [{ type: 'property', slug: 'lighting', name: 'Lighting', tooltip: 'How well the scene is lit.', max: 5, given: 4, message: '' }],
      models: [{ type: 'model', slug: 'ana-ashford', name: 'Ana Ashford', tooltip: undefined, max: 5, given: null, message: '' }],
    });
  });
});

describe("a member's press", () => {
  it.each<[string, UserVideoRatings, Parameters<RatingStore['rate']>, string]>([
    ['a part before the overall rating', NO_RATINGS, ['property', 'lighting', 4], RATING_MESSAGES.overallFirst],
    ['a part rated already', { global: 6, properties: [], models: [{ slug: 'ana-ashford', rating: 3 }] }, ['model', 'ana-ashford', 5], RATING_MESSAGES.alreadyRated],
  ])('is refused beside the part without asking the server: %s', async (_case, initial, press, message) => {
    const { store, sent } = storeOf(initial);
    await store.rate(...press);
    expect(sent).toEqual([]);
    const [type, slug] = press;
    const rows = store.$rows.get();
    expect([rows.overall, ...rows.properties, ...rows.models].find((row) => row.type === type && row.slug === slug)?.message).toBe(message);
  });

  it("sends the rating with the page's recommId, busy until the answer, then shows what was given", async () => {
    const { store, sent } = storeOf(NO_RATINGS, { ok: true, ratings: { global: 8, properties: [], models: [] } });
    void store.rate('global', 'global', 8);
    expect(store.$busy.get()).toBe(true);
    await allTasks();
    expect(sent).toEqual([{ videoId: 12, type: 'global', slug: 'global', rating: 8, recommId: 'r-12' }]);
    expect(store.$busy.get()).toBe(false);
    expect(store.$rows.get().overall.given).toBe(8);
  });

  it("shows the server's refusal beside the part, which may be rated again", async () => {
    const { store, flashes } = storeOf({ global: 6, properties: [], models: [] }, { ok: false, refused: true, message: 'You have already rated.' });
    await store.rate('model', 'ana-ashford', 5);
    expect(store.$rows.get().models[0]).toMatchObject({ given: null, message: 'You have already rated.' });
    expect(flashes).toEqual([]);
  });

  it('flashes a failed update (membership spec section 8), with nothing beside the part', async () => {
    const { store, flashes } = storeOf(NO_RATINGS, { ok: false, refused: false, message: RATING_MESSAGES.failed });
    await store.rate('global', 'global', 8);
    expect(flashes).toEqual([{ type: 'error', message: RATING_MESSAGES.failed }]);
    expect(store.$rows.get().overall).toMatchObject({ given: null, message: '' });
    expect(store.$busy.get()).toBe(false);
  });

  it('clears the refusal beside a part when it is rated again', async () => {
    const { store } = storeOf(NO_RATINGS, { ok: true, ratings: { global: 9, properties: [], models: [] } });
    await store.rate('property', 'lighting', 4);
    expect(store.$rows.get().properties[0]?.message).toBe(RATING_MESSAGES.overallFirst);
    await store.rate('global', 'global', 9);
    await store.rate('property', 'lighting', 4);
    expect(store.$rows.get().properties[0]?.message).toBe('');
  });
});
