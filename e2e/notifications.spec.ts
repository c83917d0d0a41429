import { expect, test } from '@playwright/test';
import { PROFILE_CACHE_TTL_MS } from '../src/server/auth/profile-cache.ts';
import { SCENE_RELEASES_PATH } from '../upstream/members/notifications/resolvers.ts';
import { performerPagePath } from '../src/routing/paths.ts';
import { favouriteOnPage } from './support/favourites.ts';
import { logIn } from './support/login.ts';
import { E2E_UPSTREAM_PORT, tenantUrl } from './support/ports.ts';

/**
 * Membership spec section 3, sceneReleased: a member who follows a performer (favourites them) is
 * told when a scene of theirs is released. The release comes from the content side, as the content
 * pipeline sends it to the real gateway: here the stand-in's SCENE_RELEASES_PATH.
 */
const TENANT = 'aurora';
const KIND = 'multisite2020';

type Scene = { videoId: number; slug: string; title: string; models: { slug: string; name: string }[] };

async function scenesOf(site: string): Promise<Scene[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `query { videos(site: "${site}", first: 500) { nodes { videoId slug title models { slug name } } } }` }),
  });
  return ((await response.json()) as { data: { videos: { nodes: Scene[] } } }).data.videos.nodes;
}

/** Releases the first of `scenes` not released yet (a journey run twice on one upstream meets its first release). */
async function releaseOne(scenes: readonly Scene[]): Promise<Scene> {
  for (const scene of scenes) {
    const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}${SCENE_RELEASES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: scene.videoId }),
    });
    if (((await response.json()) as { released: boolean }).released) return scene;
  }
  throw new Error('every scene of the performer was released already');
}

test('a member who favourites a performer is notified of their new scene, follows it to the scene, and marks it read', async ({ page }) => {
  test.setTimeout(PROFILE_CACHE_TTL_MS + 60_000);
  const scenes = await scenesOf('AURORA');
  // A performer of the tour's first listing page, as a member would find one.
  // The performer of the oldest scene: the seed's favourites are the top-rated, and another spec's are near the top of the list.
  const performer = scenes.at(-1)!.models[0]!;
  await logIn(page, TENANT, KIND, performerPagePath(performer.slug));
  await favouriteOnPage(page, page.locator('[data-performer] form[data-favorite-form]'));

  const scene = await releaseOne([...scenes].reverse().filter((candidate) => candidate.models.some((model) => model.slug === performer.slug)));

  // The header's count comes with the profile the site keeps for PROFILE_CACHE_TTL_MS: a page of
  // this member's asked in the meantime (the player's refresh, say) can keep the count of before the
  // release that long, so the member sees the new one within that time, not always at once.
  const unread = page.getByRole('banner').getByRole('link', { name: /^Notifications \(\d+ new\)$/ });
  await expect(async () => {
    await page.goto(tenantUrl(TENANT, '/'));
    await expect(unread).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: PROFILE_CACHE_TTL_MS + 15_000 });
  await unread.click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/notifications'));
  const entry = page.locator('[data-notification]', { hasText: scene.title }).first();
  await expect(entry.getByRole('link')).toHaveText(new RegExp(`^New scene with .*${performer.name}.*: ${scene.title}$`));
  await expect(entry).toHaveAttribute('data-unread', 'true');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('[data-notification][data-unread]')).toHaveCount(0);
  await page.locator('[data-notification]', { hasText: scene.title }).first().getByRole('link').click();
  await expect(page).toHaveURL(tenantUrl(TENANT, `/videos/${scene.slug}`));
});
