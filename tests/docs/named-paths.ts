import { posix } from 'node:path';

/**
 * The repository paths a Markdown page names, and which of them do not exist.
 *
 * A page names a path in two ways:
 * - in inline code, written from the repository's root: `src/server/site-server.ts`, `islands/modals/`,
 *   `upstream/members/*.graphql`, or a bare file name (`close-rules.ts`) that some file of the
 *   repository carries. A placeholder (`<tenant>`, `…`) stands for any one name, as `*` does.
 *   Inline code that does not start with one of the repository's top-level entries (`/oidc/login`,
 *   `dist/<tenant>`, `npm run build`, `REDIS_URL`) is not a repository path.
 * - as a relative link, resolved from the page's own folder; an anchor must be one of the target
 *   page's headings.
 * Code blocks are left out: they hold commands and diagrams, not references.
 */

/** The repository as the check sees it: its files (from its root, `/`-separated). */
export interface Repository {
  files: readonly string[];
}

export interface NamedPath {
  /** What the page wrote. */
  text: string;
  line: number;
  kind: 'code' | 'link';
}

/** File names a bare name in inline code is taken for: the project's own kinds of file. */
const BARE_FILE = /^[\w.[\]-]+\.(?:ts|tsx|astro|mjs|js|json|graphql|md|css|sh)$/;
const PLACEHOLDER = /<[^<>]*>|…|\{[^{}]*\}/g;
const INLINE_CODE = /(`+)([^`]+?)\1/g;
/** A link's target: always on one line (it holds no space), whereas its text may wrap. */
const LINK = /\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g;
const FENCE = /^\s*(```|~~~)/;

/** Each line of the page outside code blocks, with its number. */
function proseLines(markdown: string): [number, string][] {
  const lines: [number, string][] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced) lines.push([index + 1, line]);
  });
  return lines;
}

/** Every path-like piece of inline code and every link target of the page. */
export function namedPaths(markdown: string): NamedPath[] {
  const named: NamedPath[] = [];
  for (const [line, text] of proseLines(markdown)) {
    for (const match of text.matchAll(INLINE_CODE)) {
      const code = (match[2] ?? '').trim();
      if (code !== '' && !/\s/.test(code)) named.push({ text: code, line, kind: 'code' });
    }
    // Links inside inline code are code, not links.
    for (const match of text.replace(INLINE_CODE, '').matchAll(LINK)) named.push({ text: match[1] ?? '', line, kind: 'link' });
  }
  return named;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set(
    proseLines(markdown)
      .map(([, line]) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
      .filter((heading) => heading !== undefined)
      .map(headingAnchor),
  );
}

/** `src/features/<feature>/*.server.ts` → a pattern over the repository's files and folders. */
function patternOf(path: string): RegExp {
  const source = path
    .replace(PLACEHOLDER, '*')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`);
}

/** Every file of the repository and every folder above one. */
function entriesOf(repository: Repository): Set<string> {
  const entries = new Set<string>();
  for (const file of repository.files) {
    const parts = file.split('/');
    for (let n = 1; n <= parts.length; n++) entries.add(parts.slice(0, n).join('/'));
  }
  return entries;
}

export interface Problem {
  page: string;
  line: number;
  text: string;
  why: string;
}

/**
 * What the page at `page` (from the repository's root) names that the repository does not hold.
 * `pages` gives the text of the Markdown pages a link may point into, for its anchor.
 */
export function missingPaths(page: string, markdown: string, repository: Repository, pages: ReadonlyMap<string, string> = new Map()): Problem[] {
  const entries = entriesOf(repository);
  const topLevel = new Set([...entries].filter((entry) => !entry.includes('/')));
  const baseNames = new Set(repository.files.map((file) => posix.basename(file)));
  const problems: Problem[] = [];
  const exists = (path: string) => (/[*<…{]/.test(path) ? [...entries].some((entry) => patternOf(path).test(entry)) : entries.has(path));

  for (const { text, line, kind } of namedPaths(markdown)) {
    const problem = (why: string) => problems.push({ page, line, text, why });
    if (kind === 'code') {
      const path = text.replace(/\/+$/, '');
      const first = path.split('/')[0] ?? '';
      if (topLevel.has(first)) {
        if (!exists(path)) problem('no such file or folder in the repository');
      } else if (!path.includes('/') && BARE_FILE.test(path) && !/[<…{]/.test(path)) {
        if (!baseNames.has(path)) problem('no file of the repository has this name');
      }
      continue;
    }
    // A link: another site, or a path from this page's folder with an optional anchor.
    if (/^[a-z][a-z+.-]*:/i.test(text)) continue;
    const [target = '', anchor] = text.split('#');
    const path = target === '' ? page : posix.normalize(posix.join(posix.dirname(page), decodeURI(target))).replace(/\/+$/, '');
    if (path.startsWith('..')) {
      problem('the link leaves the repository');
      continue;
    }
    if (!entries.has(path)) {
      problem('the link points at no file or folder of the repository');
      continue;
    }
    if (anchor !== undefined && path.endsWith('.md')) {
      const targetText = path === page ? markdown : pages.get(path);
      if (targetText !== undefined && !anchorsOf(targetText).has(anchor)) problem(`${path} has no heading for #${anchor}`);
    }
  }
  return problems;
}
