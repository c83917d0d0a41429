import { describe, expect, it } from 'vitest';
import { consoleRouteOf, type ConsoleRoute } from '../../src/features/ops/console-routes.ts';
import { CONSOLE_AUDIT_PATH, CONSOLE_EVENTS_PATH, CONSOLE_HOME_PATH, tenantHistoryPath } from '../../src/features/ops/console-paths.ts';
import { LOGIN_CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH } from '../../src/routing/paths.ts';

describe("the console host's routes", () => {
  it.each<[string, string, ConsoleRoute]>([
    ['GET', LOGIN_PATH, 'start-login'],
    ['HEAD', LOGIN_CALLBACK_PATH, 'finish-login'],
    ['POST', LOGOUT_PATH, 'logout'],
    ['GET', LOGOUT_PATH, 'confirm-logout'],
    ['POST', LOGIN_PATH, 'not-found'],
    ['GET', CONSOLE_EVENTS_PATH, 'events'],
    ['POST', CONSOLE_EVENTS_PATH, 'not-found'],
    ['GET', '/_astro/console.abc123.js', 'bundle'],
    ['POST', '/_astro/console.abc123.js', 'not-found'],
    ['POST', '/_actions/ops.rebuild', 'action'],
    ['GET', CONSOLE_HOME_PATH, 'page'],
    ['GET', CONSOLE_AUDIT_PATH, 'page'],
    ['GET', tenantHistoryPath('aurora'), 'page'],
    ['GET', '/videos', 'not-found'],
  ])('%s %s is %s', (method, path, route) => {
    expect(consoleRouteOf(method, path)).toBe(route);
  });
});
