import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The request handler an Astro build with @astrojs/node in middleware mode exports. */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals?: object,
) => Promise<void>;

/** How often a tenant's entry is looked at for a rebuild: a stat per request would cost more. */
const RELOAD_CHECK_MS = 1000;

/**
 * Loads each tenant's server handler from `dist/<tenant>/server/entry.mjs`, and loads it again
 * after that tenant is rebuilt (the entry's mtime changes), so a rebuild needs no restart.
 */
export function tenantHandlers(distDir: string) {
  const loaded = new Map<string, { mtimeMs: number; checkedAt: number; handler: Promise<AstroHandler> }>();
  return async function handlerFor(tenant: string): Promise<AstroHandler | null> {
    const current = loaded.get(tenant);
    const now = performance.now();
    if (current && now - current.checkedAt < RELOAD_CHECK_MS) return current.handler;
    const entry = join(distDir, tenant, 'server', 'entry.mjs');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entry)).mtimeMs;
    } catch {
      return null;
    }
    if (current?.mtimeMs === mtimeMs) {
      current.checkedAt = now;
      return current.handler;
    }
    const url = `${pathToFileURL(entry).href}?v=${Math.trunc(mtimeMs)}`;
    const handler = import(url).then((module: { handler: AstroHandler }) => module.handler);
    loaded.set(tenant, { mtimeMs, checkedAt: now, handler });
    return handler;
  };
}
