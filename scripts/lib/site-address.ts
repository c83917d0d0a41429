import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { TENANT_FILE } from '../../src/server/tenant-builds.ts';
import type { Env } from '../../src/settings/env.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';

/*
 * In development every page links its tenant and its sisters at `http://<tenant>.localhost:<PORT>`,
 * so a build made for one PORT and served on another links nowhere. The site server writes where it
 * listens into the output it serves; a build for that output takes the port from there unless PORT
 * says otherwise (then it says so), and a server that starts on output built for another port says
 * so too. In production the tenants' own URLs are used and the port changes no page.
 */

/** The running site server's record, in the output folder it serves. */
export const SERVED_ADDRESS_FILE = 'site-server.json';

const servedAddressSchema = z.object({ port: z.number().int().min(1).max(65535), pid: z.number().int().positive() });
export type ServedAddress = z.infer<typeof servedAddressSchema>;

/** Writes that a server of this process serves `distDir` on `port`; the returned function takes it back. */
export async function recordServedAddress(distDir: string, port: number): Promise<() => Promise<void>> {
  const file = join(distDir, SERVED_ADDRESS_FILE);
  const record: ServedAddress = { port, pid: process.pid };
  await writeFile(file, `${JSON.stringify(record)}\n`).catch(() => undefined);
  return async () => {
    // Only our own record: another server may have started on the same output since.
    if ((await readServedAddress(distDir))?.pid === process.pid) await rm(file, { force: true });
  };
}

async function readServedAddress(distDir: string): Promise<ServedAddress | null> {
  try {
    const parsed = servedAddressSchema.safeParse(JSON.parse(await readFile(join(distDir, SERVED_ADDRESS_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The site server serving `distDir` now (its record, and its process alive), or null. */
export async function runningSiteServer(distDir: string): Promise<ServedAddress | null> {
  const record = await readServedAddress(distDir);
  return record && record.pid !== process.pid && isRunning(record.pid) ? record : null;
}

/** What a build decides about its port, and what it tells the person who ran it. */
export interface BuildPort {
  port: number;
  note: string | null;
  warning: string | null;
}

/**
 * The port a build's pages link: the running server's, unless PORT names another (`portGiven`), which
 * is built as asked with a warning, since that server will serve pages that link another port.
 */
export function buildPort(env: Pick<Env, 'SITE_ENV' | 'PORT' | 'DIST_DIR'>, portGiven: boolean, running: ServedAddress | null): BuildPort {
  if (env.SITE_ENV !== 'local' || running === null || running.port === env.PORT) return { port: env.PORT, note: null, warning: null };
  if (!portGiven) {
    return { port: running.port, note: `Building for the site server on port ${running.port} (pid ${running.pid}), which serves ${env.DIST_DIR}/ (set PORT to build for another).`, warning: null };
  }
  return {
    port: env.PORT,
    note: null,
    warning:
      `PORT=${env.PORT}, but the site server serving ${env.DIST_DIR}/ listens on port ${running.port} (pid ${running.pid}): ` +
      `the pages built now link http://<tenant>.localhost:${env.PORT} and that server serves them on ${running.port}. ` +
      `Build with PORT=${running.port} (or without PORT), or restart that server with PORT=${env.PORT}.`,
  };
}

/** Whether PORT was set at all (an empty variable counts as unset, as everywhere in src/settings/env.ts). */
export function portGiven(source: Record<string, string | undefined> = process.env): boolean {
  return (source['PORT'] ?? '').trim() !== '';
}

/**
 * The tenants whose output in `distDir` links another address than the one `tenants` are served at
 * (their tour URL as built, in the server build's tenant file), with a line that says how to mend it.
 */
export async function builtForAnotherAddress(distDir: string, tenants: ReadonlyMap<TenantId, Pick<TenantConfig, 'tourUrl'>>, port: number): Promise<string[]> {
  const lines = await Promise.all(
    [...tenants].map(async ([id, tenant]) => {
      try {
        const built = JSON.parse(await readFile(join(distDir, id, 'server', TENANT_FILE), 'utf8')) as { tenant?: { tourUrl?: unknown } };
        const tourUrl = built.tenant?.tourUrl;
        return typeof tourUrl === 'string' && tourUrl !== tenant.tourUrl ? `${id}: built for ${tourUrl}, served at ${tenant.tourUrl}` : null;
      } catch {
        return null;
      }
    }),
  );
  const wrong = lines.filter((line): line is string => line !== null);
  return wrong.length === 0 ? [] : [...wrong, `Their pages link the address they were built for: rebuild them for this server with PORT=${port} npm run build.`];
}
