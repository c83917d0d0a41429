import { describe, expect, it } from 'vitest';
import { recommendationClickSchema, recommendationsTrackingBody } from '../../src/features/tracking/events.ts';
import { ACCEPTED, forwardTrackingEvent } from '../../src/features/tracking/tracking.server.ts';
import { ApiError, apiFailedMessage, type ApiRequest } from '../../src/gateway/api-client.ts';
import { GatewayError } from '../../src/gateway/errors.ts';
import type { RequestContext } from '../../src/server/request-context.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { profile } from '../membership/fixtures/profiles.ts';

type Sent = { method: string; path: string; body: unknown };

function contextWith(answer: () => Promise<unknown>, signedIn = true) {
  const sent: Sent[] = [];
  const logger = memoryLogger();
  const context = {
    log: logger.logger,
    member: signedIn
      ? {
          profile: profile({ isTelemetryEnabled: true }),
          gateway: {
            api: async ({ method, path, body }: ApiRequest) => {
              sent.push({ method, path, body });
              return answer();
            },
          },
        }
      : null,
  } as unknown as RequestContext;
  return { context, sent, logger };
}

const request = (body: string) => new Request('http://aurora.localhost/recommendations-tracking', { method: 'POST', body });
const forward = (context: RequestContext, body: string) =>
  forwardTrackingEvent({ context, request: request(body), schema: recommendationClickSchema, path: '/recommendations-tracking', body: recommendationsTrackingBody });

describe('POST /recommendations-tracking on the site', () => {
  it('forwards the member’s click with who they are, from the session', async () => {
    const { context, sent } = contextWith(async () => ({ ok: true }));
    const response = await forward(context, JSON.stringify({ elementClicked: 'VMG:x', recommId: 'r-1' }));
    expect(response.status).toBe(ACCEPTED);
    expect(await response.json()).toEqual({ forwarded: true });
    expect(sent).toEqual([{ method: 'POST', path: '/recommendations-tracking', body: { email: 'member@example.com', userId: '42', elementClicked: 'VMG:x', recommId: 'r-1' } }]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a visitor', undefined, '{"elementClicked":"x"}', 401],
    ['not JSON', true, '{', 400],
    ['a body of another shape', true, '{"userId":"7","elementClicked":"x"}', 400],
  ])('refuses %s with %i, forwarding nothing', async (_, signedIn, body, status) => {
    const { context, sent } = contextWith(async () => null, signedIn === true);
    const response = await forward(context, body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
    expect(sent).toEqual([]);
  });

  // The API client logs each failure with its status, method and path (tests/gateway/api-client.test.ts).
  it.each([
    ['the gateway refuses it', async () => Promise.reject(new ApiError('bad-answer', { method: 'POST', path: '/recommendations-tracking' }, 400, apiFailedMessage(400), { message: 'bad' }))],
    ['the gateway is down or too slow', async () => Promise.reject(new GatewayError('unavailable', '/recommendations-tracking', 'did not answer within 10000 ms'))],
  ])('accepts it unforwarded when %s', async (_, answer) => {
    const { context } = contextWith(answer);
    const response = await forward(context, JSON.stringify({ elementClicked: 'VMG:x' }));
    expect(response.status).toBe(ACCEPTED);
    expect(await response.json()).toEqual({ forwarded: false });
  });
});
