/**
 * The site server's second decision: once the route rules have chosen a page to serve, which answer
 * the request gets. Pure: src/server/site-request.ts gathers the facts, plans, and sends.
 */

/** Who asks: a visitor, a signed-in member, or a signed-in member the gateway or session store cannot identify now. */
export type Asker = 'visitor' | 'member' | 'unidentified';

export interface AnswerFacts {
  asker: Asker;
  /** The visitor's query asks for a flash on arrival (`dc=`, `notification=`): a static file has no request to read it from. */
  arrivalFlash: boolean;
  /** The arrival sets cookies (a partner's link): the visitor's fast path, which sets none, must not remember it. */
  arrivalCookies: boolean;
  /** The route is for members only (the route rules' `auth: 'required'`): its page, prerendered or not, needs the member. */
  membersOnly: boolean;
  /** A request hook's cover (the health warning's) hides the page. */
  covered: boolean;
  /** The route's static file: a prerendered page (.html), another file, or none (no file, or the route has none). */
  file: 'page' | 'other' | 'none';
  /** The tenant's server build, which renders pages and fills holes; 'unknown' until asked (loading it costs). */
  build: 'unknown' | 'built' | 'absent';
}

export type Answer =
  /** The static file as it is: `pageHeaders` adds the hooks' headers of a page; `remember` lets the fast path answer it next time. */
  | { kind: 'file'; pageHeaders: boolean; remember: boolean }
  /** The prerendered page with the member's holes filled (src/server/member-shell.ts). */
  | { kind: 'member-page' }
  /** The page rendered per request by the tenant's handler (a page without a file, or a listing's variant). */
  | { kind: 'rendered' }
  /** The hook's cover rendered in place of the page it hides. */
  | { kind: 'cover' }
  /** 503, the error screen: the page needs the member, who cannot be identified now. */
  | { kind: 'member-unavailable' }
  /** No server build and no file: the site's 404 page if it has one, else a 503 saying the site is not built. */
  | { kind: 'not-built' }
  /** The answer depends on whether the tenant has a server build: ask, and plan again. */
  | { kind: 'needs-build' };

/**
 * The answer, in the order the cases win:
 * 1. a cover hides the page (its file is not read);
 * 2. the file, for a visitor without an arrival flash, or when it is no page (an image has no holes);
 * 3. 503 for a member who cannot be identified, when there is no file to show them a visitor's page
 *    or the page is for members only;
 * 4. without a server build, the file as it is, else not built;
 * 5. the member's page with holes, the cover, or the page rendered per request.
 */
export function planAnswer(facts: AnswerFacts): Answer {
  const file = facts.covered ? 'none' : facts.file;
  const needsRequest = facts.asker !== 'visitor' || facts.arrivalFlash;
  if (file === 'other' || (file === 'page' && !needsRequest)) {
    return { kind: 'file', pageHeaders: file === 'page', remember: facts.asker === 'visitor' && !facts.arrivalCookies };
  }
  if (facts.asker === 'unidentified' && !facts.covered && (file === 'none' || facts.membersOnly)) return { kind: 'member-unavailable' };
  if (facts.build === 'unknown') return { kind: 'needs-build' };
  if (facts.build === 'absent') return file === 'none' ? { kind: 'not-built' } : { kind: 'file', pageHeaders: false, remember: false };
  if (file === 'page') return { kind: 'member-page' };
  return facts.covered ? { kind: 'cover' } : { kind: 'rendered' };
}
