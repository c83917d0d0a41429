import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantBrowser } from '../../scripts/lib/browser.ts';
import { ACCOUNT_ACTION_FIELD } from '../../src/features/account/forms.ts';
import { COMMENT_FAILURES } from '../../src/features/comments/comment-rules.ts';
import { FAVORITE_FIELDS } from '../../src/features/favorites/favorite-buttons.ts';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { MEMBER_UNAVAILABLE_NOTICE } from '../../src/shell/constants.ts';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';
import { startMemberSite, type MemberSite } from '../support/member-site.ts';
import { query } from '../upstream/helpers.ts';

/*
 * A member's tour page is the prerendered page with the member's holes filled (src/server/member-shell.ts):
 * the real site, the real embedded upstream and a real login; every gateway call is recorded.
 */
let site: MemberSite;
let member: TenantBrowser;
let videoSlug: string;
let performerSlug: string;

const videoPath = () => `/videos/${videoSlug}`;
/** Short, so that a held gateway ends the test quickly; the order of events is what is checked. */
const GATEWAY_TIMEOUT_MS = 1500;

beforeAll(async () => {
  site = await startMemberSite({ gatewayTimeoutMs: GATEWAY_TIMEOUT_MS });
  const listing = await site.visitor().request('/videos');
  videoSlug = /data-video-card="([^"]+)"/.exec(listing.text)?.[1] ?? '';
  const video = await site.visitor().request(`/videos/${videoSlug}`);
  performerSlug = /href="\/performers\/([^"]+)"/.exec(video.text)?.[1] ?? '';
  member = await site.member('member@demo.test');
}, 240_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await site?.close();
});

/** The gateway calls one page view made, after a first view warmed the session's profile. */
async function callsOfAView(browser: TenantBrowser, path: string): Promise<string[]> {
  await browser.request(path);
  const response = await browser.request(path);
  expect(response.status, path).toBe(200);
  const id = String(response.headers[CORRELATION_HEADER]);
  return site.calls.filter((call) => call.correlationId === id).map((call) => call.operation);
}

describe("a member's tour page is the static page with their holes filled", () => {
  it('shows the member header, the full video, favourite buttons and no join prompt, privately', async () => {
    const page = await member.request(videoPath());
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(page.text).toContain('data-member="signed-in"');
    expect(page.text).toContain('data-member-actions');
    expect(page.text).toContain('data-player="full"');
    expect(page.text).toContain('data-favorite-form');
    expect(page.text).not.toContain('data-join-prompt');
    expect(page.text).not.toContain('<!--hole:');
  });

  it.each([
    ['the home page', '/'],
    ['the video listing', '/videos'],
    ['the reels', '/reels'],
    ['the account page', '/account'],
    ['the notifications', '/notifications'],
    ['a favourites list', '/favorites/performers'],
  ])("%s, as a member, carries none of the visitor's join parts and no hole mark", async (_name, path) => {
    const page = await member.request(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-member-actions');
    expect(page.text).not.toContain('data-promo-banner');
    expect(page.text).not.toContain('data-join-prompt');
    expect(page.text).not.toContain('<!--hole:');
  });

  it("the reels, as a member, offer each reel's bookmark, rating and full video, and lead to the video pages", async () => {
    const page = await member.request('/reels');
    expect(page.text).toContain('data-favorite-form');
    expect(page.text).toContain('Watch the full video');
    expect(page.text).toContain('data-reel-rating');
    expect(page.text).not.toContain('href="/trailer/');
  });

  it.each([
    ['the home page', '/'],
    ['the video listing', '/videos'],
    ['the reels', '/reels'],
    ['a video page', 'video'],
    ['a trailer page', 'trailer'],
    ['a performer page', 'performer'],
    ['a legal page', '/terms'],
    ['the favourite channels (open to visitors: their empty list)', '/favorites/channels'],
  ])('%s, as a visitor, is the static file byte for byte', async (_name, which) => {
    const path = which === 'video' ? videoPath() : which === 'trailer' ? `/trailer/${videoSlug}` : which === 'performer' ? `/performers/${performerSlug}` : which;
    const response = await site.visitor().request(path);
    const file = `${site.clientDir}${path === '/' ? '' : path}/index.html`;
    expect(response.text).toBe(readFileSync(file, 'utf8'));
  });

  it("a member page's form answers are the site server's to render: asked for from outside, there is no such page", async () => {
    for (const path of ['/form-answers/account', '/form-answers/notifications', '/form-answers/favorites/videos']) {
      expect((await member.request(path)).status, path).toBe(404);
      expect((await site.visitor().request(path)).status, path).toBe(404);
    }
  });
});

describe('one gateway call at most per member page view (the profile warm)', () => {
  it.each<[string, () => string, number]>([
    ['the home page (favourites, shelves)', () => '/', 1],
    ['the video listing (favourites)', () => '/videos', 1],
    ['a video page (favourites, rating, comments, shelf)', videoPath, 1],
    ['a performer page (favourites, shelf)', () => `/performers/${performerSlug}`, 1],
    ["the reels (favourites, each reel's rating)", () => '/reels', 1],
    ['a trailer page (access from the session)', () => `/trailer/${videoSlug}`, 0],
    ['a legal page', () => '/terms', 0],
    ['the brands page', () => '/brands', 0],
    ['/account (the membership and the gems wallet, merged)', () => '/account', 1],
    ['the notifications', () => '/notifications', 1],
    ['a favourites list', () => '/favorites/videos', 1],
    ['the favourites page (links alone)', () => '/favorites', 0],
    ['the channels listing (rendered per request)', () => '/channels', 1],
    ['a search (rendered per request)', () => '/search?q=night', 1],
  ])('%s', async (_name, path, expected) => {
    const calls = await callsOfAView(member, path());
    expect(calls, calls.join(', ')).toHaveLength(expected);
  });
});

/** Opens `path` and resolves with the chunks as they arrive, until `until` says stop (or the end). */
function readUntil(browser: TenantBrowser, path: string, until: (body: string) => boolean): Promise<{ body: string; ended: boolean; rest: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = request({ port: site.port, host: '127.0.0.1', path, headers: { host: browser.host, cookie: browser.cookieHeader() } }, (res) => {
      let body = '';
      let resolved = false;
      let finish: (text: string) => void = () => undefined;
      const rest = new Promise<string>((done) => (finish = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (!resolved && until(body)) {
          resolved = true;
          resolve({ body, ended: false, rest });
        }
      });
      res.on('end', () => {
        finish(body);
        if (!resolved) resolve({ body, ended: true, rest });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the first bytes leave before the gateway answers', () => {
  it("sends the head and the member's header while the page's gateway call is held", async () => {
    await member.request(videoPath());
    const release = site.hold();
    try {
      const first = await readUntil(member, videoPath(), (body) => body.includes('</header>'));
      expect(first.ended).toBe(false);
      expect(first.body).toContain('<title>');
      expect(first.body).toContain('data-member-actions');
      expect(first.body).not.toContain('data-video-comments');
      release();
      const whole = await first.rest;
      expect(whole).toContain('data-video-comments');
      expect(whole).toContain('</html>');
    } finally {
      release();
    }
  });
});

describe('each member sees only their own holes', () => {
  it('two members opening the same page at once each get their own name and favourites', async () => {
    const other = await site.member('multisite@demo.test');
    const nameOf = async (browser: TenantBrowser) => /data-member-name>([^<]*)</.exec((await browser.request('/terms')).text)?.[1] ?? '';
    const [mine, theirs] = [await nameOf(member), await nameOf(other)];
    expect(mine).not.toBe(theirs);
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? member : other).request(videoPath())));
    pages.forEach((page, i) => {
      const [own, stranger] = i % 2 === 0 ? [mine, theirs] : [theirs, mine];
      expect(page.text).toContain(`data-member-name>${own}<`);
      expect(page.text).not.toContain(`>${stranger}<`);
    });
  });

  it('a favourite just added shows on the next page view', async () => {
    const pageButton = (html: string) => /data-scope="page"[\s\S]*?name="op" value="(add|remove)"/.exec(html)?.[1];
    const before = pageButton((await member.request(videoPath())).text);
    expect(before).toMatch(/^(add|remove)$/);
    const added = await member.request(`/favorites/videos?_action=favorites.change`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(site.tenant.tourUrl).origin },
      body: new URLSearchParams({ [FAVORITE_FIELDS.subject]: 'video', [FAVORITE_FIELDS.slug]: videoSlug, [FAVORITE_FIELDS.id]: '1', [FAVORITE_FIELDS.op]: before ?? 'add', [FAVORITE_FIELDS.back]: videoPath(), [FAVORITE_FIELDS.recommId]: '' }).toString(),
    });
    expect(added.status).toBeLessThan(400);
    const after = await member.request(videoPath());
    expect(pageButton(after.text)).toBe(before === 'add' ? 'remove' : 'add');
  });
});

describe("what a member or the upstream wrote is escaped in a hole", () => {
  const HOSTILE = '<script>alert("x")</script>';

  it("a hostile display name and comment are text, never markup", async () => {
    const browser = await site.member('channels@demo.test');
    const origin = new URL(site.tenant.tourUrl).origin;
    await browser.request('/account?_action=account.update', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ [ACCOUNT_ACTION_FIELD]: 'display-name', displayName: HOSTILE }).toString(),
    });
    const videoId = /data-scope="page"[\s\S]*?name="id" value="(\d+)"/.exec((await browser.request(videoPath())).text)?.[1];
    const added = await browser.request('/_actions/comments.add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin },
      body: JSON.stringify({ videoId: Number(videoId), body: `Nice ${HOSTILE} <img src=x onerror=alert(1)>` }),
    });
    expect(added.status, added.text).toBe(200);
    const page = await browser.request(videoPath());
    expect(page.text).not.toContain(HOSTILE);
    expect(page.text).not.toContain('<img src=x onerror');
    // The name in the header, and the comment in the comments island's first page, as text.
    expect(/data-member-name>([^<]*)</.exec(page.text)?.[1]).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.text).toContain('Nice &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('compressed as the request accepts', () => {
  // Brotli streams cannot be joined from parts compressed apart: a browser that takes both gets gzip.
  it.each([
    ['gzip', 'gzip'],
    ['br, gzip', 'gzip'],
    ['br', undefined],
  ] as const)('%s: %s', async (acceptEncoding, encoding) => {
    const plain = await member.request('/terms');
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request({ port: site.port, host: '127.0.0.1', path: '/terms', headers: { host: member.host, cookie: member.cookieHeader(), 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(compressed.encoding).toBe(encoding);
    const text = (encoding ? gunzipSync(compressed.body) : compressed.body).toString('utf8');
    // The correlation id differs per request; the rest of the page is the same.
    expect(text.replaceAll(/[0-9a-f-]{36}/g, '')).toBe(plain.text.replaceAll(/[0-9a-f-]{36}/g, ''));
  });
});

describe('a member who cannot be identified (the gateway down, their profile not known)', () => {
  it("reads the tour page as visitors see it, told why, privately; a page that needs the member answers 503", async () => {
    const unknown = await site.member('multisite2020@demo.test');
    site.gateway('down');
    try {
      const page = await unknown.request(videoPath());
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe(PRIVATE_CACHE);
      expect(page.text).toContain(MEMBER_UNAVAILABLE_NOTICE);
      expect(page.text).toContain('data-member="visitor"');
      expect((await unknown.request('/account')).status).toBe(503);
    } finally {
      site.gateway('up');
    }
  });
});

describe("a video page shows the catalogue's fields the spec names (browsing spec section 3)", () => {
  type Fields = { slug: string; models: { name: string }[]; pictureSetSlug: string | null; picturesInSet: number; showcase: { slug: string; title: string } | null };
  async function videos(): Promise<Fields[]> {
    const answer = await query<{ videos: { nodes: Fields[] } }>(
      site.upstream.url,
      '{ videos(site: "AURORA", first: 100) { nodes { slug models { name } pictureSetSlug picturesInSet showcase { slug title } } } }',
    );
    return answer.videos.nodes;
  }

  it("its description as HTML, its performers' names in bold (descriptionHtml)", async () => {
    const video = (await videos()).find((node) => node.models.length > 0)!;
    const page = await site.visitor().request(`/videos/${video.slug}`);
    expect(page.text).toMatch(new RegExp(`data-video-description[^>]*><p>[^<]*<strong>${video.models[0]!.name}</strong>`));
  });

  it('a link to its picture set with the number of its photos (picturesInSet), and to its showcase', async () => {
    const all = await videos();
    const withSet = all.find((node) => node.pictureSetSlug !== null && node.picturesInSet > 0)!;
    const setLink = /href="\/pictureset\/([^"]+)" data-picture-set-link>(\d+) photos<\/a>/.exec((await site.visitor().request(`/videos/${withSet.slug}`)).text);
    expect(setLink?.slice(1)).toEqual([withSet.pictureSetSlug, String(withSet.picturesInSet)]);
    const inShowcase = all.find((node) => node.showcase !== null)!;
    const showcaseLink = /href="\/showcase\/([^"]+)">([^<]+)<\/a>/.exec((await site.visitor().request(`/videos/${inShowcase.slug}`)).text);
    expect(showcaseLink?.slice(1)).toEqual([inShowcase.showcase!.slug, inShowcase.showcase!.title.replaceAll("'", '&#39;')]);
  });
});

describe("the lists message (membership spec section 8: 'Unable to load channels/categories at this time, please try again later')", () => {
  it('is what a member reads on /channels when the gateway cannot list them', async () => {
    // The profile first, so that the member is known while the gateway is down.
    expect((await member.request('/channels')).status).toBe(200);
    site.gateway('down');
    try {
      const page = await member.request('/channels');
      expect(page.status).toBe(503);
      expect(page.text).toContain('Unable to load channels/categories at this time, please try again later');
      expect(page.text).not.toContain('data-channel=');
    } finally {
      site.gateway('up');
    }
  });
});

describe('a hole whose data cannot be had shows its degraded form, and the page still arrives', () => {
  it.each([
    ['the gateway stopped', () => {
      site.gateway('down');
      return () => site.gateway('up');
    }],
    ['the gateway held past its time-out', () => site.hold()],
  ])('%s', async (_name, fault) => {
    await member.request(videoPath());
    const restore = fault();
    try {
      const page = await member.request(videoPath());
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-member-actions');
      expect(page.text).toContain('data-player="full"');
      expect(page.text).toContain('data-member-rating-failed');
      expect(page.text).toContain(COMMENT_FAILURES.list);
      expect(page.text).not.toContain('data-join-prompt');
      expect(page.text).not.toContain('data-favorite-form');
      expect(page.text).toContain('</html>');
    } finally {
      restore();
    }
  });
});
