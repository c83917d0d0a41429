import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocalHost } from '../session/index.ts';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value?.split(',')[0]?.trim();
}

/** The host the visitor asked for (already matched to a tenant by the site server). */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstHeader(req.headers['x-forwarded-host']) : undefined;
  return (forwarded ?? req.headers.host ?? '').toLowerCase();
}

/**
 * The tenant origin the visitor is on. The host has matched one of the tenant's hosts, so it is no
 * attacker's choice; development hosts are plain http, every other one is served over https.
 */
export function tenantOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const host = requestHost(req, trustProxy);
  const forwardedProto = trustProxy ? firstHeader(req.headers['x-forwarded-proto']) : undefined;
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : isLocalHost(host) ? 'http' : 'https';
  return `${protocol}://${host}`;
}

/** A 302 that is never cached; `cookie` sets or clears the session cookie on the way. */
export function redirect(res: ServerResponse, location: string, cookie?: string): void {
  const headers: Record<string, string> = { Location: location, 'Cache-Control': 'no-store' };
  if (cookie) headers['Set-Cookie'] = cookie;
  res.writeHead(302, headers).end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, cookie?: string): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (cookie) headers['Set-Cookie'] = cookie;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tiny page without script: the logout confirmation and login errors. */
export function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`);
}

export { escapeHtml };
