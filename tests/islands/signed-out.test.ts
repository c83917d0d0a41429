// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveWhenSignedOut, signedOutToLogin, type Leaving } from '../../islands/shell/actions/signed-out.ts';
import { startSessionRefresh, LOGIN_REDIRECT_PAUSE_MS } from '../../islands/shell/session/refresh.ts';
import { loginUrl } from '../../src/routing/paths.ts';
import { LEAVING_ATTRIBUTE, markLeaving, PAGE_LEAVING_SCRIPT } from '../../src/shell/page-leaving.ts';

/** A page at /videos/night-swim?sort=top that records where it is sent. */
function page(): Leaving & { sentTo: string[]; root: Element } {
  const root = document.createElement('html');
  const sentTo: string[] = [];
  return { sentTo, location: { pathname: '/videos/night-swim', search: '?sort=top' }, assign: (url) => void sentTo.push(url), root };
}

const signedOut = { error: { code: 'UNAUTHORIZED', message: 'Please log in to add favourites.' } };

/** An Actions client shaped like Astro's: namespaces of callable Actions carrying properties of their own. */
function client(answer: unknown) {
  const add = Object.assign(vi.fn(async (_input: unknown) => answer), {
    orThrow: async () => {
      throw Object.assign(new Error('refused'), { code: 'UNAUTHORIZED' });
    },
    queryString: '?_action=favorites.add',
  });
  return { favorites: { add } };
}

describe('a signed-out answer sends the member to log in (membership spec section 7, browsing spec section 4)', () => {
  it.each<[string, unknown, boolean]>([
    ['UNAUTHORIZED (the session ended, or the gateway refused the token)', signedOut, true],
    ['a refusal of another kind', { error: { code: 'CONFLICT', message: 'You have already rated.' } }, false],
    ['a failure', { error: { code: 'BAD_GATEWAY', message: 'Failed' } }, false],
    ['an answer', { data: { favorite: true } }, false],
  ])('%s: login %s', async (_case, answer, leaves) => {
    const to = page();
    const actions = signedOutToLogin(client(answer), to);
    expect(await actions.favorites.add({ slug: 'night-swim' })).toEqual(answer);
    expect(to.sentTo).toEqual(leaves ? [loginUrl('/videos/night-swim?sort=top')] : []);
  });

  it('leaves once however many calls are refused, and keeps what the Actions carry', async () => {
    const to = page();
    const raw = client(signedOut);
    const actions = signedOutToLogin(raw, to);
    await Promise.all([actions.favorites.add({}), actions.favorites.add({})]);
    expect(to.sentTo).toHaveLength(1);
    expect(raw.favorites.add).toHaveBeenCalledTimes(2);
    expect(actions.favorites.add.queryString).toBe('?_action=favorites.add');
  });

  it('looks at a rejected orThrow too, and passes the rejection on', async () => {
    const to = page();
    const actions = signedOutToLogin(client(null), to);
    await expect(actions.favorites.add.orThrow()).rejects.toThrow('refused');
    expect(to.sentTo).toEqual([loginUrl('/videos/night-swim?sort=top')]);
  });
});

describe('a page on its way elsewhere (the head script of a member page, src/shell/page-leaving.ts)', () => {
  /** A page running the head's inline script, as the browser does before any island loads. */
  function pageWithHeadScript(): { window: EventTarget; to: ReturnType<typeof page> } {
    const window = new EventTarget();
    const to = page();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the page's own inline source, run as the browser runs it
    const run = new Function('addEventListener', 'document', PAGE_LEAVING_SCRIPT) as (add: EventTarget['addEventListener'], document: { documentElement: Element }) => void;
    run(window.addEventListener.bind(window), { documentElement: to.root });
    return { window, to };
  }
  const pageshow = (persisted: boolean): Event => Object.assign(new Event('pageshow'), { persisted });

  it('is not sent to the login by a call answered after it started leaving (a logout with a call in flight)', async () => {
    const { window, to } = pageWithHeadScript();
    window.dispatchEvent(new Event('beforeunload'));
    await signedOutToLogin(client(signedOut), to).favorites.add({});
    expect(to.sentTo).toEqual([]);
  });

  it('is still leaving after its first pageshow, which comes after the click on a page still loading', () => {
    const { window, to } = pageWithHeadScript();
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(pageshow(false));
    leaveWhenSignedOut(signedOut, to);
    expect(to.sentTo).toEqual([]);
  });

  it('is no longer leaving when brought back from the back-forward cache', () => {
    const { window, to } = pageWithHeadScript();
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(pageshow(true));
    leaveWhenSignedOut(signedOut, to);
    expect(to.sentTo).toEqual([loginUrl('/videos/night-swim?sort=top')]);
  });
});

describe('the session refresh that gives up (islands/shell/session/refresh.ts) obeys the same mark', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(LEAVING_ATTRIBUTE);
  });

  /** The browser's own page, whose refresh fails until it gives up and asks for the login. */
  async function refreshGivesUp(): Promise<ReturnType<typeof vi.fn>> {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const stop = startSessionRefresh({ fetch: async () => new Response('{}', { status: 500 }), storage: null, locks: null });
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_PAUSE_MS + 1_000);
    stop();
    return assign;
  }

  it('sends a page that stays to the login', async () => {
    expect(await refreshGivesUp()).toHaveBeenCalledTimes(1);
  });

  it('leaves a page on its way elsewhere alone', async () => {
    markLeaving(document.documentElement);
    expect(await refreshGivesUp()).not.toHaveBeenCalled();
  });
});
