import { execFileSync } from 'node:child_process';
import { LOCAL_CONSOLE_HOST, readEnv } from '../../src/settings/env.ts';

/**
 * The end-to-end run's ports. The Playwright runner loads this first and picks two free ports,
 * then hands them on in E2E_PORTS: its workers and the e2e server inherit its environment and
 * read the same ones. So two runs at once (two clones, or beside `npm start`) never collide.
 */
function e2ePorts(): readonly [number, number] {
  const given = readEnv().E2E_PORTS;
  if (given) return given;
  // In a process of its own: the config loads synchronously, and the ports are found asynchronously.
  const picked = execFileSync(process.execPath, ['scripts/lib/free-ports.ts', '2'], { encoding: 'utf8' }).trim();
  process.env['E2E_PORTS'] = picked;
  return readEnv().E2E_PORTS ?? [0, 0];
}

export const [E2E_PORT, E2E_UPSTREAM_PORT] = e2ePorts();

/** The run's embedded upstream keeps its database here, fresh for every run (e2e/support/server.ts). */
export const E2E_DATA_DIR = '.data/e2e-upstream';

/** Where a tenant answers during the end-to-end run (Chromium maps *.localhost to loopback). */
export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${path}`;
}

/** Where the content-ops console answers during the end-to-end run. */
export const CONSOLE_HOST = `${LOCAL_CONSOLE_HOST}:${E2E_PORT}`;
export function consoleUrl(path = '/'): string {
  return `http://${CONSOLE_HOST}${path}`;
}

/** The e2e server writes the embedded upstream's pid here so the last spec can stop it. */
export const UPSTREAM_PID_FILE = 'dist-e2e/.upstream.pid';

/** The error report form the end-to-end site offers on its error screen (ERROR_REPORT_URL). */
export const E2E_ERROR_REPORT_URL = 'https://support.example/report';

/** The end-to-end site's SIGNING_SECRET, so a journey can sign what only the server signs (an upsell confirmation without its link). */
export const E2E_SIGNING_SECRET = 'the end-to-end run signs with this secret, never a real one';
