import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_UPSTREAM_PORT, UPSTREAM_PID_FILE, tenantUrl } from './support/ports.ts';
import { TENANTS } from './support/tenants.ts';

// Runs after every other spec (see playwright.config.ts): it stops the shared upstream.
test('with the upstream stopped, every static page still answers 200', async ({ page }) => {
  process.kill(Number(readFileSync(UPSTREAM_PID_FILE, 'utf8')), 'SIGTERM');
  await expect.poll(async () => {
    try {
      await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/health`);
      return 'up';
    } catch {
      return 'down';
    }
  }).toBe('down');
  for (const tenant of TENANTS) {
    for (const path of ['/', '/terms', '/privacy', '/2257']) {
      expect((await page.goto(tenantUrl(tenant.tenant, path)))?.status(), `${tenant.tenant}${path}`).toBe(200);
    }
  }
});
