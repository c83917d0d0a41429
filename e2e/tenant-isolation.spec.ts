import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { notOnThisSite } from '../src/catalogue/tenant-items.ts';
import { JOIN_MESSAGES } from '../src/features/join/join-form.ts';
import { NOT_THE_CONSOLE } from '../src/features/ops/console-texts.ts';
import { PRIVATE_CACHE } from '../src/http/cache-control.ts';
import type { DemoUserKind } from '../upstream/identity/demo-accounts.ts';
import { commentIdWithBody, memberStoreState } from '../tests/support/member-store.ts';
import { ordinaryScenes, type CatalogueVideo } from './support/catalogue.ts';
import { logIn, tenantPost } from './support/login.ts';
import { E2E_DATA_DIR, E2E_UPSTREAM_PORT } from './support/ports.ts';
import { TENANT_PROBES, type ForeignItems, type Probe } from './support/tenant-probes.ts';

// Every Action of the registry (e2e/support/tenant-probes.ts, checked against src/actions by
// tests/shell/tenant-probes.test.ts), as a member of aurora, on aurora, naming blaze's items: turned
// away, and the member store is byte for byte what it was. This spec runs alone, after the others
// (playwright.config.ts), so nothing else writes to the store while it compares.

const TENANT = 'aurora';
const TENANT_NAME = 'Aurora Nights';
const OTHER_SITE = 'BLAZE';

test.describe.configure({ mode: 'serial' });

/** One signed-in page per demo member, on the tenant they were logged in on. */
const pages = new Map<string, Page>();
async function memberOn(browser: Browser, tenant: string, kind: DemoUserKind): Promise<Page> {
  const key = `${tenant}:${kind}`;
  let page = pages.get(key);
  if (!page) {
    page = await (await browser.newContext()).newPage();
    await logIn(page, tenant, kind);
    pages.set(key, page);
  }
  return page;
}

async function upstreamData<T>(query: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** An Action's call as its island (JSON) or its form (fields) makes it, from the tenant's own origin. */
function callAction(page: Page, tenant: string, name: string, probe: Pick<Probe, 'json' | 'form'>, foreign: ForeignItems) {
  const form = probe.form?.(foreign);
  return tenantPost(page, tenant, `/_actions/${name}`, {
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(form).toString() : JSON.stringify(probe.json?.(foreign) ?? {}),
  });
}

let foreign: ForeignItems;
/** Blaze's own comment, which the probes name. */
const BLAZE_COMMENT = `A comment of blaze ${randomUUID().slice(0, 8)}`;

test.beforeAll(async ({ browser }) => {
  type Video = CatalogueVideo & { videoId: number };
  const data = await upstreamData<{
    videos: { nodes: Video[] };
    performers: { nodes: { performerId: number; slug: string }[] };
    channels: { nodes: { packs: { channelPackId: number }[] }[] };
    getJoinOptions: { options: { joinOptionId: string; multisiteType: string | null; trial: boolean }[] };
  }>(`{ videos(site: "${OTHER_SITE}", first: 500) { nodes { videoId slug title freeVideo isFreeLimitedTrial guestUserScene pictureSetSlug channel { slug channelPackId isThirdPartyChannel } } }
        performers(site: "${OTHER_SITE}", first: 1) { nodes { performerId slug } }
        channels(site: "${OTHER_SITE}", first: 1) { nodes { packs { channelPackId } } }
        getJoinOptions(site: "${OTHER_SITE}") { options { joinOptionId multisiteType trial } } }`);
  const video = ordinaryScenes(data.videos.nodes).find((scene) => scene.pictureSetSlug !== null);
  const performer = data.performers.nodes[0];
  const pack = data.channels.nodes[0]?.packs[0];
  const option = data.getJoinOptions.options.find((candidate) => candidate.multisiteType === null && !candidate.trial);
  if (!video?.pictureSetSlug || !performer || !pack || !option) throw new Error(`${OTHER_SITE}'s catalogue lacks an item the probes need`);
  // A comment of blaze's own, written there by a member of blaze.
  const author = await memberOn(browser, 'blaze', 'multisite');
  const written = await callAction(author, 'blaze', 'comments.add', { json: () => ({ videoId: video.videoId, body: BLAZE_COMMENT }) }, {} as ForeignItems);
  expect(written.status).toBe(200);
  const commentId = commentIdWithBody(E2E_DATA_DIR, BLAZE_COMMENT);
  if (!commentId) throw new Error(`comments.add on blaze stored no comment: ${written.text}`);
  foreign = {
    videoId: video.videoId,
    videoSlug: video.slug,
    performerId: performer.performerId,
    performerSlug: performer.slug,
    pictureSetSlug: video.pictureSetSlug,
    channelPackId: pack.channelPackId,
    commentId,
    joinOptionId: option.joinOptionId,
  };
});

test.afterAll(async () => {
  await Promise.all([...pages.values()].map((page) => page.context().close()));
});

for (const [name, entry] of Object.entries(TENANT_PROBES)) {
  if (!('probes' in entry)) continue;
  for (const probe of entry.probes) {
    test(`${name}: ${probe.as}@ of ${TENANT} cannot ${probe.what}: turned away, nothing stored`, async ({ browser }) => {
      const page = await memberOn(browser, TENANT, probe.as);
      const before = memberStoreState(E2E_DATA_DIR);
      const answer = await callAction(page, TENANT, name, probe, foreign);
      expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE);
      if (probe.refusal === 'not-found' || probe.refusal === 'no-such-action') {
        expect(answer.status).toBe(404);
        const error = JSON.parse(answer.text) as { type: string; code: string; message: string };
        expect(error).toMatchObject({ type: 'AstroActionError', code: 'NOT_FOUND' });
        if (probe.refusal === 'not-found') expect(error.message.endsWith(`is not on ${TENANT_NAME}.`)).toBe(true);
        else expect(error.message).toBe(NOT_THE_CONSOLE);
      } else {
        expect(answer.text).toContain(JOIN_MESSAGES.optionUnavailable);
      }
      expect(memberStoreState(E2E_DATA_DIR)).toBe(before);
    });
  }
}

test("the original finding: a member of aurora only cannot comment on blaze's video, and it shows nowhere", async ({ browser }) => {
  const page = await memberOn(browser, TENANT, 'member');
  const answer = await callAction(page, TENANT, 'comments.add', { json: (f) => ({ videoId: f.videoId, body: 'Posted from aurora' }) }, foreign);
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.text)).toMatchObject({ code: 'NOT_FOUND', message: notOnThisSite('video', TENANT_NAME) });
  const author = await memberOn(browser, 'blaze', 'multisite');
  const list = await callAction(author, 'blaze', 'comments.list', { json: (f) => ({ videoId: f.videoId, sort: 'newest', after: null }) }, foreign);
  expect(list.status).toBe(200);
  expect(list.text).not.toContain('Posted from aurora');
});

test("the combined tenant shows its sites' items: a member on jade may name blaze's", async ({ browser }) => {
  const page = await memberOn(browser, 'jade', 'multisite');
  const list = await callAction(page, 'jade', 'comments.list', { json: (f) => ({ videoId: f.videoId, sort: 'top', after: null }) }, foreign);
  expect(list.status).toBe(200);
  expect(list.text).toContain(BLAZE_COMMENT);
  const sources = await callAction(page, 'jade', 'player.videoSources', { json: (f) => ({ videoId: f.videoId }) }, foreign);
  expect(sources.status).toBe(200);
});
