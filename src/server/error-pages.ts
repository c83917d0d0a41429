import { NO_STORE } from '../http/cache-control.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_SCREEN_MESSAGE } from '../shell/error-screen-texts.ts';
import { UNEXPECTED_HOST_MESSAGE } from '../tenants/host.ts';
import { BAD_REQUEST_TITLE, sendPage } from './http.ts';
import type { StaticFiles } from './static-files.ts';

/** Plain page for a host that names no tenant: no brand, no link, and never the host echoed back. */
export function sendUnexpectedHost(res: ServerResponse): void {
  sendPage(res, 400, BAD_REQUEST_TITLE, `<h1>${UNEXPECTED_HOST_MESSAGE}</h1>`);
}

/** How soon a client may try again after a 503 (the gateway circuit's probe comes sooner). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/**
 * Sends the tenant's themed error page (its built 404.html, or 500.html) with that status. A 503
 * (the members' side is down) is the same error screen as a 500, with Retry-After.
 */
export async function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  statics: StaticFiles,
  tenant: string,
  status: 404 | 500 | 503,
): Promise<void> {
  if (status === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  const file = await statics.find(tenant, status === 404 ? '/404.html' : '/500.html');
  if (file) return statics.send(req, res, file, status);
  const text = status === 404 ? 'Page not found' : ERROR_SCREEN_MESSAGE;
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE });
  res.end(text);
}
