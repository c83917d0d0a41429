import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/server/request-body.ts';
import { readEnv } from '../src/settings/env.ts';
import { rawRequest, type RawResponse } from '../tests/support/http.ts';
import { performerPagePath } from '../src/routing/paths.ts';
import { favouriteOnPage } from './support/favourites.ts';
import { logIn, demoEmail, submitLoginForm } from './support/login.ts';
import { CONSOLE_HOST, consoleUrl, E2E_PORT, tenantUrl } from './support/ports.ts';
import { editCatalogue, moveRelease, releaseSchedule } from './support/releases.ts';
import { tenantGet } from './support/tour-pages.ts';

/*
 * The content-ops console (docs/content-ops.md), in Chromium against the run's real site server,
 * upstream and builds. It rebuilds tenants and releases a scene, so it runs after the other journeys
 * (playwright.config.ts), one test after another.
 */
test.describe.configure({ mode: 'serial' });

/**
 * The console's picture in docs/content-ops.md, taken by the journey while a build runs. A run writes
 * it among its results; `DOCS_SCREENSHOTS=1` writes it over the docs' copy, so that a test run never
 * changes a file of the repository by itself.
 */
const SCREENSHOT = 'docs/content-ops-console.png';
const OPS = 'ops@demo.test';
/** How long a short run of the build script may take (a dry run, a rollback: a child process on a busy machine): a bound, not a timing. */
const CHILD_RUN_MS = 60_000;

/** Signs in on the console's host through the identity provider's form, as content ops do. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(consoleUrl(`/oidc/login?uri=${encodeURIComponent('/')}`));
  await submitLoginForm(page, email);
  await expect(page).toHaveURL(consoleUrl('/'));
}

/** A request to the console's host with the page's cookies (Node resolves no *.localhost: loopback and the Host header). */
async function consoleRequest(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<RawResponse> {
  const cookie = (await page.context().cookies(consoleUrl())).map(({ name, value }) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin: consoleUrl('').replace(/\/$/, '') }) };
  return rawRequest(E2E_PORT, { host: CONSOLE_HOST, path, method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

/** The newest released scene of a site, and a title for it that no build has shown yet. */
function newestScene(site: string): { slug: string; title: string } {
  return editCatalogue(
    (db) => db.prepare('SELECT slug, title FROM videos WHERE site = ? AND release_at <= ? ORDER BY release_date DESC, video_id LIMIT 1').get(site, new Date().toISOString()) as { slug: string; title: string },
  );
}

test('only content ops have a console: visitors, members and the comments admin get 404 and their Actions are refused, and no tenant host has one', async ({ browser }) => {
  const visitor = await browser.newPage();
  expect((await visitor.goto(consoleUrl('/')))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Not found' })).toBeVisible();
  expect((await consoleRequest(visitor, '/_actions/ops.rebuild', { method: 'POST', body: { tenants: ['aurora'], force: true } })).status).toBe(404);
  // A body over an Action's cap is refused before it is read, as on a tenant's host.
  expect((await consoleRequest(visitor, '/_actions/ops.rebuild', { method: 'POST', body: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES + 1) })).status).toBe(413);

  for (const kind of ['member', 'admin'] as const) {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, demoEmail(kind));
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    for (const path of ['/', '/audit', '/tenants/aurora', '/events']) expect((await consoleRequest(page, path)).status, `${kind} ${path}`).toBe(404);
    expect((await consoleRequest(page, '/_actions/ops.rollBack', { method: 'POST', body: { tenant: 'aurora' } })).status).toBe(404);
    await page.context().close();
  }

  // A tenant's host knows none of the console's paths.
  for (const path of ['/ops', '/ops/audit', '/events']) expect((await tenantGet('aurora', path)).status, path).toBe(404);
});

test('content ops dry-run aurora, rebuild it and watch it to done, find it in the history, roll back and forward seeing each on the site; a bad record fails only its build', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const scene = newestScene('AURORA');
  const retitled = `Retitled by content ops ${Date.now().toString(36)}`;
  editCatalogue((db) => db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(retitled, scene.slug));
  const site = await browser.newPage();
  const sceneTitle = site.getByRole('heading', { level: 1 });
  await site.goto(tenantUrl('aurora', `/videos/${scene.slug}`));
  await expect(sceneTitle).toHaveText(scene.title);

  await signIn(page, OPS);
  const rebuild = page.getByRole('form', { name: 'Rebuild' });
  await rebuild.getByRole('checkbox', { name: 'Aurora Nights' }).check();
  await expect(rebuild.getByRole('button', { name: 'Start rebuild' })).toBeDisabled();
  await rebuild.getByRole('button', { name: 'Dry run' }).click();
  // The decision and words of `npm run build -- --dry-run`.
  // A child process takes the catalogue's snapshot and decides: seconds on a busy machine.
  await expect(rebuild.getByRole('table', { name: 'Dry run' }).locator('tr[data-tenant="aurora"]')).toContainText(/would rebuild\s*catalogue changed/, { timeout: CHILD_RUN_MS });
  await rebuild.getByRole('button', { name: 'Start rebuild' }).click();

  const run = page.locator('[data-run]');
  await expect(run).toHaveAttribute('data-status', 'running', { timeout: CHILD_RUN_MS });
  await expect(run.locator('.ops-progress[data-tenant="aurora"]')).toBeVisible({ timeout: CHILD_RUN_MS });
  const tenants = page.getByRole('table', { name: 'Tenants' });
  await expect(tenants.locator('tr[data-tenant="aurora"]')).toHaveAttribute('data-state', 'building');
  // The picture shows the tenants at a glance, aurora's row building.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: readEnv().DOCS_SCREENSHOTS ? SCREENSHOT : test.info().outputPath('content-ops-console.png') });
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 180_000 });
  await expect(run.locator('li[data-tenant="aurora"]')).toContainText('aurora rebuilt: catalogue changed');
  await site.reload();
  await expect(sceneTitle).toHaveText(retitled);

  await page.getByRole('row', { name: /Aurora Nights/ }).getByRole('link', { name: 'History' }).click();
  const newest = page.getByRole('table', { name: 'History of aurora' }).getByRole('row').nth(1);
  await expect(newest).toHaveAttribute('data-outcome', 'rebuilt');
  await expect(newest).toContainText(OPS);
  await expect(newest).toContainText('catalogue changed');

  await page.getByRole('link', { name: 'Tenants' }).click();
  const row = tenants.locator('tr[data-tenant="aurora"]');
  const served = row.locator('td[data-served]');
  const rebuilt = await served.getAttribute('data-served');
  const rollBack = async () => {
    await row.getByRole('button', { name: 'Roll back Aurora Nights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll Aurora Nights back?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(dialog).toBeHidden();
  };
  await rollBack();
  await expect(served).not.toHaveAttribute('data-served', rebuilt ?? '', { timeout: CHILD_RUN_MS });
  await site.reload();
  await expect(sceneTitle).toHaveText(scene.title);
  await rollBack();
  await expect(served).toHaveAttribute('data-served', rebuilt ?? '', { timeout: CHILD_RUN_MS });
  await site.reload();
  await expect(sceneTitle).toHaveText(retitled);

  // A bad record: the dry run and the build name it by tenant, record and field; the site keeps serving.
  const bad = editCatalogue((db) => {
    const video = db.prepare('SELECT slug FROM videos WHERE site = ? AND slug <> ? LIMIT 1').get('AURORA', scene.slug) as { slug: string };
    db.prepare('UPDATE videos SET rating = 42 WHERE slug = ?').run(video.slug);
    return video.slug;
  });
  try {
    await rebuild.getByRole('checkbox', { name: 'Aurora Nights' }).check();
    await rebuild.getByRole('button', { name: 'Dry run' }).click();
    const problem = `Tenant "aurora": video "${bad}" field "rating"`;
    await expect(rebuild.getByRole('table', { name: 'Dry run' }).locator('tr[data-tenant="aurora"]')).toContainText(problem, { timeout: CHILD_RUN_MS });
    await rebuild.getByRole('button', { name: 'Start rebuild' }).click();
    await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 120_000 });
    await expect(row.getByRole('listitem').filter({ hasText: problem })).toBeVisible();
    await expect(row).toContainText('The previous build keeps serving.');
    await expect(served).toHaveAttribute('data-served', rebuilt ?? '');
    await site.reload();
    await expect(sceneTitle).toHaveText(retitled);
  } finally {
    editCatalogue((db) => db.prepare('UPDATE videos SET rating = 8 WHERE slug = ?').run(bad));
  }
});

test("a scene scheduled a few seconds ahead is on its brand's tour and in its follower's notifications, with no one acting", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const [scene] = (await releaseSchedule()).filter((release) => release.site === 'FABLE' && !release.released);
  const performer = scene?.performers[0];
  if (!scene || !performer) throw new Error('no scene of fable scheduled');
  // A member follows one of its performers.
  await logIn(page, 'fable', 'multisite', performerPagePath(performer.slug));
  await favouriteOnPage(page, page.locator('[data-performer] form[data-favorite-form]'));

  const visitor = await browser.newPage();
  await visitor.goto(tenantUrl('fable', '/videos'));
  await expect(visitor.getByRole('main')).not.toContainText(scene.title);

  const releaseAt = new Date(Date.now() + 5_000);
  await moveRelease(scene.videoId, releaseAt);
  /** Seconds since the scene's time: when the visitor and the follower first met it (to within a poll's interval). */
  const sinceRelease = () => Math.round((Date.now() - releaseAt.getTime()) / 1000);
  // Nobody acts: the console's schedule reads it, rebuilds fable and the combined tenant at its time, then releases it.
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return visitor.getByRole('main').getByText(scene.title).count();
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  const onTour = sinceRelease();
  await expect
    .poll(
      async () => {
        await page.goto(tenantUrl('fable', '/notifications'));
        return page.locator('[data-notification]', { hasText: scene.title }).count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);
  const notified = sinceRelease();
  await expect(page.locator('[data-notification]', { hasText: scene.title }).getByRole('link')).toHaveText(new RegExp(`^New scene with .*${performer.name}.*: ${scene.title}$`));
  const combined = await tenantGet('jade', `/videos/${scene.slug}`);
  expect(combined.status).toBe(200);
  // The console says how long after its time the scene was on the tour (its lag).
  const ops = await (await browser.newContext()).newPage();
  await signIn(ops, OPS);
  const release = ops.getByRole('table', { name: 'Scheduled releases' }).locator(`tr[data-release="${scene.videoId}"]`);
  await expect(release).toContainText(/On the tour \d+ s after its time/);
  // The lag, printed (docs/content-ops.md: the target is 60 s; a figure, not a pass/fail timing).
  const measured = `release lag of “${scene.title}”: on fable's /videos ${onTour} s after its time, in the follower's notifications ${notified} s after (seen by polling every 2 s); the console: ${/On the tour (\d+) s/.exec((await release.textContent()) ?? '')?.[1] ?? '?'} s`;
  test.info().annotations.push({ type: 'release lag', description: measured });
  console.log(measured);
});
