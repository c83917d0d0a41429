import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_STORE } from '../http/cache-control.ts';

/** A 302 that is never cached; `cookie` sets or clears the session cookie on the way. */
export function redirect(res: ServerResponse, location: string, cookie?: string, status = 302): void {
  const headers: Record<string, string> = { Location: location, 'Cache-Control': NO_STORE };
  if (cookie) headers['Set-Cookie'] = cookie;
  res.writeHead(status, headers).end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, cookie?: string): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE };
  if (cookie) headers['Set-Cookie'] = cookie;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

/** The request target's path, without its query (which may carry an email or a login token). */
export function pathOf(req: Pick<IncomingMessage, 'url'>): string {
  const target = req.url ?? '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The title of the tiny page that refuses a request the site cannot read (400). */
export const BAD_REQUEST_TITLE = 'Bad request';

/** The headers of a tiny page: HTML, never cached. */
export const PLAIN_PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE } as const;

/**
 * A tiny page without script or theme, for answers that need no more: the logout confirmation,
 * login errors, the unexpected host, a request that cannot be read. `body` is HTML.
 */
export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

export function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  const html = plainPage(title, body);
  res.writeHead(status, { ...PLAIN_PAGE_HEADERS, 'Content-Length': Buffer.byteLength(html) });
  res.end(html);
}
