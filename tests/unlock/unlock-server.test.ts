import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockVideo } from '../../src/features/unlock/unlock-video.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import { DEMO_ACCOUNTS, type DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { createMemberResolvers, memberTypeDefs, membersPart, type MemberFeature } from '../../upstream/members/index.ts';
import { unlockFeature } from '../../upstream/members/unlock.resolvers.ts';
import type { Upstream } from '../../upstream/server.ts';
import { startTestUpstream } from '../upstream/helpers.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/** The site's unlock call (its document and schema) against the real upstream's unlockVideo. */
const verify = async (token: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === token);
  return account ? { accountId: account.accountId, scopes: ['openid'] } : null;
};
const profileFeature: MemberFeature = {
  create: ({ directory }) => ({ graphql: { typeDefs: memberTypeDefs, resolvers: createMemberResolvers(directory, verify) } }),
};

let upstream: Upstream;
let videoId: number;

const gatewayOf = (kind: DemoUserKind) =>
  createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'unlock-test', withToken: (call) => call(kind), changed: () => undefined, reporting: SILENT_REPORTING });

beforeAll(async () => {
  upstream = await startTestUpstream(12, () => [membersPart({ dataDir: null, verify, features: [profileFeature, unlockFeature] })]);
  const response = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { videos(site: "AURORA", first: 12) { nodes { videoId freeVideo channel { channelId } } } }' }),
  });
  const { data } = (await response.json()) as { data: { videos: { nodes: { videoId: number; freeVideo: boolean; channel: unknown }[] } } };
  videoId = data.videos.nodes.find((video) => !video.freeVideo && video.channel === null)!.videoId;
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

describe('the site unlocks a video through the member gateway', () => {
  it('spends a credit, then costs nothing again', async () => {
    expect(await unlockVideo(gatewayOf('trial'), videoId)).toEqual({ id: String(videoId), alreadyUnlocked: false, payPerVideoCredits: 4 });
    expect(await unlockVideo(gatewayOf('trial'), videoId)).toEqual({ id: String(videoId), alreadyUnlocked: true, payPerVideoCredits: 4 });
  });

  it('a refusal is a gateway error that keeps the upstream\'s reason', async () => {
    await expect(unlockVideo(gatewayOf('member'), videoId)).rejects.toMatchObject({
      kind: 'bad-answer',
      code: 'FORBIDDEN',
      refusal: { message: 'Only trial members unlock videos with pay-per-video credits.', extensions: { code: 'FORBIDDEN', reason: 'NOT_A_TRIAL' } },
    });
  });
});
