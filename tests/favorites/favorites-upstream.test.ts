import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_BATCH_SIZE, favoritesCalls, type FavoritesCalls } from '../../src/features/favorites/favorites-calls.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway, type MemberGateway } from '../../src/server/auth/member-gateway.ts';
import {
  createFavoriteResolvers,
  createMemberDirectory,
  createMemberResolvers,
  favoriteTypeDefs,
  FAVORITE_SEED,
  memberTypeDefs,
} from '../../upstream/members/index.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/** Token verification is the identity provider's job (tests/identity); here one token is live. */
const LIVE_TOKEN = 'live-token';
const verify = async (token: string) => (token === LIVE_TOKEN ? { accountId: 'demo-member', scopes: ['openid'] } : null);

let root: string;
let upstream: Upstream;
let api: FavoritesCalls;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'favorites-'));
  const directory = createMemberDirectory();
  const members = createMemberResolvers(directory, verify);
  const favorites = createFavoriteResolvers(() => directory, verify);
  upstream = await startUpstream({
    dataDir: root,
    size: 6,
    extraGraphQL: [
      {
        typeDefs: `${memberTypeDefs}\n${favoriteTypeDefs}`,
        resolvers: { Query: { ...members.Query, ...favorites.Query }, Mutation: { ...members.Mutation, ...favorites.Mutation } },
      },
    ],
  });
  const gateway = createMemberGateway({
    client: createGatewayClient({ url: upstream.url }),
    site: 'AURORA',
    correlationId: 'favorites-test',
    withToken: (call) => call(LIVE_TOKEN),
    changed: () => {}, reporting: SILENT_REPORTING,
  });
  api = favoritesCalls(gateway, 'AURORA');
}, 60_000);
afterAll(async () => {
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

async function graphql(query: string, token?: string) {
  const response = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('favourites on the real upstream member GraphQL', () => {
  it.each([
    ['VIDEO', FAVORITE_SEED.VIDEO],
    ['PERFORMER', FAVORITE_SEED.PERFORMER],
    ['CHANNEL', FAVORITE_SEED.CHANNEL],
  ] as const)('member@demo.test starts with %s favourites from the AURORA catalogue (%i)', async (kind, count) => {
    const page = await api.favorites(kind, 1);
    expect(page.totalCount).toBe(count);
    expect(page.items).toHaveLength(count);
    expect(new Set(page.items.map((item) => item.slug)).size).toBe(count);
  });

  it('lists favourite videos with the video card fields', async () => {
    const { items } = await api.favorites('VIDEO', 1);
    expect(items[0]).toMatchObject({ site: 'AURORA', title: expect.any(String), images: { listing: expect.any(Array) } });
  });

  it('removes and adds a favourite, both idempotent, newest first', async () => {
    const [first] = (await api.favorites('VIDEO', 1)).items;
    await api.removeFavorite('VIDEO', first!.slug);
    await api.removeFavorite('VIDEO', first!.slug);
    expect((await api.favorites('VIDEO', 1)).items.map((v) => v.slug)).not.toContain(first!.slug);
    await api.addFavorite('VIDEO', first!.slug);
    await api.addFavorite('VIDEO', first!.slug);
    const after = await api.favorites('VIDEO', 1);
    expect(after.totalCount).toBe(FAVORITE_SEED.VIDEO);
    expect(after.items[0]?.slug).toBe(first!.slug);
  });

  it.each([
    ['VIDEO', 'no-such-video', /Unknown video "no-such-video" on site AURORA/],
    ['PERFORMER', 'no-such-performer', /Unknown performer "no-such-performer" on site AURORA/],
    ['CHANNEL', 'no-such-channel', /Unknown channel "no-such-channel" on site AURORA/],
  ] as const)('refuses an unknown %s slug with an error naming it', async (kind, slug, message) => {
    await expect(api.addFavorite(kind, slug)).rejects.toThrow(message);
  });

  it('pages with after: the cursor of the last edge seen', async () => {
    const { body } = await graphql('{ favoriteVideos(site: "AURORA", first: 1, after: "1") { totalCount edges { cursor node { slug } } } }', LIVE_TOKEN);
    expect(body.data).toMatchObject({ favoriteVideos: { totalCount: FAVORITE_SEED.VIDEO, edges: [{ cursor: '2' }] } });
  });

  it('refuses a batch above the favorite batch size of 100', async () => {
    const { body } = await graphql('{ favoriteVideos(site: "AURORA", first: 101) { totalCount } }', LIVE_TOKEN);
    expect(body.errors?.[0]?.message).toMatch(/"first" must be a whole number from 1 to 100/);
  });

  it.each([
    ['list', '{ favoriteVideos(site: "AURORA") { totalCount } }'],
    ['add', 'mutation { addFavorite(site: "AURORA", kind: VIDEO, slug: "x") }'],
    ['remove', 'mutation { removeFavorite(site: "AURORA", kind: VIDEO, slug: "x") }'],
  ])('answers 401 UNAUTHENTICATED to %s without a live token', async (_, query) => {
    for (const token of [undefined, 'forged']) {
      const { status, body } = await graphql(query, token);
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('every favourite\'s slug, in batches of the spec\'s favorite batch size (100)', () => {
  it.each([
    [0, [null]],
    [100, [null]],
    [101, [null, '100']],
    [250, [null, '100', '200']],
  ])('%i favourites are asked for after %j, 100 at a time', async (total, afters) => {
    const asked: { first: number; after: string | null }[] = [];
    const gateway = {
      query: async (_operation: string, _document: string, variables: Record<string, unknown>) => {
        const { first, after } = variables as { first: number; after: string | null };
        asked.push({ first, after });
        const from = after === null ? 0 : Number(after);
        const slugs = Array.from({ length: Math.max(0, Math.min(first, total - from)) }, (_, i) => `video-${from + i}`);
        return { totalCount: total, edges: slugs.map((slug) => ({ node: { slug } })) };
      },
    } as unknown as MemberGateway;
    const slugs = await favoritesCalls(gateway, 'AURORA').favoriteSlugs('VIDEO');
    expect(FAVORITE_BATCH_SIZE).toBe(100);
    expect(asked).toEqual(afters.map((after) => ({ first: 100, after })));
    expect(slugs).toEqual(Array.from({ length: total }, (_, i) => `video-${i}`));
  });
});
