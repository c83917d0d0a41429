/*
 * The marks a prerendered page carries around each part that depends on the member (a hole): an
 * HTML comment before it, naming the hole's kind and its arguments, and one after it. A visitor's
 * browser ignores them; the site server cuts the page at them and fills each hole for the member
 * (src/server/member-shell.ts). Pure: no I/O.
 */

const OPENING_PREFIX = '<!--hole:';
const OPENING_SUFFIX = '-->';
/** Closes the innermost open hole. */
export const HOLE_CLOSING = '<!--/hole-->';

/**
 * A hole's arguments inside a comment: URI-encoded JSON, with the hyphen escaped as well, so no
 * value can write `--` or `-->` and end the comment early.
 */
function encodeArgs(args: unknown): string {
  return encodeURIComponent(JSON.stringify(args ?? null)).replaceAll('-', '%2D');
}

export function decodeArgs(encoded: string): unknown {
  return JSON.parse(decodeURIComponent(encoded)) as unknown;
}

/** The mark before a hole of `kind` with its arguments. */
export function holeOpening(kind: string, args: unknown): string {
  return `${OPENING_PREFIX}${kind}:${encodeArgs(args)}${OPENING_SUFFIX}`;
}

/** One hole of a page: its kind, its arguments (still encoded) and what a visitor sees in it. */
export interface ShellHole {
  kind: string;
  args: string;
  visitorHtml: string;
}

/** A page cut at its holes: `texts[i]` comes before `holes[i]`; there is one text more than holes. */
export interface Shell {
  texts: string[];
  holes: ShellHole[];
}

export class ShellMarkError extends Error {
  override name = 'ShellMarkError';
}

/**
 * Cuts a prerendered page at its outermost holes. A hole inside another (a card's favourite button
 * inside a shelf a visitor never sees) is part of the outer hole, which is filled whole.
 */
export function parseShell(html: string): Shell {
  const texts: string[] = [];
  const holes: ShellHole[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf(OPENING_PREFIX, from);
    if (open === -1) break;
    const nameEnd = html.indexOf(':', open + OPENING_PREFIX.length);
    const openEnd = html.indexOf(OPENING_SUFFIX, open + OPENING_PREFIX.length);
    if (nameEnd === -1 || openEnd === -1 || nameEnd > openEnd) throw new ShellMarkError(`A hole's mark is not closed at ${open}`);
    const close = closingOf(html, openEnd + OPENING_SUFFIX.length);
    texts.push(html.slice(from, open));
    holes.push({
      kind: html.slice(open + OPENING_PREFIX.length, nameEnd),
      args: html.slice(nameEnd + 1, openEnd),
      visitorHtml: html.slice(openEnd + OPENING_SUFFIX.length, close),
    });
    from = close + HOLE_CLOSING.length;
  }
  texts.push(html.slice(from));
  return { texts, holes };
}

/** Where the hole whose content starts at `from` closes, holes inside it skipped. */
function closingOf(html: string, from: number): number {
  let depth = 1;
  let at = from;
  for (;;) {
    const nextOpen = html.indexOf(OPENING_PREFIX, at);
    const nextClose = html.indexOf(HOLE_CLOSING, at);
    if (nextClose === -1) throw new ShellMarkError(`A hole opened before ${from} is never closed`);
    if (nextOpen !== -1 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + OPENING_PREFIX.length;
      continue;
    }
    depth -= 1;
    if (depth === 0) return nextClose;
    at = nextClose + HOLE_CLOSING.length;
  }
}
