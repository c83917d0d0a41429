import { SITE_API_PATH_PREFIX } from '../../routing/paths.ts';

/**
 * Where a tenant's handler renders the error screen in place of a page that crashed (src/middleware.ts):
 * an internal rewrite, never a route of the spec, so a visitor asking for it gets the not-found page.
 */
export const ERROR_SCREEN_PATH = '/error-screen';

/**
 * The error reporter's endpoint (src/pages/api/error-reports.ts): the browser posts what failed in it
 * (a chunk that did not load, an island that crashed), and the site logs it at error level and
 * forwards it to ERROR_REPORT_URL (src/server/error-reporter.ts). Zod-free: the islands import it.
 */
export const ERROR_REPORTS_PATH = `${SITE_API_PATH_PREFIX}/error-reports`;
/** What a page reports: an island's code that never loaded, or an island that crashed while rendering. */
export const ERROR_REPORT_KINDS = ['chunk-load', 'island-crash'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

/** The query parameter of the end-to-end tests' crash triggers (CRASH_TRIGGERS): `server` or `island`. */
export const CRASH_PARAM = 'crash';
export type CrashTrigger = 'server' | 'island';

/** The crash a request asks for, only where the server's CRASH_TRIGGERS setting is on. */
export function crashAskedFor(query: URLSearchParams, crashTriggers: boolean): CrashTrigger | null {
  if (!crashTriggers) return null;
  const asked = query.get(CRASH_PARAM);
  return asked === 'server' || asked === 'island' ? asked : null;
}
