import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** What each demo kind's abilities on aurora (channels on) say, seen through the route rules and the locals. */
describe('each demo kind, signed in on aurora', () => {
  it.each([
    ['member', 200, ['play:FullVideo', 'see:Channels', 'use:Downloads'], ['see:PurchaseModal']],
    ['multisite', 200, ['play:FullVideo', 'see:Channels'], ['see:UpgradeBar']],
    ['trial', 200, ['see:Channels', 'see:UpgradeOverlay'], ['use:Downloads']],
    ['expired', 200, ['see:PurchaseModal', 'see:UpgradeBar'], ['play:FullVideo']],
    ['guest', 404, ['see:PurchaseModal'], ['see:Channels', 'see:Comments']],
    ['admin', 200, ['see:CommentEdit', 'see:RelationshipStatus'], ['see:UpgradeBar', 'see:UpgradeOverlay']],
    ['commenteditor', 200, ['use:CommentRemove', 'use:CommentPin'], ['use:CommentEdit']],
  ])('%s: /channels answers %i; granted %j, not %j', async (kind, channelsStatus, granted, denied) => {
    const visitor = harness.visitor('aurora');
    await visitor.logIn(`${kind}@demo.test`);
    const channels = await visitor.request('/channels');
    expect(channels.status).toBe(channelsStatus);
    const page = JSON.parse((await visitor.request('/account')).text) as { member: string; abilities: string[] };
    expect(page.member).toBe(`${kind}@demo.test`);
    expect(page.abilities).toEqual(expect.arrayContaining(granted));
    for (const ability of denied) expect(page.abilities).not.toContain(ability);
  });
});
