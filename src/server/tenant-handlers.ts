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

/**
 * Loads each tenant's server handler from `dist/<tenant>/server/entry.mjs`, and loads it again
 * after that tenant is rebuilt (the entry's mtime changes), so a rebuild needs no restart.
 */
export function tenantHandlers(distDir: string) {
  const loaded = new Map<string, { mtimeMs: number; handler: Promise<AstroHandler> }>();
  return async function handlerFor(tenant: string): Promise<AstroHandler | null> {
    const entry = join(distDir, tenant, 'server', 'entry.mjs');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entry)).mtimeMs;
    } catch {
      return null;
    }
    const current = loaded.get(tenant);
    if (current?.mtimeMs === mtimeMs) return current.handler;
    const url = `${pathToFileURL(entry).href}?v=${Math.trunc(mtimeMs)}`;
    const handler = import(url).then((module: { handler: AstroHandler }) => module.handler);
    loaded.set(tenant, { mtimeMs, handler });
    return handler;
  };
}
