import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilitiesFrom } from '../../src/access/abilities.ts';
import { loadPageShelves, withoutChannels } from '../../src/features/recommendations/shelves.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { recommendationsFeature } from '../../upstream/members/recommendations.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, startTestUpstream } from '../upstream/helpers.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { NOTHING_LISTENS_URL } from '../support/nothing-listens.ts';

/** The site's shelf calls (documents, zod schemas, the member's gateway) against the real upstream. */
const verify = async (token: string) => (token === 'live' ? { accountId: 'shelf-member', scopes: ['openid'] } : null);
const EVERY_SHELF = ['HOME_RECOMMENDATIONS', 'TAG', 'CHANNELS', 'RECOMMENDED_MODELS', 'VMG', 'INTERNAL_CHANNELS', 'Channels', 'InternalChannels'].map((subject) => `see:${subject}`);

let upstream: Upstream;

function memberAt(url: string, granted = EVERY_SHELF) {
  const gateway = createMemberGateway({ client: createGatewayClient({ url, timeoutMs: 2000 }), site: 'AURORA', correlationId: 'shelves-test', withToken: (call) => call('live'), changed: () => undefined, reporting: SILENT_REPORTING });
  return { abilities: abilitiesFrom(granted), gateway };
}
function recordingLog() {
  const warnings: { fields: object; message: string }[] = [];
  return { warnings, warn: (fields: object, message: string) => void warnings.push({ fields, message }) };
}

beforeAll(async () => {
  upstream = await startTestUpstream(12, () => [membersPart({ dataDir: null, verify, features: [memberBaseFeature, recommendationsFeature] })]);
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

describe('the shelves a page loads for the member', () => {
  it('home: the member\'s picks, the sister brands\' and performers, each with its recommId', async () => {
    const log = recordingLog();
    const shelves = await loadPageShelves({ member: memberAt(upstream.url), site: 'BLAZE', page: 'home' }, log);
    expect(shelves.map(({ shelf }) => shelf)).toEqual(['HOME_RECOMMENDATIONS', 'VMG', 'RECOMMENDED_MODELS']);
    const [own, vmg, models] = shelves.map(({ picks }) => picks);
    expect(own?.kind === 'videos' && own.videos.every((video) => video.site === 'BLAZE' && video.recommId !== null)).toBe(true);
    expect(vmg?.kind === 'videos' && vmg.videos.every((video) => video.site !== 'BLAZE' && video.crossNavigation)).toBe(true);
    expect(models?.kind === 'performers' && models.performers.every((performer) => performer.recommId !== null)).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('a category\'s page picks from its category; without one there is no TAG shelf', async () => {
    const response = await fetch(`${upstream.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { categories(site: "AURORA", first: 1) { nodes { slug } } }' }),
    });
    const tag = ((await response.json()) as { data: { categories: { nodes: { slug: string }[] } } }).data.categories.nodes[0]!.slug;
    expect(await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'tag', tag: null }, recordingLog())).toEqual([]);
    const shelves = await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'tag', tag }, recordingLog());
    expect(shelves.map(({ shelf }) => shelf)).toEqual(['TAG']);
  });

  it('channels: the partner and the brand\'s own channels, each shelf its kind', async () => {
    const shelves = await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'channels' }, recordingLog());
    expect(shelves.map(({ shelf, picks }) => [shelf, picks.kind === 'channels' && picks.channels.map((channel) => channel.isThirdPartyChannel)])).toEqual([
      ['CHANNELS', [true]],
      ['INTERNAL_CHANNELS', [false]],
    ]);
  });

  it('the channels listing recommends no channel it lists itself: a shelf left empty goes', async () => {
    const shelves = await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'channels' }, recordingLog());
    const slugs = shelves.flatMap(({ picks }) => (picks.kind === 'channels' ? picks.channels.map((channel) => channel.slug) : []));
    expect(slugs.length).toBeGreaterThan(1);
    const [first, ...others] = slugs;
    const left = withoutChannels(shelves, [first!]);
    expect(left.flatMap(({ picks }) => (picks.kind === 'channels' ? picks.channels.map((channel) => channel.slug) : []))).toEqual(others);
    expect(withoutChannels(shelves, slugs)).toEqual([]);
    expect(withoutChannels(shelves, [])).toBe(shelves);
  });

  it('a performer\'s page leaves that performer out of its shelf', async () => {
    const [before] = await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'performer' }, recordingLog());
    const first = before?.picks.kind === 'performers' ? before.picks.performers[0] : undefined;
    expect(first).toBeDefined();
    const [after] = await loadPageShelves({ member: memberAt(upstream.url), site: 'AURORA', page: 'performer', performerId: first!.performerId }, recordingLog());
    expect(after?.picks.kind === 'performers' && after.picks.performers.map((performer) => performer.performerId)).not.toContain(first!.performerId);
  });

  it('a shelf the member may not see is not asked for', async () => {
    const shelves = await loadPageShelves({ member: memberAt(upstream.url, ['see:VMG']), site: 'AURORA', page: 'home' }, recordingLog());
    expect(shelves.map(({ shelf }) => shelf)).toEqual(['VMG']);
  });

  it('a recommender that does not answer leaves every shelf out, each failure logged, and the page goes on', async () => {
    const log = recordingLog();
    // Nothing listens there: the call fails at once.
    const shelves = await loadPageShelves({ member: memberAt(NOTHING_LISTENS_URL), site: 'AURORA', page: 'home' }, log);
    expect(shelves).toEqual([]);
    // The shelves are asked at once, so their failures come in any order.
    const logged = log.warnings.map(({ fields, message }) => [message, (fields as { operation?: string }).operation, (fields as { kind?: string }).kind]);
    expect(logged.sort()).toEqual([
      ['HOME_RECOMMENDATIONS recommendations failed', 'getHomeRecommendations', 'unavailable'],
      ['RECOMMENDED_MODELS recommendations failed', 'getRecommendedModels', 'unavailable'],
      ['VMG recommendations failed', 'getVMGRecommendations', 'unavailable'],
    ]);
  });

  it('a refused call (here an unknown site) leaves its shelf out too', async () => {
    const log = recordingLog();
    expect(await loadPageShelves({ member: memberAt(upstream.url), site: 'NOPE', page: 'performer' }, log)).toEqual([]);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]?.fields).toMatchObject({ operation: 'getRecommendedModels', kind: 'bad-answer' });
  });
});
