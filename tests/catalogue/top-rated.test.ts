import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { getTopRatedLive } from '../../src/catalogue/top-rated.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { startTestUpstream } from '../upstream/helpers.ts';

/** Browsing spec sections 2 and 7: /toprated asks GET /toprated (the API's, under /api) with the visitor's query, and reads data.data.videos. */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(16);
});
afterAll(() => upstream.close());

const reporting = SILENT_REPORTING;
const options = { correlationId: 'top-rated-test', reporting };

describe('the live top-rated call', () => {
  it("passes the visitor's query through, with the tenant's site", async () => {
    const asked: string[] = [];
    const recording = createGatewayClient({
      url: 'http://gateway.invalid',
      fetch: (input) => {
        asked.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(new Response(JSON.stringify({ data: { data: { videos: [], totalCount: 0 } } })));
      },
    });
    await getTopRatedLive(recording, 'AURORA', new URLSearchParams('page=2&sort=week&site=BLAZE'), options);
    expect(asked).toEqual(['http://gateway.invalid/api/toprated?page=2&sort=week&site=AURORA']);
  });

  it('reads the top-rated videos of the real stand-in, highest rated first, a page at a time', async () => {
    const gateway = catalogueAt(upstream.url);
    const first = await gateway.getTopRatedLive('AURORA', new URLSearchParams(''), reporting);
    const second = await gateway.getTopRatedLive('AURORA', new URLSearchParams('page=2&utm_source=mail'), reporting);
    const graphql = await gateway.getTopRated({ site: 'AURORA', first: 16 });
    expect(first.totalCount).toBe(16);
    expect([...first.videos, ...second.videos].map((video) => video.slug)).toEqual(graphql.nodes.map((video) => video.slug));
    expect(second.videos).toHaveLength(4);
  });

  it('is a bad answer when the gateway refuses the query, or answers another shape', async () => {
    await expect(catalogueAt(upstream.url).getTopRatedLive('NOWHERE', new URLSearchParams(''), reporting)).rejects.toMatchObject({ kind: 'bad-answer' });
    const odd = createGatewayClient({ url: 'http://gateway.invalid', fetch: () => Promise.resolve(new Response(JSON.stringify({ data: { videos: [] } }))) });
    await expect(getTopRatedLive(odd, 'AURORA', new URLSearchParams(''), options)).rejects.toMatchObject({ kind: 'bad-answer', message: /unexpected shape/ });
  });
});
