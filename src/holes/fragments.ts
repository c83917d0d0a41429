import { ISLAND_RUNTIME_SCRIPTS, ISLAND_STYLES } from '../server/island-runtime.ts';

/*
 * A hole's view as the site keeps it (src/holes/hole-cache.ts): rendered alone (src/pages/holes.astro
 * renders each view inside Astro's template depth, so it carries every script its islands need), then
 * made independent of whatever it was rendered beside, so that the same props always give the same
 * bytes. Pure: no I/O.
 *
 * - What a page carries once (Astro's island runtime, its directives' scripts and style, a
 *   component's module script) is cut out of the view and written where a page first needs it, as
 *   Astro's own render of a whole page does.
 * - An island's React ids (its `prefix`, with which React's useId names ids, and its `uid`) depend on
 *   how many islands the render held before it: they are renamed after the view's own token, which
 *   its key gives, so views rendered in different renders never share an id on one page.
 */

/** A view ready to splice: its HTML cut at the pieces a page carries once. */
export interface Fragment {
  /** `parts[0]`, `pieces[0]`, `parts[1]`, …: one part more than pieces. */
  readonly parts: readonly string[];
  /** What a page carries once, each written only where the page first needs it. */
  readonly pieces: readonly string[];
  /** The token its islands' ids carry, or null without islands: a second copy on one page renames them. */
  readonly idToken: string | null;
  /** Bytes it holds, for the cache's bound. */
  readonly bytes: number;
}

const ISLAND_PRESCRIPTS = new Set([`<style>${ISLAND_STYLES}</style>`, ...ISLAND_RUNTIME_SCRIPTS.map((script) => `<script>${script}</script>`)]);
/** Every style and script element: each either a piece a page carries once, or the view's own. */
const SCRIPT_OR_STYLE = /<style>[^<]*<\/style>|<script\b[^>]*>[\s\S]*?<\/script>/g;
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const REACT_PREFIX = / prefix="(r\d+)"/;
const ISLAND_UID = / uid="[^"]*"/;
/** The attributes whose values React's useId may name (ids and the attributes that refer to ids): the only places renamed. */
const ID_ATTRIBUTE = /\s(id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant|aria-errormessage|aria-details|headers|form|list)="([^"]*)"/g;
const USE_ID = /_(r\d+)R_/g;

/** Whether an element is one a page carries once: the island runtime's, or a component's module script. */
function isOncePerPage(element: string): boolean {
  return ISLAND_PRESCRIPTS.has(element) || element.startsWith('<script type="module"');
}

/** The pieces a page's own text already carries (a visitor's page with an island outside any hole). */
export function piecesIn(text: string): string[] {
  return [...text.matchAll(SCRIPT_OR_STYLE)].map(([element]) => element).filter(isOncePerPage);
}

/**
 * A rendered view, made independent of its render: its islands' ids renamed after `idToken` (letters
 * and digits, distinct for distinct views: the key's), the pieces a page carries once cut out.
 */
export function fragmentOf(html: string, idToken: string): Fragment {
  const renamed = withOwnIslandIds(html, idToken);
  const parts: string[] = [];
  const pieces: string[] = [];
  let part = '';
  let from = 0;
  for (const match of renamed.matchAll(SCRIPT_OR_STYLE)) {
    const [element] = match;
    if (!isOncePerPage(element)) continue;
    part += renamed.slice(from, match.index);
    from = match.index + element.length;
    // A view holding two islands of one directive was given its scripts twice: the page needs them once.
    if (pieces.includes(element)) continue;
    parts.push(part);
    pieces.push(element);
    part = '';
  }
  parts.push(part + renamed.slice(from));
  const bytes = parts.reduce((sum, text) => sum + text.length, 0) + pieces.reduce((sum, piece) => sum + piece.length, 0);
  return { parts, pieces, idToken: renamed === html ? null : idToken, bytes };
}

function withOwnIslandIds(html: string, token: string): string {
  if (!html.includes('<astro-island')) return html;
  const prefixes = new Map<string, string>();
  let islands = 0;
  const renamedPrefix = (prefix: string): string => {
    let renamed = prefixes.get(prefix);
    if (!renamed) prefixes.set(prefix, (renamed = `${token}p${prefixes.size}`));
    return renamed;
  };
  const tagged = html.replace(ISLAND_TAG, (tag) =>
    tag.replace(ISLAND_UID, ` uid="${token}u${islands++}"`).replace(REACT_PREFIX, (_match, prefix: string) => ` prefix="${renamedPrefix(prefix)}"`),
  );
  if (prefixes.size === 0) return tagged;
  return tagged.replace(ID_ATTRIBUTE, (attribute, _name: string, value: string) =>
    value.includes('R_') ? attribute.replace(USE_ID, (id, prefix: string) => { const renamed = prefixes.get(prefix); return renamed ? `_${renamed}R_` : id; }) : attribute,
  );
}

/**
 * The fragment as this page writes it: each piece only where the page first needs it (`onPage`
 * records what it carries already), and, for the `copy`th copy of one view on a page, its own ids.
 */
export function fragmentHtml(fragment: Fragment, onPage: Set<string>, copy = 0): string {
  let html = fragment.parts[0] ?? '';
  for (let i = 0; i < fragment.pieces.length; i++) {
    const piece = fragment.pieces[i] as string;
    if (!onPage.has(piece)) {
      onPage.add(piece);
      html += piece;
    }
    html += fragment.parts[i + 1] ?? '';
  }
  return copy > 0 && fragment.idToken ? html.replaceAll(fragment.idToken, `${fragment.idToken}c${copy}`) : html;
}
