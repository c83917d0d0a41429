import { defineMiddleware } from 'astro:middleware';
import { plainPage, PLAIN_PAGE_HEADERS } from '../../server/http.ts';
import { CONSOLE_CRASH_BODY, CONSOLE_CRASH_TITLE } from './console-texts.ts';

/**
 * A console page that crashes: logged with the request's correlation id, answered with a plain 500
 * page (the site's error screen is a tenant's, and the console belongs to none).
 */
export const consoleErrors = defineMiddleware(async (context, next) => {
  const ops = context.locals.ops;
  if (!ops) return next();
  try {
    return await next();
  } catch (error) {
    ops.log.error({ err: error, status: 500, method: context.request.method, path: context.url.pathname }, 'console page crashed');
    return new Response(plainPage(CONSOLE_CRASH_TITLE, CONSOLE_CRASH_BODY), { status: 500, headers: PLAIN_PAGE_HEADERS });
  }
});
