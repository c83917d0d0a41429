import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { startTestUpstream } from '../upstream/helpers.ts';

/** Browsing spec section 2, /wall: the brand's curator feed, from the upstream (its stand-in writes one post per newest video). */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(8);
});
afterAll(() => upstream.close());

describe('the curator feed of the wall', () => {
  it("answers the brand's posts, newest first, each linked where it was posted, with its picture", async () => {
    const gateway = catalogueAt(upstream.url);
    const posts = await gateway.getCuratorFeed({ site: 'AURORA', first: 5 });
    const newest = (await gateway.listVideos({ site: 'AURORA', first: 5 })).nodes;
    expect(posts).toHaveLength(5);
    expect(posts.map((post) => post.postedAt.slice(0, 10))).toEqual(newest.map((video) => video.releaseDate));
    expect(posts.map((post) => post.network)).toEqual(['instagram', 'x', 'tiktok', 'instagram', 'x']);
    for (const post of posts) {
      expect(post.url).toMatch(/^https:\/\/(instagram|x|tiktok)\.example\/[a-z0-9]+\//);
      expect(post.author).toMatch(/^@[a-z0-9]+$/);
      expect(post.image?.src).toContain(`${upstream.url}/media/AURORA/video/`);
    }
    expect(new Set(posts.map((post) => post.id)).size).toBe(5);
  });

  it("shows the combined tenant its sites' posts, and refuses an unknown site", async () => {
    const gateway = catalogueAt(upstream.url);
    expect((await gateway.getCuratorFeed({ site: 'JADE' })).length).toBe(24);
    await expect(gateway.getCuratorFeed({ site: 'NOWHERE' })).rejects.toMatchObject({ kind: 'bad-answer' });
  });
});
