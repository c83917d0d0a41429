import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { tenantUrl } from './ports.ts';

/** The demo account's email address: `<kind>@demo.test`. */
export function demoEmail(kind: DemoUserKind): string {
  return `${kind}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Logs in through the real identity provider's form: /oidc/login?uri=<path> on the tenant, the
 * provider's email and password, back on `path`. Resolves once the member page is shown.
 */
export async function logIn(page: Page, tenant: string, kind: DemoUserKind, path = '/account'): Promise<void> {
  await page.goto(tenantUrl(tenant, `/oidc/login?uri=${encodeURIComponent(path)}`));
  await page.getByLabel('Email').fill(demoEmail(kind));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, path));
}
