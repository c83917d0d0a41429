import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '../../json-route.ts';
import type { ExtraRoute } from '../../extra-route.ts';
import type { Biller } from './biller.ts';
import { EXTERNAL_BILLERS } from './billers.ts';

/** Membership spec section 7: "GET /_signup-extern/{biller} with the welcome data; reads data.data." */
export const SIGNUP_EXTERN_PREFIX = `${API_PREFIX}/signup-extern`;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The return of a signup made at an external biller (ECHST, SUPPORTSK, SPIZOO): 200 with the welcome
 * data when the biller is an external one and the welcome data's hash is the biller's, else 400 (the
 * site then shows signup denied).
 */
export function signupExternRoute(biller: Biller): ExtraRoute {
  return {
    prefix: SIGNUP_EXTERN_PREFIX,
    handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://upstream');
      if (req.method !== 'GET') {
        res.setHeader('allow', 'GET');
        return json(res, 405, { message: 'Use GET' });
      }
      const name = decodeURIComponent(url.pathname.slice(SIGNUP_EXTERN_PREFIX.length + 1)).toUpperCase();
      if (!(EXTERNAL_BILLERS as readonly string[]).includes(name)) return json(res, 400, { message: `Unknown external biller "${name}". Known: ${EXTERNAL_BILLERS.join(', ')}.` });
      const memberid = url.searchParams.get('memberid') ?? '';
      const hashedMemberId = url.searchParams.get('hashedMemberId') ?? '';
      const account = biller.accountOfWelcome(memberid, hashedMemberId);
      if (!account) return json(res, 400, { message: 'The welcome data names no member of this biller' });
      const username = account.username ?? account.displayName;
      json(res, 200, { data: { data: { memberid, hashedMemberId, username, siteId: url.searchParams.get('siteId') ?? '' } } });
    },
  };
}
