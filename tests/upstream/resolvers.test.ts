import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/tenants/load.ts';
import { query, startTestUpstream } from './helpers.ts';

const SIZE = 60;
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(SIZE);
});
afterAll(() => upstream.close());

type Card = { videoId: number; slug: string; site: string; releaseDate: string; award: number; rating: number };
const CARD = 'videoId slug site releaseDate award rating';
const newestFirst = (videos: Card[]) => videos.every((v, i) => i === 0 || videos[i - 1]!.releaseDate >= v.releaseDate);

describe('getAwardedVideos', () => {
  it('answers only videos with award 1, newest first, paged by skip and first', async () => {
    const all = await query(upstream.url, `{ getAwardedVideos(site: "AURORA", first: 500) { totalCount nodes { ${CARD} } } }`);
    const { totalCount, nodes } = all.getAwardedVideos as { totalCount: number; nodes: Card[] };
    expect(totalCount).toBeGreaterThan(0);
    expect(nodes).toHaveLength(totalCount);
    expect(nodes.every((v) => v.award === 1 && v.site === 'AURORA')).toBe(true);
    expect(newestFirst(nodes)).toBe(true);
    const second = await query(upstream.url, `{ getAwardedVideos(site: "AURORA", skip: 1, first: 1) { nodes { slug } } }`);
    expect(second.getAwardedVideos.nodes.map((v: Card) => v.slug)).toEqual(nodes.slice(1, 2).map((v) => v.slug));
  });
});

describe('getChannelVideos', () => {
  it("answers the channel's last 6 videos, newest first", async () => {
    const channels = await query(upstream.url, `{ channels(site: "JADE", first: 500) { nodes { slug videoCount videos(first: 500) { nodes { ${CARD} } } } } }`);
    const channel = (channels.channels.nodes as { slug: string; videoCount: number; videos: { nodes: Card[] } }[]).sort((a, b) => b.videoCount - a.videoCount)[0]!;
    expect(channel.videoCount).toBeGreaterThan(6);
    const answer = await query(upstream.url, `query ($slug: String!) { getChannelVideos(channelSlug: $slug) { ${CARD} } }`, { slug: channel.slug });
    const videos = answer.getChannelVideos as Card[];
    expect(videos).toHaveLength(6);
    expect(newestFirst(videos)).toBe(true);
    expect(videos.map((v) => v.slug)).toEqual(channel.videos.nodes.slice(0, 6).map((v) => v.slug));
  });
});

describe('the combined site JADE', () => {
  it("answers with its standalone sites' content, each record keeping its own site", async () => {
    const jade = loadTenants(new URL('../../tenants/', import.meta.url).pathname).get('jade')!;
    const answer = await query(upstream.url, `{ videos(site: "JADE", first: 500) { totalCount nodes { site } } performers(site: "JADE", first: 1) { totalCount } }`);
    expect(answer.videos.totalCount).toBe(SIZE * jade.standaloneSites.length);
    expect(new Set(answer.videos.nodes.map((v: Card) => v.site))).toEqual(new Set(jade.standaloneSites.map((id) => id.toUpperCase())));
  });

  it('names the known sites when asked for an unknown one', async () => {
    await expect(query(upstream.url, '{ videos(site: "NOPE") { totalCount } }')).rejects.toThrow('Unknown site "NOPE". Known sites: AURORA');
  });
});

describe('getVideo', () => {
  it('answers a video of the site by slug with relatedCount related videos, and null for an unknown slug', async () => {
    const { videos } = await query(upstream.url, '{ videos(site: "BLAZE", first: 1) { nodes { slug } } }');
    const slug = videos.nodes[0].slug;
    const answer = await query(upstream.url, `query ($slug: String!) { getVideo(input: { slug: $slug, site: "BLAZE", relatedCount: 3 }) { slug site models { name } related { slug site } } }`, { slug });
    expect(answer.getVideo.slug).toBe(slug);
    expect(answer.getVideo.models.length).toBeGreaterThan(0);
    expect(answer.getVideo.related).toHaveLength(3);
    expect(answer.getVideo.related.every((v: Card) => v.site === 'BLAZE' && v.slug !== slug)).toBe(true);
    const other = await query(upstream.url, `query ($slug: String!) { getVideo(input: { slug: $slug, site: "AURORA" }) { slug } }`, { slug });
    expect(other.getVideo).toBeNull();
  });
});

describe('a page of videos', () => {
  // The relations of a page's videos are loaded for the whole page at once (upstream/catalogue/video-relations.ts).
  const RELATIONS = 'slug models { slug } categories { slug } directors { slug } channel { slug } pictureSetSlug expertReview { models { slug } }';
  const WITH_RELATED = `${RELATIONS} related(first: 3) { ${RELATIONS} }`;

  it('gives each video its own relations, in their order, exactly as asking for that video alone does', async () => {
    const page = await query(upstream.url, `{ videos(site: "JADE", first: 40) { nodes { ${WITH_RELATED} } } }`);
    const nodes = page.videos.nodes as { slug: string; channel: unknown; pictureSetSlug: unknown; directors: unknown[] }[];
    // The page holds every kind of relation, and videos with a channel and without one.
    expect(nodes.some((v) => v.pictureSetSlug !== null && v.directors.length > 0)).toBe(true);
    expect(new Set(nodes.map((v) => v.channel === null))).toEqual(new Set([true, false]));
    for (const node of nodes) {
      const alone = await query(upstream.url, `query ($slug: String!) { getVideo(input: { slug: $slug, site: "JADE" }) { ${WITH_RELATED} } }`, { slug: node.slug });
      expect(node).toEqual(alone.getVideo);
    }
  });
});

describe('video recommendations', () => {
  it.each([
    ['getVideoRecommendations', false],
    ['getVideoRecommendationsCrossNavigation', true],
  ])('%s answers up to limit videos, from sister brands only with cross-navigation', async (name, cross) => {
    const { videos } = await query(upstream.url, `{ videos(site: "CINDER", first: 1) { nodes { videoId } } }`);
    const answer = await query(upstream.url, `query ($id: Int!) { ${name}(site: "CINDER", videoId: $id, limit: 5) { videoId site crossNavigation crossNavigationLink } }`, { id: videos.nodes[0].videoId });
    const recommended = answer[name] as { videoId: number; site: string; crossNavigation: boolean; crossNavigationLink: string | null }[];
    expect(recommended).toHaveLength(5);
    expect(recommended.every((v) => (v.site === 'CINDER') === !cross && v.crossNavigation === cross)).toBe(true);
    expect(recommended.every((v) => (v.crossNavigationLink !== null) === cross)).toBe(true);
  });
});

describe('getAllFilters', () => {
  it('answers categories, directors, girls and guys with at least minScenes scenes', async () => {
    const answer = await query(upstream.url, '{ getAllFilters(site: "DAHLIA", minScenes: 3) { categories { name scenes } directors { scenes } girls { scenes } guys { scenes } } }');
    const filters = answer.getAllFilters;
    expect(filters.categories.length).toBeGreaterThan(0);
    for (const list of ['categories', 'directors', 'girls', 'guys']) expect(filters[list].every((e: { scenes: number }) => e.scenes >= 3)).toBe(true);
  });
});

describe('faceted videos and performers', () => {
  it('narrows videos by a facet value and counts the values among the matches', async () => {
    const all = await query(upstream.url, '{ videos(site: "EMBER", first: 1) { totalCount facets { name values { value count } } } }');
    const categories = all.videos.facets.find((f: { name: string }) => f.name === 'categories');
    const value = categories.values[0];
    const narrowed = await query(upstream.url, `query ($v: String!) { videos(site: "EMBER", first: 500, filter: [{ name: categories, values: [$v] }]) { totalCount nodes { categories { slug } } } }`, { v: value.value });
    expect(narrowed.videos.totalCount).toBe(value.count);
    expect(narrowed.videos.nodes.every((v: { categories: { slug: string }[] }) => v.categories.some((c) => c.slug === value.value))).toBe(true);
  });

  it('narrows performers by sex', async () => {
    const answer = await query(upstream.url, '{ performers(site: "FABLE", first: 500, filter: [{ name: sex, values: ["F"] }]) { totalCount nodes { sex } facets { name values { value count } } } }');
    expect(answer.performers.nodes.every((p: { sex: string }) => p.sex === 'F')).toBe(true);
    const sex = answer.performers.facets.find((f: { name: string }) => f.name === 'sex');
    expect(sex.values).toEqual([{ value: 'F', count: answer.performers.totalCount }]);
  });
});

describe('search', () => {
  it('finds videos by a word of the title, with quick-search data', async () => {
    const { videos } = await query(upstream.url, '{ videos(site: "GARNET", first: 1) { nodes { title } } }');
    const word = (videos.nodes[0].title as string).split(' ')[0]!;
    const answer = await query(upstream.url, `query ($q: String!) { search(site: "GARNET", q: $q) { totalCount videos { title } categories { name } models { name } } }`, { q: word.toUpperCase() });
    expect(answer.search.totalCount).toBeGreaterThan(0);
    expect(answer.search.videos.some((v: { title: string }) => v.title.includes(word))).toBe(true);
  });
});

describe('findDeals and getWelcomePagePictureSet', () => {
  it.each(['carousel', 'interstitial', 'listing'])('findDeals answers %s deals enabled for that placement', async (type) => {
    const flag = { carousel: 'enabledCarousel', interstitial: 'enabledInterstitial', listing: 'enabledListing' }[type]!;
    const answer = await query(upstream.url, `{ findDeals(input: { site: "HALO", type: ${type}, limit: 3 }) { site ${flag} } }`);
    expect(answer.findDeals.length).toBeLessThanOrEqual(3);
    expect(answer.findDeals.every((d: Record<string, unknown>) => d[flag] === true && d['site'] === 'HALO')).toBe(true);
  });

  it('getWelcomePagePictureSet answers the site and its images', async () => {
    const answer = await query(upstream.url, '{ getWelcomePagePictureSet(input: { site: "IVY" }) { site images { name width height } } }');
    expect(answer.getWelcomePagePictureSet.site).toBe('IVY');
    expect(answer.getWelcomePagePictureSet.images.map((i: { width: number; height: number }) => `${i.width}x${i.height}`)).toEqual(['1400x1024', '1045x1024', '320x770']);
  });
});

describe('getTopRatedVideos', () => {
  it('answers the highest rated first', async () => {
    const answer = await query(upstream.url, `{ getTopRatedVideos(site: "AURORA", first: 10) { nodes { ${CARD} } } }`);
    const ratings = (answer.getTopRatedVideos.nodes as Card[]).map((v) => v.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe("a video's fields of browsing spec section 3: descriptionHtml, picturesInSet, showcase", () => {
  type Fields = {
    slug: string;
    description: string;
    descriptionHtml: string;
    models: { name: string }[];
    pictureSetSlug: string | null;
    picturesInSet: number;
    showcase: { slug: string; title: string } | null;
  };
  const videos = async (): Promise<Fields[]> =>
    (await query(upstream.url, `{ videos(site: "AURORA", first: 500) { nodes {
      slug description descriptionHtml models { name } pictureSetSlug picturesInSet showcase { slug title } } } }`)).videos.nodes as Fields[];

  it("descriptionHtml is the description in a paragraph, the performers' names in bold", async () => {
    for (const video of await videos()) {
      const text = video.descriptionHtml.replaceAll(/<\/?(p|strong)>/g, '').replaceAll('&#39;', "'");
      expect(text, video.slug).toBe(video.description);
      for (const { name } of video.models.filter((model) => video.description.includes(model.name))) expect(video.descriptionHtml).toContain(`<strong>${name}</strong>`);
    }
  });

  it('picturesInSet counts the photos of its picture set, and is 0 without one', async () => {
    const all = await videos();
    for (const video of all.filter((v) => v.pictureSetSlug === null)) expect(video.picturesInSet, video.slug).toBe(0);
    const withSet = all.filter((v) => v.pictureSetSlug !== null).slice(0, 5);
    expect(withSet.length).toBeGreaterThan(0);
    for (const video of withSet) {
      const set = await query(upstream.url, `{ getPictureSet(slug: "${video.pictureSetSlug}", site: "AURORA") { images { main { src } } } }`);
      expect(video.picturesInSet, video.slug).toBe(set.getPictureSet.images.main.length);
    }
  });

  it('showcase names a showcase that lists the video', async () => {
    const all = await videos();
    const showcases = (await query(upstream.url, '{ showcases(site: "AURORA", first: 100) { nodes { slug title videos { slug } } } }')).showcases.nodes as { slug: string; title: string; videos: { slug: string }[] }[];
    const inShowcases = all.filter((video) => video.showcase !== null);
    expect(inShowcases.length).toBeGreaterThan(0);
    for (const video of all) {
      const listing = showcases.filter((showcase) => showcase.videos.some((v) => v.slug === video.slug));
      expect(video.showcase, video.slug).toEqual(listing[0] ? { slug: listing[0].slug, title: listing[0].title } : null);
    }
  });
});
