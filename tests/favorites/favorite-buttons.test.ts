import { describe, expect, it } from 'vitest';
import {
  failedChange,
  failedLocation,
  failedValue,
  favoriteChangeOf,
  favoriteLabel,
  listOf,
  type FavoriteChange,
} from '../../src/features/favorites/favorite-buttons.ts';
import { FAVORITE_FAILURES, FAVORITE_LISTS } from '../../src/features/favorites/favorites.ts';
import { handleChange } from '../../src/features/favorites/favorites.server.ts';
import type { RecommenderEvent } from '../../src/features/recommendations/recommender.server.ts';
import { memoryLogger } from '../support/memory-logger.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const button = { subject: 'video', slug: 'night-swim-1', id: '12', op: 'add', back: '/videos/night-swim-1', recommId: 'r-1' };

describe('what a favourite button posts', () => {
  it('is read back as the change it asks for', () => {
    expect(favoriteChangeOf(form(button))).toEqual({ subject: 'video', slug: 'night-swim-1', id: 12, op: 'add', back: '/videos/night-swim-1', recommId: 'r-1' });
  });

  it.each([
    ['an unknown subject', { subject: 'channel' }],
    ['an inherited name as subject', { subject: 'constructor' }],
    ['an unknown op', { op: 'toggle' }],
    ['a slug that is not one', { slug: '../x' }],
    ['an id that is not one', { id: '12abc' }],
    ['a negative id', { id: '-3' }],
  ])('is not a button\'s with %s', (_name, field) => {
    expect(favoriteChangeOf(form({ ...button, ...field }))).toBeNull();
  });

  it.each([
    ['video', '/favorites/videos'],
    ['channel-video', '/favorites/videos'],
    ['performer', '/favorites/performers'],
  ] as const)('posts a %s to %s without script', (subject, path) => {
    expect(listOf(subject).path).toBe(path);
  });

  it('says what it does, naming the item on a card', () => {
    expect([favoriteLabel('add'), favoriteLabel('remove'), favoriteLabel('add', 'Night Swim'), favoriteLabel('remove', 'Ana')]).toEqual([
      'Add to favourites',
      'Remove from favourites',
      'Add Night Swim to favourites',
      'Remove Ana from favourites',
    ]);
  });

  it('names a failed change in the query it comes back with, and reads it back', () => {
    const change = { subject: 'channel-video', op: 'remove', slug: 'night-swim-1' } as const;
    expect(failedChange(failedValue(change))).toEqual(change);
    expect(failedLocation('/videos/night-swim-1?page=2#rate', failedValue(change))).toBe('/videos/night-swim-1?page=2&favorite_failed=channel-video.remove.night-swim-1#rate');
    expect([failedChange('video.add'), failedChange('video.add.a.b'), failedChange('nope.add.a'), failedChange(null)]).toEqual([null, null, null, null]);
  });

  it('keeps one text per failure: the lists\' unfavourite failures are the buttons\'', () => {
    expect(FAVORITE_LISTS.map((list) => list.removeFailed)).toEqual([FAVORITE_FAILURES.video.remove, FAVORITE_FAILURES.performer.remove, FAVORITE_FAILURES.channel.remove]);
  });
});

describe('a favourite button\'s change', () => {
  const change: FavoriteChange = { subject: 'performer', slug: 'ana-ashford', id: 7, op: 'add', back: '/performers/ana-ashford', recommId: ' r-9 ' };

  function api(fail = false) {
    const calls: string[] = [];
    const call = (op: string) => async (kind: string, slug: string) => {
      calls.push(`${op} ${kind} ${slug}`);
      if (fail) throw new Error('gateway down');
    };
    return { calls, addFavorite: call('add'), removeFavorite: call('remove') };
  }

  it.each([
    ['add', 'ADD_BOOKMARK', true],
    ['remove', 'DELETE_BOOKMARK', false],
  ] as const)('%s changes the list and tells the recommender (%s)', async (op, type, favourite) => {
    const calls = api();
    const events: RecommenderEvent[] = [];
    const outcome = await handleChange({ ...change, op }, calls, async (event) => void events.push(event), memoryLogger().logger);
    expect(outcome).toEqual({ ok: true, favourite, back: '/performers/ana-ashford' });
    expect(calls.calls).toEqual([`${op} PERFORMER ana-ashford`]);
    expect(events).toEqual([{ type, item: { kind: 'model', id: 7 }, recommId: 'r-9' }]);
  });

  it('fails with the spec\'s failure for its subject and op, and tells the recommender nothing', async () => {
    const events: RecommenderEvent[] = [];
    const log = memoryLogger();
    const outcome = await handleChange({ ...change, subject: 'channel-video', slug: 'night-swim-1', op: 'remove' }, api(true), async (event) => void events.push(event), log.logger);
    expect(outcome).toEqual({
      ok: false,
      message: 'Failed to remove the channel video from your favourites. Please try again later.',
      back: '/performers/ana-ashford',
      failed: 'channel-video.remove.night-swim-1',
    });
    expect(events).toEqual([]);
    expect(log.lines).toHaveLength(1);
  });
});
