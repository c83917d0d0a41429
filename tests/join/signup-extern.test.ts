import { describe, expect, it } from 'vitest';
import { signupExtern, type SignupExternAnswer } from '../../src/features/join/join.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import type { RequestContext } from '../../src/server/request-context.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';

const WELCOME = { memberid: '42', hashedMemberId: 'hash', username: 'newbie', siteId: 'AURORA' };

describe('/_signup-extern/:biller reads data.data, and a 400 alone is signup denied (membership spec sections 2 and 7)', () => {
  it.each<[string, number, unknown, SignupExternAnswer['kind']]>([
    ['the welcome data', 200, { data: { data: WELCOME } }, 'welcome'],
    ['400: denied', 400, { message: 'Unknown external biller' }, 'denied'],
    // No verdict: a member who may have paid is never told the purchase was denied.
    ['500: no answer to go by', 500, null, 'unavailable'],
    ['404: no answer to go by', 404, { message: 'No route' }, 'unavailable'],
    ['200 without welcome data: no answer to go by', 200, { data: {} }, 'unavailable'],
  ])('%s', async (_case, status, body, kind) => {
    const asked: string[] = [];
    const server = await startThrowawayServer((req, _body, res) => {
      asked.push(req.url ?? '');
      answerJson(res, body, status);
    });
    try {
      const context = { gateway: createGatewayClient({ url: server.url }), correlationId: 'c-1', ...SILENT_REPORTING } as unknown as RequestContext;
      const answer = await signupExtern(context, 'ECHST', WELCOME);
      expect(answer.kind).toBe(kind);
      if (answer.kind === 'welcome') expect(answer.welcome).toEqual(WELCOME);
      expect(asked).toEqual(['/api/signup-extern/ECHST?memberid=42&hashedMemberId=hash&username=newbie&siteId=AURORA']);
    } finally {
      await server.close();
    }
  });
});
