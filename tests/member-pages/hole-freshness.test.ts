import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRequest, type TenantBrowser } from '../../scripts/lib/browser.ts';
import { ACCOUNT_ACTION_FIELD, DISPLAY_NAME_MESSAGE } from '../../src/features/account/forms.ts';
import { FAVORITE_FIELDS, listOf } from '../../src/features/favorites/favorite-buttons.ts';
import { FAVORITE_LISTS, LIST_FIELD, PAGE_FIELD, REMOVE_SLUG_FIELD } from '../../src/features/favorites/favorites.ts';
import { GLOBAL_SLUG } from '../../src/features/ratings/rating-rules.ts';
import { ACCOUNT_PATH, FAVORITES_PATH, NOTIFICATIONS_PATH } from '../../src/routing/paths.ts';
import { DATABASE_FILE } from '../../upstream/db.ts';
import { openDatabase } from '../../upstream/lock-wait.ts';
import { startMemberSite, type MemberSite } from '../support/member-site.ts';

/*
 * The views of a member's holes are kept by a digest of everything each shows (src/holes/hole-cache.ts),
 * so a kept view can never be stale: every change a member makes shows in their very next page view,
 * and a page assembled from kept views is byte for byte the page rendered afresh. The real site, the
 * real upstream, real logins; one site server keeps views, another (same build, same sessions) keeps none.
 */
let site: MemberSite;
let uncached: { port: number; close(): Promise<void> };
const members = new Map<string, TenantBrowser>();
let videos: { videoId: number; slug: string; channelSlug: string | null; packId: number | null }[];

const MEMBERS = ['member', 'multisite', 'channels', 'moderator', 'vip', 'trial', 'multisite2020'] as const;
type Kind = (typeof MEMBERS)[number];

beforeAll(async () => {
  site = await startMemberSite();
  uncached = await site.startOtherSite(site.upstream.url, { holeCacheMb: 0 });
  for (const kind of MEMBERS) members.set(kind, await site.member(`${kind}@demo.test`));
  const db = openDatabase(join(site.dataDir, DATABASE_FILE));
  videos = (
    db
      .prepare(
        `SELECT v.video_id AS videoId, v.slug, c.slug AS channelSlug, v.channel_pack_id AS packId FROM videos v LEFT JOIN channels c ON c.channel_id = v.channel_id
         WHERE v.site = 'AURORA' AND v.release_at <= ? ORDER BY v.release_date, v.video_id`,
      )
      .all(new Date().toISOString()) as typeof videos
  ).filter((video) => video.channelSlug === null || video.packId === null);
  db.close();
}, 300_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await uncached?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await site?.close();
});

const browserOf = (kind: Kind): TenantBrowser => members.get(kind) as TenantBrowser;
const videoPath = (slug: string) => `/videos/${slug}`;
/** The correlation id differs per request (the head's meta, the answer's header); nothing else may. */
const withoutCorrelation = (html: string) => html.replaceAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');

async function page(kind: Kind, path: string): Promise<string> {
  const answer = await browserOf(kind).request(path);
  expect(answer.status, path).toBe(200);
  return answer.text;
}

/** The same member's view of `path` through the site server that keeps no views. */
async function pageUncached(kind: Kind, path: string): Promise<string> {
  const browser = browserOf(kind);
  const answer = await siteRequest(uncached.port, browser.host, path, { headers: { cookie: browser.cookieHeader() } });
  expect(answer.status, path).toBe(200);
  return answer.text;
}

function post(kind: Kind, path: string, body: Record<string, string>) {
  const browser = browserOf(kind);
  return browser.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: browser.origin }, body: new URLSearchParams(body).toString() });
}

function callAction(kind: Kind, action: string, input: unknown) {
  const browser = browserOf(kind);
  return browser.request(`/_actions/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', origin: browser.origin }, body: JSON.stringify(input) });
}

const pageFavourite = (html: string) => /data-scope="page"[\s\S]*?name="op" value="(add|remove)"/.exec(html)?.[1];

describe("a member's change shows in their very next page view, the page viewed just before kept", () => {
  it('a favourite', async () => {
    const video = videos[0]!;
    const before = await page('member', videoPath(video.slug));
    const op = pageFavourite(before) as 'add' | 'remove';
    const changed = await post('member', `${listOf('video').path}?_action=favorites.change`, {
      [FAVORITE_FIELDS.subject]: 'video',
      [FAVORITE_FIELDS.slug]: video.slug,
      [FAVORITE_FIELDS.id]: String(video.videoId),
      [FAVORITE_FIELDS.op]: op,
      [FAVORITE_FIELDS.back]: videoPath(video.slug),
      [FAVORITE_FIELDS.recommId]: '',
    });
    expect(changed.status).toBeLessThan(400);
    expect(pageFavourite(await page('member', videoPath(video.slug)))).toBe(op === 'add' ? 'remove' : 'add');
  });

  it('a rating', async () => {
    const video = videos[1]!;
    const before = await page('member', videoPath(video.slug));
    const rated = await callAction('member', 'ratings.rate', { videoId: video.videoId, type: 'global', slug: GLOBAL_SLUG, rating: 4, recommId: null });
    expect(rated.status, rated.text).toBe(200);
    const after = await page('member', videoPath(video.slug));
    expect(after).not.toBe(before);
    // The rating island's server render carries what the member gave.
    expect(withoutCorrelation(after).replace(withoutCorrelation(before), '')).not.toBe('');
    expect(after).toMatch(/RatingPanel[^>]*props="[^"]*&quot;global&quot;[^"]*4/);
  });

  it('a comment', async () => {
    const video = videos[2]!;
    const body = `Fresh comment ${Date.now()}`;
    expect(await page('member', videoPath(video.slug))).not.toContain(body);
    const added = await callAction('member', 'comments.add', { videoId: video.videoId, body });
    expect(added.status, added.text).toBe(200);
    expect(await page('member', videoPath(video.slug))).toContain(body);
  });

  it('an unlock with a pay-per-video credit: the video plays in full, and every other locked video shows one credit less', async () => {
    const [unlocked, other] = [videos[3]!, videos[4]!];
    const creditsOn = (html: string) => Number(/data-credits="(\d+)"/.exec(html)?.[1]);
    const before = await page('trial', videoPath(unlocked.slug));
    expect(before).toContain('data-full-video="denied"');
    const credits = creditsOn(await page('trial', videoPath(other.slug)));
    expect(credits).toBeGreaterThan(0);
    const answer = await callAction('trial', 'unlock.video', { videoId: unlocked.videoId });
    expect(answer.status, answer.text).toBe(200);
    expect(await page('trial', videoPath(unlocked.slug))).toContain('data-full-video="allowed"');
    expect(creditsOn(await page('trial', videoPath(other.slug)))).toBe(credits - 1);
  });

  it('a change of gems: a channel pack unlocked with gems plays its videos in full', async () => {
    const db = openDatabase(join(site.dataDir, DATABASE_FILE));
    const packVideo = db
      .prepare(`SELECT v.slug, v.channel_pack_id AS packId FROM videos v WHERE v.site = 'AURORA' AND v.channel_pack_id IS NOT NULL AND v.release_at <= ? LIMIT 1`)
      .get(new Date().toISOString()) as { slug: string; packId: number } | undefined;
    db.close();
    expect(packVideo).toBeDefined();
    const path = videoPath(packVideo!.slug);
    const before = await page('multisite2020', path);
    expect(before).toContain('data-denied-action="unlock-channel"');
    const answer = await callAction('multisite2020', 'gems.unlockChannelPack', { channelPackId: packVideo!.packId });
    expect(answer.status, answer.text).toBe(200);
    const after = await page('multisite2020', path);
    expect(after).toContain('data-full-video="allowed"');
    expect(after).not.toContain('data-denied-action');
  });

  it('a notification read: the header no longer counts it', async () => {
    // Someone replies to the member's comment: a notification the header counts.
    const video = videos[0]!;
    const added = await callAction('member', 'comments.add', { videoId: video.videoId, body: 'Who directed this one?' });
    const commentId = /"commentId":\[?0?,?"(\d+)"/.exec(added.text)?.[1] ?? /"id":\[?0?,?"?(\d+)/.exec(added.text)?.[1];
    expect(commentId, added.text).toBeDefined();
    const replied = await callAction('moderator', 'comments.reply', { commentId, body: 'The usual team.' });
    expect(replied.status, replied.text).toBe(200);
    const list = await page('member', '/notifications');
    expect(list).toMatch(/data-notifications-link>Notifications \(\d+ new\)</);
    expect(await page('member', videoPath(video.slug))).toMatch(/data-notifications-link>Notifications \(\d+ new\)</);
    const newest = Math.max(...[...list.matchAll(/data-notification="(\d+)"/g)].map(([, id]) => Number(id)));
    const marked = await post('member', '/notifications?_action=notifications.markRead', { through: String(newest) });
    expect(marked.status).toBeLessThan(400);
    expect(await page('member', videoPath(video.slug))).toMatch(/data-notifications-link>Notifications</);
    // The list itself, viewed (and kept) just before: nothing new, nothing to mark.
    expect(list).toContain('data-unread="true"');
    const after = await page('member', NOTIFICATIONS_PATH);
    expect(after).not.toContain('data-unread="true"');
    expect(after).not.toContain('Mark all as read');
  });

  it('a favourite removed on its list: gone from the list in the very next view', async () => {
    const video = videos[8]!;
    const videoList = FAVORITE_LISTS[0].path;
    const favourites = () => page('member', videoList);
    if (!(await favourites()).includes(`data-favorite="${video.slug}"`)) {
      const added = await post('member', `${videoList}?_action=favorites.change`, {
        [FAVORITE_FIELDS.subject]: 'video',
        [FAVORITE_FIELDS.slug]: video.slug,
        [FAVORITE_FIELDS.id]: String(video.videoId),
        [FAVORITE_FIELDS.op]: 'add',
        [FAVORITE_FIELDS.back]: videoList,
        [FAVORITE_FIELDS.recommId]: '',
      });
      expect(added.status).toBe(303);
    }
    expect(await favourites()).toContain(`data-favorite="${video.slug}"`);
    const removed = await post('member', `${videoList}?_action=favorites.remove`, { [LIST_FIELD]: videoList, [PAGE_FIELD]: '1', [REMOVE_SLUG_FIELD]: video.slug });
    expect(removed.status).toBe(303);
    expect(await favourites()).not.toContain(`data-favorite="${video.slug}"`);
  });

  it("a setting changed on /account: the page's very next view shows it, and a refused post's messages stay the answer's own", async () => {
    const account = () => page('vip', ACCOUNT_PATH);
    const autoplayOn = (html: string) => /name="autoplayEnabled"[^>]*checked/.test(html);
    const before = await account();
    const toggled = await post('vip', `${ACCOUNT_PATH}?_action=account.update`, { [ACCOUNT_ACTION_FIELD]: 'autoplay', ...(autoplayOn(before) ? {} : { autoplayEnabled: 'on' }) });
    expect(toggled.status).toBe(303);
    expect(autoplayOn(await account())).toBe(!autoplayOn(before));
    const name = `Fresh name ${Date.now()}`;
    expect(before).not.toContain(name);
    const renamed = await post('vip', `${ACCOUNT_PATH}?_action=account.update`, { [ACCOUNT_ACTION_FIELD]: 'display-name', displayName: name });
    expect(renamed.status).toBe(303);
    const after = await account();
    expect(after).toContain(`value="${name}"`);
    expect(after).toContain(`data-member-name>${name}<`);
    // A refused post is answered per request, with its message; the page's next view is the member's page again.
    const refused = await post('vip', `${ACCOUNT_PATH}?_action=account.update`, { [ACCOUNT_ACTION_FIELD]: 'display-name', displayName: ' ' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(DISPLAY_NAME_MESSAGE);
    expect(refused.text).toContain(`data-member-name>${name}<`);
    expect(withoutCorrelation(await account())).toBe(withoutCorrelation(after));
  });

  it('a catalogue rebuild: the new title in the file and in every hole that names the video', async () => {
    const video = videos[5]!;
    const before = await page('trial', videoPath(video.slug));
    const db = openDatabase(join(site.dataDir, DATABASE_FILE));
    const { title } = db.prepare('SELECT title FROM videos WHERE slug = ?').get(video.slug) as { title: string };
    const retitled = `${title} Retitled`;
    db.prepare('UPDATE videos SET title = ? WHERE slug = ?').run(retitled, video.slug);
    db.close();
    expect(before).not.toContain(retitled);
    await site.rebuild();
    // The site sees a swapped-in build at its next look (src/server/static-files.ts); the visitor's file tells when.
    await expect.poll(async () => (await site.visitor().request(videoPath(video.slug))).text.includes(retitled), { timeout: 30_000 }).toBe(true);
    const after = await page('trial', videoPath(video.slug));
    expect(after.split(retitled).length).toBeGreaterThan(2);
    expect(after).not.toMatch(new RegExp(`${title.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?! Retitled)`));
  }, 240_000);
});

/** Pages of several kinds: video pages (one with a channel), the home page, the listing, a performer's, the account, notifications and favourites. */
async function pagesToCompare(): Promise<string[]> {
  const video = await page('member', videoPath(videos[6]!.slug));
  const performer = /href="(\/performers\/[^"]+)"/.exec(video)?.[1];
  expect(performer).toBeDefined();
  return [
    ...videos.slice(6, 10).map((v) => videoPath(v.slug)),
    '/',
    '/videos',
    performer as string,
    // The members' own pages, prerendered with holes as the tour's are.
    ACCOUNT_PATH,
    NOTIFICATIONS_PATH,
    FAVORITES_PATH,
    ...FAVORITE_LISTS.map((list) => list.path),
  ];
}

describe('a page assembled from kept views is the page rendered afresh, byte for byte', () => {
  it('for every member on every page, the views kept from other members\' views', async () => {
    const paths = await pagesToCompare();
    // The first member's views warm the cache; every later member meets views kept from those before.
    for (const path of paths) await page('vip', path);
    for (const kind of MEMBERS) {
      for (const path of paths) {
        const [kept, fresh] = [await page(kind, path), await pageUncached(kind, path)];
        expect(withoutCorrelation(kept), `${kind} ${path}`).toBe(withoutCorrelation(fresh));
      }
    }
  }, 300_000);

  it('for members and pages drawn at random, in any order', async () => {
    const paths = await pagesToCompare();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...MEMBERS), fc.constantFrom(...paths)), { minLength: 1, maxLength: 6 }), async (views) => {
        for (const [kind, path] of views) {
          const [kept, fresh] = [await page(kind, path), await pageUncached(kind, path)];
          expect(withoutCorrelation(kept), `${kind} ${path}`).toBe(withoutCorrelation(fresh));
        }
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});

describe("a value new on every answer (the recommender's recommId) in a kept view", () => {
  it("is each page view's own: two views of a page carry two recommIds, each on every pick of the shelf", async () => {
    const path = videoPath(videos[7]!.slug);
    const recommIds = async () => [...new Set([...(await page('member', path)).matchAll(/recommId=([\w-]+)/g)].map(([, id]) => id))];
    const [first, second] = [await recommIds(), await recommIds()];
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).not.toBe(second[0]);
  });
});
