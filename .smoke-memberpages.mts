import { chromium } from '@playwright/test';
import { logIn } from './e2e/support/login.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text()));
// monkeypatch port
const kind = (process.argv[2] ?? 'vip') as 'vip';
const tenant = process.argv[3] ?? 'aurora';
const path = process.argv[4] ?? '/account';
try { await logIn(page, tenant, kind, path); } catch (e) { console.log('login:', (e as Error).message.slice(0, 300)); }
const res = await page.reload();
console.log(page.url(), res!.status(), res!.headers()['cache-control'], res!.headers()['content-security-policy']?.slice(0, 80));
console.log((await page.locator('main').innerText()).slice(0, 1500));
console.log('header:', await page.locator('header').innerText());
await page.waitForTimeout(500);
await browser.close();
