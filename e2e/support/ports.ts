/** Ports of the end-to-end run, apart from `npm start`'s so both can run at once. */
export const E2E_PORT = 4391;
export const E2E_UPSTREAM_PORT = 4491;

/** Where a tenant answers during the end-to-end run (Chromium maps *.localhost to loopback). */
export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${path}`;
}

/** The e2e server writes the embedded upstream's pid here so the last spec can stop it. */
export const UPSTREAM_PID_FILE = 'dist-e2e/.upstream.pid';
