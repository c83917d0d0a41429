import { describe, expect, it } from 'vitest';
import type { RestAnswer } from '../../src/gateway/client.ts';
import { signupExtern } from '../../src/features/join/join.server.ts';
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

describe('/_signup-extern/:biller reads data.data, and a 400 is signup denied (membership spec sections 2 and 7)', () => {
  it.each<[string, RestAnswer, typeof WELCOME | null]>([
    ['the welcome data', { ok: true, status: 200, body: { data: { data: WELCOME } } }, WELCOME],
    ['400: denied', { ok: false, status: 400, body: { message: 'Unknown external biller' } }, null],
    ['200 without welcome data: denied', { ok: true, status: 200, body: { data: {} } }, null],
  ])('%s', async (_case, answer, expected) => {
    const { context, asked } = contextAnswering(answer);
    expect(await signupExtern(context, 'ECHST', { memberid: '42', hashedMemberId: 'hash', username: 'newbie', siteId: 'AURORA' })).toEqual(expected);
    expect(asked[0]).toBe('/signup-extern/ECHST?memberid=42&hashedMemberId=hash&username=newbie&siteId=AURORA');
  });
});
