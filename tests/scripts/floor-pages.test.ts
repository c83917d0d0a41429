import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { floorConfigOf } from '../../scripts/bench/floor-pages.ts';
import type { GatewayProxy, RecordedCall } from '../../scripts/bench/gateway-proxy.ts';
import type { TenantBrowser } from '../../scripts/lib/browser.ts';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';

const call = (query: string): RecordedCall => ({ query, variables: {} });
const PROFILE = call('query { q0_profile: getFullUserProfile { id } q1_unread: unreadNotifications }');
const VIDEO = call('query { q0_favorite: favoriteVideos { id } }');
// /account's own merged call asks for the full profile too.
const ACCOUNT = call('query { q0_profile: getFullUserProfile { id } q1_wallet: gemsWallet { gems } }');

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A member's views as the site answered them: the calls each view made, in order. */
function recorded(views: Record<string, RecordedCall[][]>) {
  const calls = new Map<string, RecordedCall[]>();
  const seen = new Map<string, number>();
  const browser = {
    host: 'aurora.localhost',
    request: (path: string) => {
      const view = seen.get(path) ?? 0;
      seen.set(path, view + 1);
      const id = `${path}#${view}`;
      calls.set(id, views[path]?.[view] ?? []);
      return Promise.resolve({ status: 200, headers: { [CORRELATION_HEADER]: id }, text: '<p>page</p>' });
    },
  } as unknown as TenantBrowser;
  const proxy = { callsOf: (id: string) => calls.get(id) ?? [] } as unknown as GatewayProxy;
  return { browser, proxy };
}

describe("the floor's recording of a member's pages", () => {
  it("tells the profile's call from a page's own merged call that holds the profile too (/account)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'floor-pages-'));
    for (const path of ['videos/a', 'account']) {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, 'index.html'), '<p>page</p>');
    }
    const { browser, proxy } = recorded({
      '/account': [[ACCOUNT], [ACCOUNT]],
      '/videos/a': [[VIDEO], [VIDEO]],
    });
    // /account first: its first view is the member's first, yet its call is its own, not the profile's.
    const first = await floorConfigOf({ browser, proxy, clientDir: dir, site: 'AURORA', paths: ['/account', '/videos/a'] }).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(Error);

    const again = recorded({
      '/videos/a': [[PROFILE, VIDEO], [VIDEO]],
      '/account': [[ACCOUNT], [ACCOUNT]],
    });
    const config = await floorConfigOf({ browser: again.browser, proxy: again.proxy, clientDir: dir, site: 'AURORA', paths: ['/videos/a', '/account'] });
    expect(config.profileCall).toEqual(PROFILE);
    expect(config.pages['/videos/a']?.call).toEqual(VIDEO);
    expect(config.pages['/account']?.call).toEqual(ACCOUNT);
  });

  it('refuses a page that makes more than one gateway call, as the floor makes one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'floor-pages-'));
    mkdirSync(join(dir, 'videos/a'), { recursive: true });
    writeFileSync(join(dir, 'videos/a', 'index.html'), '<p>page</p>');
    const { browser, proxy } = recorded({ '/videos/a': [[PROFILE, VIDEO], [VIDEO, VIDEO]] });
    await expect(floorConfigOf({ browser, proxy, clientDir: dir, site: 'AURORA', paths: ['/videos/a'] })).rejects.toThrow(/2 gateway calls/);
  });
});
