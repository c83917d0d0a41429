import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilities, FREE_LIMITED_TRIAL_VIDEOS, fullVideoAccess, type AccessVideo, type FullVideoAccess } from '../../src/access/index.ts';
import { GET_FULL_USER_PROFILE } from '../../src/gateway/documents/member.ts';
import { fullUserProfileSchema } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { ask, startStreamingUpstream, tokensFor, videosOf, type CatalogueVideo } from '../upstream/streaming-helpers.ts';
import { TENANTS } from '../member-pages/demo-profiles.ts';

/*
 * What a trial may watch, asked of both sides: the site's access rule (src/access, from the profile
 * the upstream answers) and the stand-in's (its tokens). A page that says "part of your free trial"
 * must be answered by a player that plays, and a page that says the allowance is spent by one that
 * would not. The free limited trial is of aurora; the combined tenant (jade) shows every brand.
 */
let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
let trialVideos: CatalogueVideo[];
let blazeTrialVideo: CatalogueVideo;

beforeAll(async () => {
  upstream = await startStreamingUpstream(60);
  const isTrialVideo = (video: CatalogueVideo) => video.isFreeLimitedTrial && !video.freeVideo && !video.guestUserScene;
  trialVideos = (await videosOf(upstream.url, 'AURORA')).filter(isTrialVideo);
  blazeTrialVideo = (await videosOf(upstream.url, 'BLAZE')).find(isTrialVideo)!;
}, 60_000);
afterAll(() => upstream.close());

const accessVideo = (video: CatalogueVideo): AccessVideo => ({ ...video, channel: null });

/** The site's verdict for `kind` on tenant `tenantId`, from the profile the upstream answers now. */
async function siteVerdict(kind: string, tenantId: TenantId, video: CatalogueVideo): Promise<FullVideoAccess> {
  const tenant = TENANTS.get(tenantId)!;
  const answer = await ask(upstream.url, kind, GET_FULL_USER_PROFILE, { site: tenant.site }, tenant.site);
  const profile = fullUserProfileSchema.parse((answer.data as { result: unknown }).result);
  return fullVideoAccess(accessVideo(video), { profile, abilities: defineAbilities({ profile, tenant }) }, tenant);
}

/** Both verdicts: the site's, then the stand-in's when the player asks for the streams. */
async function bothSides(kind: string, tenantId: TenantId, video: CatalogueVideo) {
  const site = await siteVerdict(kind, tenantId, video);
  const upstreamAnswer = await tokensFor(upstream.url, kind, video.videoId, 'web', TENANTS.get(tenantId)!.site);
  return { site: site.allowed ? site.grant : site.reason, plays: upstreamAnswer.tokens !== null };
}

describe('the site and the stand-in agree on what the free limited trial may watch', () => {
  it(`plays ${FREE_LIMITED_TRIAL_VIDEOS} of its brand's trial videos, each again as often as wished, and says when the allowance is spent`, async () => {
    const [first, second, third, fourth] = trialVideos;
    expect(fourth).toBeDefined();
    const steps = [];
    for (const video of [first!, second!, first!, third!, fourth!, second!]) steps.push(await bothSides('freetrial', 'aurora', video));
    expect(steps).toEqual([
      { site: 'free-limited-trial', plays: true },
      { site: 'free-limited-trial', plays: true },
      { site: 'free-limited-trial-watched', plays: true },
      { site: 'free-limited-trial', plays: true },
      { site: 'free-limited-trial-used', plays: false },
      { site: 'free-limited-trial-watched', plays: true },
    ]);
  });

  it("through the combined tenant: its own brand's videos it played still play, another brand's trial video is not its own", async () => {
    expect(await bothSides('freetrial', 'jade', trialVideos[0]!)).toEqual({ site: 'free-limited-trial-watched', plays: true });
    expect(await bothSides('freetrial', 'jade', blazeTrialVideo)).toEqual({ site: 'not-in-free-limited-trial', plays: false });
    expect(await bothSides('freetrial', 'blaze', blazeTrialVideo)).toEqual({ site: 'not-in-free-limited-trial', plays: false });
  });
});

describe("the site and the stand-in agree on a paid trial's credits", () => {
  it("offers a credit for its own brand's video, through the combined tenant too, and the purchase for another brand's", async () => {
    const ownLocked = (await siteVerdict('trial', 'jade', { ...trialVideos[0]!, isFreeLimitedTrial: false })) as Extract<FullVideoAccess, { allowed: false }>;
    expect([ownLocked.reason, ownLocked.action.kind]).toEqual(['not-unlocked', 'pay-per-video']);
    const other = (await siteVerdict('trial', 'jade', blazeTrialVideo)) as Extract<FullVideoAccess, { allowed: false }>;
    expect([other.reason, other.action.kind]).toEqual(['not-trial-brand', 'purchase-modal']);
    const onItsSite = (await siteVerdict('trial', 'blaze', blazeTrialVideo)) as Extract<FullVideoAccess, { allowed: false }>;
    expect([onItsSite.reason, onItsSite.action.kind]).toEqual(['not-trial-brand', 'purchase-modal']);
  });
});
