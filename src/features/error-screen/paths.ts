/**
 * Where a tenant's handler renders the error screen in place of a page that crashed (src/middleware.ts):
 * an internal rewrite, never a route of the spec, so a visitor asking for it gets the not-found page.
 */
export const ERROR_SCREEN_PATH = '/error-screen';

/** The query parameter of the end-to-end tests' crash triggers (CRASH_TRIGGERS): `server` or `island`. */
export const CRASH_PARAM = 'crash';
export type CrashTrigger = 'server' | 'island';

/** The crash a request asks for, only where the server's CRASH_TRIGGERS setting is on. */
export function crashAskedFor(query: URLSearchParams, crashTriggers: boolean): CrashTrigger | null {
  if (!crashTriggers) return null;
  const asked = query.get(CRASH_PARAM);
  return asked === 'server' || asked === 'island' ? asked : null;
}
