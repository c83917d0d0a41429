import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { fetchCatalogueSnapshot } from '../../src/catalogue/snapshot.ts';
import { allChannelVideos, packVideos } from '../../src/features/channels/channels.server.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import { startTestUpstream } from '../upstream/helpers.ts';

const tenants = loadTenants(TENANTS_DIR);
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(120);
});
afterAll(() => upstream.close());

describe("a channel's video list and its packs (browsing spec section 2: paged with page)", () => {
  it("hold every video of the channel, past the last 6 getChannelVideos answers, and each pack only its own", async () => {
    const catalogue = catalogueAt(upstream.url);
    const snapshot = await fetchCatalogueSnapshot(catalogue, tenants.get('aurora')!);
    const channel = [...snapshot.channels].sort((a, b) => b.videoCount - a.videoCount)[0]!;
    const expected = snapshot.videos.filter((video) => video.channel?.slug === channel.slug);
    expect(expected.length).toBeGreaterThan(6);

    const videos = await allChannelVideos(catalogue, 'AURORA', channel);
    expect(videos.map((video) => video.slug).sort()).toEqual(expected.map((video) => video.slug).sort());
    for (const pack of channel.packs) {
      const own = expected.filter((video) => video.channel?.channelPackId === pack.channelPackId);
      expect(packVideos(videos, pack).map((video) => video.slug).sort()).toEqual(own.map((video) => video.slug).sort());
    }
    expect(channel.packs.reduce((sum, pack) => sum + packVideos(videos, pack).length, 0)).toBe(videos.length);
  });
});
