import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { UNLOCK_REFUSALS, unlockRefusal, type UnlockRefusal, type UnlockSubscription, type UnlockVideo } from '../../upstream/members/unlock.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { SITE_HEADER } from '../../upstream/members/call-site.ts';
import { TEST_CALL_SITE } from './helpers.ts';

/** Token verification is the identity provider's job (tests/identity): here `token-<kind>` is that demo account's live token. */
const verify = async (token: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => `token-${candidate.kind}` === token);
  return account ? { accountId: account.accountId, scopes: ['openid'] } : null;
};

type GraphQLAnswer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };

let root: string;
let upstream: Upstream;

async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, kind?: DemoUserKind, site = TEST_CALL_SITE): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(kind ? { authorization: `Bearer token-${kind}`, [SITE_HEADER]: site } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<T>, 'status'>) };
}

const UNLOCK = 'mutation unlock($id: ID!) { unlockVideo(input: { id: $id }) { id alreadyUnlocked payPerVideoCredits } }';
const PROFILE = 'query profile { getFullUserProfile(site: "AURORA") { subscription { payPerVideoCredits unlockedVideoIds } } }';
type Unlocked = { unlockVideo: { id: string; alreadyUnlocked: boolean; payPerVideoCredits: number } };
type Profile = { getFullUserProfile: { subscription: { payPerVideoCredits: number; unlockedVideoIds: string[] } } };

const unlock = (id: string, kind: DemoUserKind = 'trial') => graphql<Unlocked>(UNLOCK, { id }, kind);
const profileOf = async (kind: DemoUserKind = 'trial') => (await graphql<Profile>(PROFILE, {}, kind)).data!.getFullUserProfile.subscription;

type CatalogueVideo = { videoId: number; freeVideo: boolean; channel: { channelPackId: number | null; isThirdPartyChannel: boolean } | null };
let videos: CatalogueVideo[];
/** Ordinary scenes: no channel, not free. */
let ordinary: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'unlock-'));
  upstream = await startUpstream({ dataDir: root, size: 40, parts: [membersPart({ dataDir: root, verify })] });
  const answer = await graphql<{ videos: { nodes: CatalogueVideo[] } }>(
    'query { videos(site: "AURORA", first: 40) { nodes { videoId freeVideo channel { channelPackId isThirdPartyChannel } } } }',
    {},
  );
  videos = answer.data!.videos.nodes;
  ordinary = videos.filter((video) => !video.freeVideo && video.channel === null).map((video) => String(video.videoId));
}, 60_000);
afterAll(async () => {
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

describe('who may unlock a video with a credit (membership spec section 6)', () => {
  const trial: UnlockSubscription = { subscriptionType: 'trial', isActive: true, isFreeLimitedTrial: false, payPerVideoCredits: 5, trialSites: ['AURORA'] };
  const scene: UnlockVideo = { site: 'AURORA', freeVideo: false, channelPackId: null, isThirdPartyChannel: false, premiumPlus: false };
  it.each<[string, Partial<UnlockSubscription>, Partial<UnlockVideo>, UnlockRefusal | null]>([
    ['a trial with credits on an ordinary scene', {}, {}, null],
    ['a trial with its last credit', { payPerVideoCredits: 1 }, {}, null],
    ['a trial without credits', { payPerVideoCredits: 0 }, {}, 'NO_CREDITS'],
    ['the free limited trial', { isFreeLimitedTrial: true }, {}, 'FREE_LIMITED_TRIAL'],
    ['an inactive trial', { isActive: false }, {}, 'INACTIVE'],
    ['a member', { subscriptionType: 'member' }, {}, 'NOT_A_TRIAL'],
    ['a porn-portal user', { subscriptionType: 'porn-portal' }, {}, 'NOT_A_TRIAL'],
    ['a partner (third-party) channel video', {}, { isThirdPartyChannel: true, channelPackId: 3 }, 'THIRD_PARTY_CHANNEL'],
    ['a video of an internal channel pack not unlocked', {}, { channelPackId: 3 }, 'CHANNEL_PACK'],
    ['a video of an internal channel pack unlocked with gems', {}, { channelPackId: 7 }, null],
    ['a free video', {}, { freeVideo: true }, 'FREE_VIDEO'],
    ['a video of the premium-plus brand, not sold by the video', {}, { premiumPlus: true }, 'PREMIUM_PLUS'],
    // A trial is a trial of the brand it was bought on, on its own site or through the combined tenant.
    ["another brand's video (through the combined tenant, or on that brand's site)", {}, { site: 'BLAZE' }, 'OTHER_BRAND'],
    ["its own brand's video, its site code in any case", {}, { site: 'aurora' }, null],
  ])('%s → %s', (_case, subscription, video, expected) => {
    expect(unlockRefusal({ ...trial, ...subscription }, { ...scene, ...video }, ['7'])).toBe(expected);
  });
});

describe('unlockVideo on the real upstream', () => {
  it('asks for a live bearer token', async () => {
    const answer = await graphql(UNLOCK, { id: ordinary[0] });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('trial@demo.test spends one credit, and the profile lists the video; unlocking it again costs nothing', async () => {
    const id = ordinary[0]!;
    const before = await profileOf();
    const first = await unlock(id);
    expect(first.errors).toBeUndefined();
    expect(first.data?.unlockVideo).toEqual({ id, alreadyUnlocked: false, payPerVideoCredits: before.payPerVideoCredits - 1 });
    const after = await profileOf();
    expect(after.payPerVideoCredits).toBe(before.payPerVideoCredits - 1);
    expect(after.unlockedVideoIds).toContain(id);
    const again = await unlock(id);
    expect(again.data?.unlockVideo).toEqual({ id, alreadyUnlocked: true, payPerVideoCredits: before.payPerVideoCredits - 1 });
    expect((await profileOf()).payPerVideoCredits).toBe(before.payPerVideoCredits - 1);
  });

  it("through the combined tenant a trial's credit unlocks its own brand's video, and another brand's is refused with nothing spent", async () => {
    const other = await graphql<{ videos: { nodes: CatalogueVideo[] } }>('query { videos(site: "BLAZE", first: 12) { nodes { videoId freeVideo channel { channelPackId isThirdPartyChannel } } } }', {});
    const blaze = String(other.data!.videos.nodes.find((video) => !video.freeVideo && video.channel === null)!.videoId);
    const before = await profileOf();
    const refused = await graphql<Unlocked>(UNLOCK, { id: blaze }, 'trial', 'JADE');
    expect(refused.errors?.[0]).toMatchObject({ message: UNLOCK_REFUSALS.OTHER_BRAND, extensions: { code: 'FORBIDDEN', reason: 'OTHER_BRAND' } });
    const own = await graphql<Unlocked>(UNLOCK, { id: ordinary[5]! }, 'trial', 'JADE');
    expect(own.data?.unlockVideo).toEqual({ id: ordinary[5], alreadyUnlocked: false, payPerVideoCredits: before.payPerVideoCredits - 1 });
    expect((await profileOf()).unlockedVideoIds).not.toContain(blaze);
  });

  it('twenty parallel identical requests spend exactly one credit', async () => {
    const id = ordinary[1]!;
    const before = await profileOf();
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock(id)));
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(answers.filter((answer) => answer.data?.unlockVideo.alreadyUnlocked === false)).toHaveLength(1);
    const after = await profileOf();
    expect(after.payPerVideoCredits).toBe(before.payPerVideoCredits - 1);
    expect(after.unlockedVideoIds.filter((unlocked) => unlocked === id)).toHaveLength(1);
  });

  it('twenty parallel unlocks of different videos stop at the last credit, the rest refused with NO_CREDITS', async () => {
    const { payPerVideoCredits: left, unlockedVideoIds } = await profileOf();
    const fresh = ordinary.filter((id) => !unlockedVideoIds.includes(id)).slice(0, 20);
    expect(fresh.length).toBeGreaterThan(left);
    const answers = await Promise.all(fresh.map((id) => unlock(id)));
    expect(answers.filter((answer) => answer.data?.unlockVideo)).toHaveLength(left);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(fresh.length - left);
    for (const answer of refused) {
      expect(answer.errors?.[0]).toMatchObject({ message: UNLOCK_REFUSALS.NO_CREDITS, extensions: { code: 'FORBIDDEN', reason: 'NO_CREDITS' } });
    }
    expect(await profileOf()).toMatchObject({ payPerVideoCredits: 0 });
  });

  it.each<[DemoUserKind, UnlockRefusal]>([
    ['freetrial', 'FREE_LIMITED_TRIAL'],
    ['member', 'NOT_A_TRIAL'],
    ['expired', 'NOT_A_TRIAL'],
    ['guest', 'NOT_A_TRIAL'],
  ])('%s is refused with a clear error (%s), and nothing is recorded', async (kind, reason) => {
    const answer = await unlock(ordinary[2]!, kind);
    expect(answer.errors?.[0]).toMatchObject({ message: UNLOCK_REFUSALS[reason], extensions: { code: 'FORBIDDEN', reason } });
    expect((await profileOf(kind)).unlockedVideoIds).toEqual([]);
  });

  it('an id that names no video is bad input', async () => {
    for (const id of ['0', 'abc', '99999999', '-3', '1e3']) {
      const answer = await unlock(id, 'freetrial');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain('Unknown video');
    }
  });

  it('the unlocks outlive a restart of the upstream (the member store is on disk)', async () => {
    const before = await profileOf();
    await upstream.close();
    upstream = await startUpstream({ dataDir: root, size: 40, parts: [membersPart({ dataDir: root, verify })] });
    expect(await profileOf()).toEqual(before);
  });
});
