import { ACTIONS_PATH_PREFIX } from '../../http/action-request.ts';
import { ASTRO_ASSETS_PREFIX, LOGIN_CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH } from '../../routing/paths.ts';
import { CONSOLE_EVENTS_PATH, isConsolePage } from './console-paths.ts';

/**
 * What the console's host does with a request. The login's four routes are anyone's; every other
 * route is for content ops only, and answers 404 to everyone else (the console is not there for them).
 */
export type ConsoleRoute = 'start-login' | 'finish-login' | 'logout' | 'confirm-logout' | 'events' | 'bundle' | 'page' | 'action' | 'not-found';

/** The route of a request to the console's host, by its method and path. Pure: the host (console-host.server.ts) answers it. */
export function consoleRouteOf(method: string, pathname: string): ConsoleRoute {
  const readOnly = method === 'GET' || method === 'HEAD';
  if (pathname === LOGIN_PATH && readOnly) return 'start-login';
  if (pathname === LOGIN_CALLBACK_PATH && readOnly) return 'finish-login';
  if (pathname === LOGOUT_PATH && method === 'POST') return 'logout';
  if (pathname === LOGOUT_PATH && readOnly) return 'confirm-logout';
  if (pathname === CONSOLE_EVENTS_PATH && readOnly) return 'events';
  if (readOnly && pathname.startsWith(ASTRO_ASSETS_PREFIX)) return 'bundle';
  // Its Actions at Astro's own path; its pages under their prefix in the one server build.
  if (pathname.startsWith(ACTIONS_PATH_PREFIX)) return 'action';
  return isConsolePage(pathname) ? 'page' : 'not-found';
}
