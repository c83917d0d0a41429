import { ActionError, getActionContext } from 'astro:actions';
import { defineMiddleware, sequence } from 'astro:middleware';
import { provideTenant } from 'virtual:tenant';
import { crashAskedFor, ERROR_SCREEN_PATH } from './shell/error-screen/paths.ts';
import { consoleErrors } from './features/ops/ops.middleware.ts';
import { NO_STORE } from './http/cache-control.ts';
import { provideCatalogue } from './tour/catalogue.ts';
import { BAD_REQUEST_TITLE, escapeHtml, plainPage, PLAIN_PAGE_HEADERS } from './server/http.ts';
import { server as actions } from './actions/index.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './server/request-body.ts';
import { boundedBody, isActionName, isClientAbort, UNKNOWN_ACTION_MESSAGE, unreadableActionBody, UNREADABLE_BODY_MESSAGE } from './shell/action-body.ts';

/** What the end-to-end tests' server crash throws, so its log line is told apart from a real one. */
export const SERVER_CRASH_TEST_MESSAGE = 'Crash test: this page crashed on purpose (CRASH_TRIGGERS)';

/**
 * A page that crashes while the server renders it: the failure is logged with the request's status,
 * method, path and (through the request's logger) tenant and correlation id, and the visitor gets the
 * error screen with 'Go Home' (and 'Fill a report' where reporting is configured) instead of Astro's
 * own 500. Prerendering has no request context: its failures stop the build as before.
 */
const errorScreen = defineMiddleware(async (context, next) => {
  const requestContext = context.locals.context;
  if (!requestContext) return next();
  try {
    return await next();
  } catch (error) {
    // A request whose body broke off (a bad chunk, a closed connection) is the sender's: Node has
    // answered it 400 already, and no page crashed.
    if (isClientAbort(error)) {
      requestContext.log.info({ status: 400, method: context.request.method, path: requestContext.url.pathname }, 'request body cut off');
      return new Response(null, { status: 400 });
    }
    // The error screen itself failing falls through to Astro's themed 500 page, not back here.
    if (context.url.pathname === ERROR_SCREEN_PATH) throw error;
    requestContext.log.error({ err: error, status: 500, method: context.request.method, path: requestContext.url.pathname }, 'page crashed');
    return context.rewrite(ERROR_SCREEN_PATH);
  }
});

/**
 * The request's tenant (and, from the site server, its catalogue snapshot), handed by the site
 * server or the build's render of a static file, for
 * every page, endpoint and action of the server build (src/tenants/vite-plugin.ts). First in the
 * chain: Astro runs actions after the middleware. Astro's prerender has the tenant baked in and
 * hands none.
 */
const tenantOfRequest = defineMiddleware((context, next) => {
  if (context.locals.tenantModule) provideTenant(context.locals.tenantModule);
  // The site server hands the snapshot beside the tenant (a content rebuild's render takes its own).
  if (context.locals.context && context.locals.catalogue) provideCatalogue(context.locals.catalogue);
  return next();
});

/**
 * An Action's request that names no Action (404) or whose body cannot be read (400) is the sender's
 * mistake, said the way the caller reads it (src/shell/action-body.ts says why Astro would have crashed on it). An island's
 * call gets the Action error it handles; a form's post a plain page, since the page it posted to
 * cannot be rendered with that body.
 */
const readableActionBody = defineMiddleware(async (context, next) => {
  // Every rendered page passes here, and only a POST calls an Action (Astro's own rule): the
  // others skip building Astro's action context.
  if (context.request.method !== 'POST') return next();
  const { action, serializeActionResult } = getActionContext(context);
  if (!action) return next();
  // Astro 7.3 crashes (a TypeError, so a 500) on a name that leads to a group of Actions, not one.
  if (!isActionName(actions, action.name)) return refuse(404, 'NOT_FOUND', UNKNOWN_ACTION_MESSAGE);
  const body = await boundedBody(context.request, DEFAULT_BODY_LIMIT_BYTES).catch((error: unknown) => {
    if (isClientAbort(error)) return undefined;
    throw error;
  });
  if (body === undefined) return refuse(400, 'BAD_REQUEST', UNREADABLE_BODY_MESSAGE);
  const problem = body === null ? null : await unreadableActionBody(context.request.headers.get('content-type'), body);
  if (problem === null) return next();
  return refuse(400, 'BAD_REQUEST', problem);

  function refuse(status: 400 | 404, code: 'BAD_REQUEST' | 'NOT_FOUND', problem: string): Response {
    if (action?.calledFrom === 'form') return new Response(plainPage(BAD_REQUEST_TITLE, `<h1>${escapeHtml(problem)}</h1>`), { status, headers: PLAIN_PAGE_HEADERS });
    const refused = serializeActionResult({ data: undefined, error: new ActionError({ code, message: problem }) });
    if (refused.type === 'empty') throw new Error('An Action error is serialized with a body');
    return new Response(refused.body, { status: refused.status, headers: { 'Content-Type': refused.contentType, 'Cache-Control': NO_STORE } });
  }
});

/** `?crash=server` crashes the page, only where CRASH_TRIGGERS is on (never in production: src/settings). */
const crashTrigger = defineMiddleware((context, next) => {
  const settings = context.locals.errorScreen;
  if (settings && context.url.pathname !== ERROR_SCREEN_PATH && crashAskedFor(context.url.searchParams, settings.crashTriggers) === 'server') {
    throw new Error(SERVER_CRASH_TEST_MESSAGE);
  }
  return next();
});

export const onRequest = sequence(tenantOfRequest, errorScreen, consoleErrors, readableActionBody, crashTrigger);
