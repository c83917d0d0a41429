import { describe, expect, it } from 'vitest';
import { recommendationClickSchema, recommendationsTrackingBody, reelEventBody, reelEventSchema } from '../../src/features/tracking/events.ts';
import { isReelEvent, reelEventPath, REEL_EVENTS } from '../../src/routing/tracking-paths.ts';
import { trackedMember } from '../../src/features/tracking/tracking.server.ts';
import { profile } from '../membership/fixtures/profiles.ts';

describe('the reel events of membership spec section 7', () => {
  it('are view, add-bookmark, delete-bookmark and purchase, under /rest/reel', () => {
    expect(REEL_EVENTS.map(reelEventPath)).toEqual(['/rest/reel/view', '/rest/reel/add-bookmark', '/rest/reel/delete-bookmark', '/rest/reel/purchase']);
  });

  it.each([['view', true], ['purchase', true], ['rating', false], ['VIEW', false], [undefined, false]])('%s is one: %s', (event, expected) => {
    expect(isReelEvent(event)).toBe(expected);
  });
});

describe('what the browser may send', () => {
  it.each([
    [{ elementClicked: 'VMG:night-swim', recommId: 'r-1' }, { elementClicked: 'VMG:night-swim', recommId: 'r-1' }],
    [{ elementClicked: ' VMG:x ', recommId: '' }, { elementClicked: 'VMG:x', recommId: null }],
    [{ elementClicked: 'x' }, { elementClicked: 'x', recommId: null }],
  ])('a recommendation click %j → %j', (body, parsed) => {
    expect(recommendationClickSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{}],
    [{ elementClicked: '' }],
    [{ elementClicked: 'x'.repeat(201) }],
    [{ elementClicked: 'x', recommId: 'r'.repeat(65) }],
    [{ elementClicked: 'x', userId: 'someone-else' }],
  ])('a recommendation click %j is refused', (body) => {
    expect(recommendationClickSchema.safeParse(body).success).toBe(false);
  });

  it.each([[{ itemId: 0 }], [{ itemId: 1.5 }], [{ itemId: '3' }], [{ itemId: 3, email: 'x@y.z' }]])('a reel event %j is refused', (body) => {
    expect(reelEventSchema.safeParse(body).success).toBe(false);
  });
});

describe('what the site forwards', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('names the member from the session, the email only with consent', () => {
    expect(trackedMember({ profile: profile({ isTelemetryEnabled: true }) })).toEqual({ userId: '42', email: 'member@example.com' });
    expect(trackedMember({ profile: profile() })).toEqual({ userId: '42', email: null });
  });

  it('sends the spec’s fields: email, userId, elementClicked, recommId', () => {
    expect(recommendationsTrackingBody({ userId: '42', email: null }, { elementClicked: 'VMG:x', recommId: 'r-1' })).toEqual({
      email: null,
      userId: '42',
      elementClicked: 'VMG:x',
      recommId: 'r-1',
    });
  });

  it('sends the spec’s fields: userId, itemId, recommId, email, timestamp', () => {
    expect(reelEventBody({ userId: '42', email: 'm@x.y' }, { itemId: 7, recommId: null }, now)).toEqual({
      userId: '42',
      itemId: 7,
      recommId: null,
      email: 'm@x.y',
      timestamp: '2026-11-23T10:00:00.000Z',
    });
  });
});
