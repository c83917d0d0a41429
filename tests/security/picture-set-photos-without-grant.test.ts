import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MEDIA_CACHE_CONTROL, TOKENED_MEDIA_CACHE_CONTROL } from '../../upstream/media/cdn.ts';
import { ask, fileUrl, isPlain, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo, type Token } from '../upstream/streaming-helpers.ts';

/*
 * Security probe finding 3: the member-only picture-set page shows /cdn/pictures/<set>/<nn>-1200x1800.jpg,
 * and the stand-in's CDN served those to anyone, `public, max-age=86400`, for every brand, premium-plus
 * included (the set slugs are public in the tour). A full-size photo is now granted as the set's zip
 * is: with the set's token for the member (generatePictureSetToken), private; the thumbnail the tour
 * may show stays public. The site's page puts the token on its links (e2e/security.spec.ts).
 */

type PictureSet = { images: { listing: { src: string }[]; main: { src: string }[] } };

let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
/** A set of a plain video on each brand asked about, with the site it is on and a member of it. */
const sets: { site: string; kind: string; slug: string; set: PictureSet }[] = [];

async function pictureSetOf(site: string): Promise<{ slug: string; set: PictureSet; video: CatalogueVideo }> {
  const video = (await videosOf(upstream.url, site)).find((candidate) => isPlain(candidate) && candidate.pictureSetSlug !== null);
  if (!video?.pictureSetSlug) throw new Error(`no picture set on ${site}`);
  const answer = await ask(upstream.url, null, `{ getPictureSet(slug: "${video.pictureSetSlug}", site: "${site}") { images { listing { src } main { src } } } }`);
  return { slug: video.pictureSetSlug, set: (answer.data as { getPictureSet: PictureSet }).getPictureSet, video };
}

async function setToken(kind: string, slug: string, site: string): Promise<Token> {
  const answer = await ask(upstream.url, kind, 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token cdn } }', { slug }, site);
  return (answer.data as { generatePictureSetToken: Token }).generatePictureSetToken;
}

beforeAll(async () => {
  upstream = await startStreamingUpstream(24);
  for (const [site, kind] of [['AURORA', 'member'], ['HALO', 'multisite2025']] as const) sets.push({ site, kind, ...(await pictureSetOf(site)) });
}, 120_000);
afterAll(() => upstream.close());

describe('full-size picture-set photos need a grant', () => {
  it.each(['AURORA', 'HALO'])('%s: a full-size photo without a token is refused (403), where the tour’s thumbnail stays public', async (site) => {
    const { set } = sets.find((entry) => entry.site === site)!;
    const bare = await fetch(set.images.main[0]!.src);
    expect(bare.status).toBe(403);
    const thumbnail = await fetch(set.images.listing[0]!.src);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE_CONTROL);
  });

  it("opens with the set's token for the member, privately, and the same token opens its zip", async () => {
    const { slug, set, site, kind } = sets[0]!;
    const token = await setToken(kind, slug, site);
    const photo = await fetch(fileUrl({ cdn: set.images.main[0]!.src, token: token.token }));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe(TOKENED_MEDIA_CACHE_CONTROL);
    expect((await fetch(fileUrl(token), { method: 'HEAD' })).status).toBe(200);
  });

  it("refuses another set's token, a video's token, and a token changed by hand", async () => {
    const [aurora, halo] = sets;
    const otherSet = await setToken(halo!.kind, halo!.slug, halo!.site);
    const video = (await tokensFor(upstream.url, aurora!.kind, (await pictureSetOf('AURORA')).video.videoId)).tokens!['p720']!;
    const full = aurora!.set.images.main[0]!.src;
    for (const token of [otherSet.token, video.token, `${otherSet.token.slice(0, -2)}xx`]) {
      expect((await fetch(fileUrl({ cdn: full, token }))).status).toBe(403);
    }
  });

  it('grants no token to a member who may not see the set', async () => {
    const { slug, site } = sets[1]!;
    const answer = await ask(upstream.url, 'member', 'query ($slug: String!) { generatePictureSetToken(slug: $slug) { token } }', { slug }, site);
    expect(answer.errors?.[0]?.extensions?.['code']).toBeDefined();
  });
});
