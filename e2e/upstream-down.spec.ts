import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACKNOWLEDGE_LABEL, HEALTH_WARNING_TEXTS } from '../src/features/health-warning/texts.ts';
import { DEFAULT_REGION_HEADER } from '../src/settings/env.ts';
import { logIn } from './support/login.ts';
import { E2E_UPSTREAM_PORT, UPSTREAM_PID_FILE, tenantUrl } from './support/ports.ts';
import { TENANTS } from './support/tenants.ts';

// Runs after every other spec (see playwright.config.ts): it stops the shared upstream. In order:
// the first journey signs a member in while the upstream still answers.
test.describe.configure({ mode: 'serial' });

async function stopUpstream(): Promise<void> {
  try {
    process.kill(Number(readFileSync(UPSTREAM_PID_FILE, 'utf8')), 'SIGTERM');
  } catch {
    // Already stopped by an earlier journey of this file.
  }
  await expect.poll(async () => {
    try {
      await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/health`);
      return 'up';
    } catch {
      return 'down';
    }
  }).toBe('down');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name });

test("a Texas member whose profile cannot be fetched is covered, and the cover's own form lifts it", async ({ page }) => {
  // Signed in on a file, so no member page has cached the profile before the upstream stops.
  await logIn(page, 'aurora', 'member', '/favicon.svg');
  await stopUpstream();
  await page.setExtraHTTPHeaders({ [DEFAULT_REGION_HEADER]: 'US-TX' });
  await page.goto(tenantUrl('aurora', '/terms'));
  const cover = page.getByRole('dialog', { name: HEALTH_WARNING_TEXTS['US-TX'].heading });
  await expect(cover).toBeVisible();
  await expect(heading(page, 'Terms of service')).toHaveCount(0);

  await page.getByRole('button', { name: ACKNOWLEDGE_LABEL }).click();
  await expect(heading(page, 'Terms of service')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/terms');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('texas_health_warning_acknowledged');
  await page.goto(tenantUrl('aurora', '/privacy'));
  await expect(heading(page, 'Privacy policy')).toBeVisible();
});

test('with the upstream stopped, every static page still answers 200', async ({ page }) => {
  await stopUpstream();
  for (const tenant of TENANTS) {
    for (const path of ['/', '/terms', '/privacy', '/2257']) {
      expect((await page.goto(tenantUrl(tenant.tenant, path)))?.status(), `${tenant.tenant}${path}`).toBe(200);
    }
  }
});
