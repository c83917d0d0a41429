/** What the build script and its Astro workers (astro-worker.ts) say to each other. */

/** One tenant's build: the environment astro.config.mjs reads (TENANT, ASTRO_OUT_DIR, …). */
export interface AstroJob {
  env: Record<string, string>;
}

export type AstroJobResult = { ok: true; rss: number } | { ok: false; rss: number; message: string };

/** Starts the worker's result line on stdout; no line of Astro's log starts so. */
export const RESULT_PREFIX = '\u0000astro-worker:result ';
