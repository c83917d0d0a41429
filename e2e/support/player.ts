import { expect, type Locator, type Page } from '@playwright/test';
import { QUICK_SEARCH_SCRIPT } from './shell-script.ts';

/** The player island's module, as its component URL names it in the page. */
const PLAYER_MODULE = /\/_astro\/Player\.[\w-]+\.js$/;
const ISLAND = /<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g;
/** The island chunk retry (src/features/error-screen/ChunkRetry.astro), which comes with every island. */
const CHUNK_RETRY = /^\/_astro\/ChunkRetry\.[\w.-]+\.js$/;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
/** A script tag's attributes. */
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
/** JSON-LD data, which no browser runs. */
const DATA_BLOCK = /\btype="application\/ld\+json"/;

/** The component URLs of a page's islands. */
export function islandsOf(html: string): string[] {
  return [...html.matchAll(ISLAND)].map((match) => match[1] ?? '');
}

/**
 * What scripts a static page carries besides the header's quick search: 'none'; 'player' when its
 * only islands are the player and its only other script file the island chunk retry (Astro's island
 * runtime is inline); 'other' for anything else.
 */
export function scriptsOf(html: string): 'none' | 'player' | 'other' {
  const islands = islandsOf(html);
  const shell = (src: string | undefined) => src !== undefined && QUICK_SEARCH_SCRIPT.test(src);
  const scripts = [...html.matchAll(SCRIPT_TAG)].filter(([, attributes = '']) => !DATA_BLOCK.test(attributes) && !shell(/\bsrc="([^"]+)"/.exec(attributes)?.[1]));
  if (scripts.length === 0 && islands.length === 0) return 'none';
  const files = [...html.matchAll(SCRIPT_SRC)].map((match) => match[1] ?? '').filter((src) => !shell(src));
  const onlyPlayer = islands.length > 0 && islands.every((url) => PLAYER_MODULE.test(url));
  return onlyPlayer && files.length === 1 && CHUNK_RETRY.test(files[0] ?? '') ? 'player' : 'other';
}

/** The page's player, scrolled into view and hydrated (Astro drops the island's `ssr` mark once it has). */
export async function visiblePlayer(page: Page, mode: 'trailer' | 'full'): Promise<Locator> {
  const player = page.locator(`[data-player="${mode}"]`);
  await player.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="/Player."]')).not.toHaveAttribute('ssr');
  return player;
}

export interface MediaFacts {
  currentTime: number;
  paused: boolean;
  ended: boolean;
  /** Seconds; an HLS stream's is its segments' sum, a little under its MP4's. */
  duration: number;
  src: string;
  muted: boolean;
  volume: number;
}

/** What the player's <video> element is doing now. */
export function mediaOf(player: Locator): Promise<MediaFacts> {
  return player.locator('video').evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    paused: video.paused,
    ended: video.ended,
    duration: video.duration,
    src: video.currentSrc,
    muted: video.muted,
    volume: video.volume,
  }));
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** How long the member's autoplay may take to start once the island is hydrated (sources, then play()). */
const AUTOPLAY_GRACE_MS = 5_000;

/**
 * Gets the player playing as its user would: the member's autoplay (on by default) may still be
 * starting, so it is given a moment first; only if the video is still paused is `press` used (a click
 * on Play, or a key on the focused button). Pressing at once would race autoplay, and a press that
 * lands just after playback began pauses it again.
 */
/**
 * Presses the player's Play until it plays, as a person on a phone does: there a tap on the faded
 * bar only brings it back (islands/player/Controls.tsx), and on a slow machine the bar can
 * fade before the first tap lands. Presses only while the video is paused, so it never pauses it.
 */
export async function pressPlay(player: Locator): Promise<void> {
  const play = player.getByRole('button', { name: 'Play', exact: true });
  await expect(async () => {
    if ((await mediaOf(player)).paused) await play.click({ timeout: 2_000 });
    expect((await mediaOf(player)).paused).toBe(false);
  }).toPass({ intervals: [1_000], timeout: 20_000 });
}

export async function startPlaying(player: Locator, press: () => Promise<void>): Promise<void> {
  const autoplayed = await expect
    .poll(async () => (await mediaOf(player)).paused, { timeout: AUTOPLAY_GRACE_MS })
    .toBe(false)
    .then(() => true)
    .catch(() => false);
  if (!autoplayed) await press();
  await expect.poll(async () => (await mediaOf(player)).paused).toBe(false);
}
