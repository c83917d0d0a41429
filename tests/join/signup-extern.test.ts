import { describe, expect, it } from 'vitest';
import type { RestAnswer } from '../../src/gateway/client.ts';
import { signupExtern, type SignupExternAnswer } from '../../src/features/join/join.server.ts';
import type { RequestContext } from '../../src/server/request-context.ts';

const WELCOME = { memberid: '42', hashedMemberId: 'hash', username: 'newbie', siteId: 'AURORA' };

/** A request context whose gateway answers the signup-extern call with `answer`, recording the path asked. */
function contextAnswering(answer: RestAnswer): { context: RequestContext; asked: string[] } {
  const asked: string[] = [];
  const gateway = {
    url: 'http://upstream.test',
    graphql: () => Promise.reject(new Error('not used')),
    rest: (_method: string, path: string) => {
      asked.push(path);
      return Promise.resolve(answer);
    },
  };
  return { context: { gateway, correlationId: 'c-1' } as unknown as RequestContext, asked };
}

describe('/_signup-extern/:biller reads data.data, and a 400 alone is signup denied (membership spec sections 2 and 7)', () => {
  it.each<[string, RestAnswer, SignupExternAnswer]>([
    ['the welcome data', { ok: true, status: 200, body: { data: { data: WELCOME } } }, { kind: 'welcome', welcome: WELCOME }],
    ['400: denied', { ok: false, status: 400, body: { message: 'Unknown external biller' } }, { kind: 'denied' }],
    // No verdict: a member who may have paid is never told the purchase was denied.
    ['500: no answer to go by', { ok: false, status: 500, body: null }, { kind: 'unavailable', detail: 'status 500' }],
    ['200 without welcome data: no answer to go by', { ok: true, status: 200, body: { data: {} } }, { kind: 'unavailable', detail: 'an answer without welcome data' }],
  ])('%s', async (_case, answer, expected) => {
    const { context, asked } = contextAnswering(answer);
    expect(await signupExtern(context, 'ECHST', { memberid: '42', hashedMemberId: 'hash', username: 'newbie', siteId: 'AURORA' })).toEqual(expected);
    expect(asked[0]).toBe('/signup-extern/ECHST?memberid=42&hashedMemberId=hash&username=newbie&siteId=AURORA');
  });
});
