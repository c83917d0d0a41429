import { plainPage, PLAIN_PAGE_HEADERS } from '../../server/http.ts';

/** The console's plain pages: for whoever is not content ops and for a page that is not there, and for a request that failed. */
export const NOT_FOUND_TITLE = 'Not found';
export const NOT_FOUND_BODY = `<h1>${NOT_FOUND_TITLE}</h1>`;
/** What a call of the console's Actions from anyone but content ops gets, wherever it comes from: the console does not exist for them. */
export const NOT_THE_CONSOLE = `${NOT_FOUND_TITLE}.`;
export const CONSOLE_CRASH_TITLE = 'Something went wrong';
export const CONSOLE_CRASH_BODY = `<h1>${CONSOLE_CRASH_TITLE}</h1><p>The console could not answer. Try again in a moment.</p>`;

/** A console page's answer for a tenant, run or path it does not know. */
export function consoleNotFound(): Response {
  return new Response(plainPage(NOT_FOUND_TITLE, NOT_FOUND_BODY), { status: 404, headers: PLAIN_PAGE_HEADERS });
}
