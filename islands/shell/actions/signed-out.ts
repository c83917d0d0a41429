import { loginUrl } from '../../../src/routing/paths.ts';
import { isLeaving, markLeaving, type LeavingRoot } from '../../../src/shell/page-leaving.ts';

/** Where the page is, and how to leave it: the browser's own, or a test's. */
export interface Leaving {
  location: { pathname: string; search: string };
  assign(url: string): void;
  /** Where the page marks that it is leaving (src/shell/page-leaving.ts): the document's root. */
  root: LeavingRoot;
}

const browser = (): Leaving => ({
  location: globalThis.location,
  assign: (url) => globalThis.location.assign(url),
  root: globalThis.document.documentElement,
});

/**
 * Sends the page to `url`, unless it is already on its way elsewhere (src/shell/page-leaving.ts):
 * several calls refused at once queue one navigation, and none cancels one the member started, a
 * logout above all.
 */
export function leaveFor(url: string, to: Leaving = browser()): void {
  if (isLeaving(to.root)) return;
  markLeaving(to.root);
  to.assign(url);
}

/**
 * Membership spec section 7 ("HTTP 401 or 511 on API calls redirects to the members login, with query
 * uri set to the current path") and browsing spec section 4: an Action's answer UNAUTHORIZED means
 * the member is signed out (their session ended, or the gateway refused their token), so the page
 * sends them to log in, which brings them back here. A comment's draft is kept in session storage.
 */
export function leaveWhenSignedOut(answer: unknown, to: Leaving = browser()): void {
  const code = (answer as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  if (code === 'UNAUTHORIZED') leaveFor(loginUrl(to.location.pathname + to.location.search), to);
}

/**
 * The Actions client (`actions` of astro:actions) with every call's answer looked at by
 * leaveWhenSignedOut: the islands keep calling `actions.<feature>.<name>(input)` as before, and a
 * signed-out answer sends the member to log in wherever it comes from. A proxy, because Astro's own
 * client is one: its namespaces and Actions exist only when asked for.
 */
export function signedOutToLogin<T extends object>(actions: T, to?: Leaving): T {
  const look = (answer: unknown): unknown => {
    leaveWhenSignedOut(answer, to);
    return answer;
  };
  const wrap = (value: unknown): unknown => {
    if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return value;
    return new Proxy(value, {
      get: (target, key) => {
        const property: unknown = Reflect.get(target, key);
        return wrap(property);
      },
      apply: (target, self, args) => {
        const result: unknown = Reflect.apply(target as (...args: unknown[]) => unknown, self, args);
        if (!(result instanceof Promise)) return result;
        // `orThrow` rejects with the ActionError itself.
        return result.then(look, (error: unknown) => {
          look({ error });
          throw error;
        });
      },
    });
  };
  return wrap(actions) as T;
}
