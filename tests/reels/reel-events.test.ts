// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_CHANGED_EVENT } from '../../src/features/favorites/favorite-buttons.ts';
import { DATA_LAYER_ELEMENT_ID } from '../../src/features/tracking/analytics.ts';

// The Actions client is Astro's (astro:actions), which only an Astro build resolves.
vi.mock('../../islands/shell/actions/actions.ts', () => ({ loadActions: vi.fn() }));
const { autoplayReelsInView, buyFromReel } = await import('../../islands/reels/reels.ts');
const { startTracking } = await import('../../islands/tracking/start.ts');

/** The reels' markup (src/features/reels/Reel.astro) for a member. */
const REELS = `<ul>
  <li data-reel="night-swim" data-reel-id="12">
    <video muted data-reel-video></video>
    <form data-favorite-form></form>
    <a href="/videos/night-swim" data-reel-unlock>Unlock with 1 credit</a>
    <p role="alert" data-reel-failure hidden></p>
  </li>
  <li data-reel="day-dream" data-reel-id="13"><video muted data-reel-video></video></li>
</ul>`;

/** The tracking events the page posted, by path. */
const posted = () =>
  (vi.mocked(fetch).mock.calls as [string, RequestInit & { body: string }][]).map(([path, init]) => ({ path, body: JSON.parse(init.body) as Record<string, unknown> }));

beforeEach(() => {
  document.body.innerHTML = REELS;
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the reels play their trailers, muted, while in view', () => {
  function observe(reducedMotion: boolean) {
    let callback: IntersectionObserverCallback = () => {};
    const thresholds: unknown[] = [];
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(given: IntersectionObserverCallback, options: IntersectionObserverInit) {
          callback = given;
          thresholds.push(options.threshold);
        }
        observe() {}
      },
    );
    const videos = [...document.querySelectorAll('video')];
    const play = vi.fn(() => Promise.resolve());
    const pause = vi.fn();
    for (const video of videos) Object.assign(video, { play, pause });
    autoplayReelsInView();
    const enter = (index: number, isIntersecting: boolean) => callback([{ target: videos[index], isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    return { play, pause, enter, thresholds };
  }

  it('plays a reel once most of it is on screen, and pauses it when it leaves', () => {
    const { play, pause, enter, thresholds } = observe(false);
    expect(thresholds).toEqual([0.6]);
    enter(0, true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('video')?.muted).toBe(true);
    enter(0, false);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('plays nothing for a visitor who asked for less motion', () => {
    const { play, thresholds } = observe(true);
    expect(thresholds).toEqual([]);
    expect(play).not.toHaveBeenCalled();
  });
});

describe("a member's purchase from a reel sends the purchase reel event", () => {
  const link = () => document.querySelector<HTMLAnchorElement>('a[data-reel-unlock]')!;

  it('spends one credit on the reel’s video, sends the event, then opens the video page', async () => {
    const unlock = vi.fn(() => Promise.resolve({}));
    const go = vi.fn();
    await buyFromReel(link(), unlock, go);
    expect(unlock).toHaveBeenCalledWith(12);
    expect(posted()).toEqual([{ path: '/rest/reel/purchase', body: { itemId: 12, recommId: null } }]);
    expect(go).toHaveBeenCalledWith(link().href);
  });

  it('says why in the reel when the purchase is refused, and sends no event', async () => {
    const go = vi.fn();
    await buyFromReel(link(), () => Promise.resolve({ error: new Error('refused') }), go);
    expect(document.querySelector<HTMLElement>('[data-reel-failure]')?.hidden).toBe(false);
    expect(document.querySelector('[data-reel-failure]')?.textContent).not.toBe('');
    expect(posted()).toEqual([]);
    expect(go).not.toHaveBeenCalled();
    expect(link().getAttribute('aria-disabled')).toBeNull();
  });
});

describe("a member's bookmark of a reel sends the add- or delete-bookmark reel event", () => {
  it.each([
    [true, '/rest/reel/add-bookmark'],
    [false, '/rest/reel/delete-bookmark'],
  ])('a favourite that is now %s sends %s', (favourite, path) => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${DATA_LAYER_ELEMENT_ID}">{"user":{"signedIn":true}}</script>`);
    startTracking();
    document.querySelector('form')?.dispatchEvent(new CustomEvent(FAVORITE_CHANGED_EVENT, { bubbles: true, detail: { favourite } }));
    expect(posted().at(-1)).toEqual({ path, body: { itemId: 12, recommId: null } });
  });
});
