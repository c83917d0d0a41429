import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { json, jsonRoute, readJson } from '../../json-route.ts';
import type { ExtraRoute } from '../../extra-route.ts';

/**
 * The sales-payments service's cams one-click (membership spec section 7, REST):
 * POST /v1/outgoing-upsells-oneclick/cams with the page's query parameters plus `email` and
 * `siteName`; answers `{ url }`, the partner's one-click URL the site redirects to.
 */
export const SALES_PAYMENTS_PREFIX = '/v1/outgoing-upsells-oneclick';
export const CAMS_PATH = `${SALES_PAYMENTS_PREFIX}/cams`;
/** The stand-in's cams partner (one of the seed's partners). */
export const CAMS_PARTNER_ORIGIN = 'https://lumen-cams.example';
/**
 * Outcomes a test can ask for through the page's query (`/cams?stand_in=…`), as every query
 * parameter reaches the body: `outside` answers a URL of a host no allow-list should hold, `fail` a 503.
 */
export const CAMS_STAND_IN_PARAMETER = 'stand_in';
export const CAMS_OUTSIDE_PARTNER_URL = 'https://cams.unlisted-partner.test/oneclick';
/** The page's query and two fields: anything bigger is not a cams request. */
const MAX_BODY_BYTES = 16 * 1024;

/** The answer for one body: the status and what it says. */
export function camsAnswer(body: unknown): { status: number; statusText?: string; body: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { status: 400, body: { message: 'Expected a JSON object of the page query with email and siteName' } };
  const fields = body as Record<string, unknown>;
  const email = typeof fields['email'] === 'string' ? fields['email'].trim() : '';
  const siteName = typeof fields['siteName'] === 'string' ? fields['siteName'].trim() : '';
  if (!email || !siteName) return { status: 400, body: { message: 'email and siteName are required' } };
  const outcome = fields[CAMS_STAND_IN_PARAMETER];
  if (outcome === 'fail') return { status: 503, statusText: 'Service Unavailable', body: { message: 'The cams partner is not answering' } };
  if (outcome === 'outside') return { status: 200, body: { url: CAMS_OUTSIDE_PARTNER_URL } };
  // The partner learns who comes from where without the address itself.
  const member = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
  const url = new URL('/oneclick', CAMS_PARTNER_ORIGIN);
  url.searchParams.set('site', siteName);
  url.searchParams.set('member', member);
  return { status: 200, body: { url: url.href } };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== CAMS_PATH) return json(res, 404, { message: `No route for ${req.method} ${path}` });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return json(res, 405, { message: 'Use POST' });
  }
  let body: unknown;
  try {
    body = await readJson(req, MAX_BODY_BYTES);
  } catch (error) {
    return json(res, 400, { message: `Expected a JSON body: ${(error as Error).message}` });
  }
  const answer = camsAnswer(body);
  json(res, answer.status, answer.body, answer.statusText);
}

/** The stand-in as an upstream route. */
export function createCamsRoute(): ExtraRoute {
  return jsonRoute(SALES_PAYMENTS_PREFIX, handle);
}
