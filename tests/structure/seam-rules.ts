import { closure, type ImportGraph, type SiteImport } from './import-graph.ts';

/*
 * The seams between the site's folders run one way. The server side (the site server, the route
 * rules, the catalogue, the page shell's vocabulary, the holes' marks and every *.server.ts) never
 * loads the browser's code; the browser never loads a server call; the site server and the shell
 * know no feature (features act at the server through the request hooks of src/request-hooks); the
 * route rules and the catalogue know none either. What both sides need (flash messages and their
 * query rules, modal ids, the error screen's texts, the Actions' outcome types) lives in src/, and
 * the islands import it. Type-only imports count: a type names the module it comes from just as well.
 *
 * Each rule gives the imports that break it (`file:line imports target`), or the chains that do
 * (`entry -> … -> target`) for a rule on what a set of files reaches through any number of others.
 */

export type SeamRule = (graph: ImportGraph) => string[];

const under =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => path.startsWith(folder));
const isServerModule = (path: string) => path.endsWith('.server.ts');
/** A feature: its folder of src/features, or its islands (every folder of islands/ but the shell's). */
const isFeature = (path: string) => path.startsWith('src/features/') || (path.startsWith('islands/') && !path.startsWith('islands/shell/'));
/**
 * The holes' marks and kept views, which the site server reads; the loaders' list and the views'
 * dispatch (hole-loaders.ts, HoleView.astro), which name the features' loaders and views, are the page layer.
 */
const HOLES_PAGE_LAYER = new Set(['src/holes/hole-loaders.ts', 'src/holes/HoleView.astro']);
const isHoleMark = (path: string) => path.startsWith('src/holes/') && !HOLES_PAGE_LAYER.has(path);
/** An island mounted by a component (its frontmatter), or a page's script loaded by its `<script>`. */
const mountsIsland = (found: SiteImport) => (found.part === 'frontmatter' && found.to.endsWith('.tsx')) || found.part === 'script';
const isProjectFile = (path: string) => under('src/', 'islands/')(path);

/** A rule on single imports. */
const noImport =
  (crosses: (found: SiteImport) => boolean): SeamRule =>
  (graph) =>
    graph.imports.filter(crosses).map(({ from, to, line }) => `${from}:${line} imports ${to}`);

/** A rule on what the `entries` of the graph reach, through any number of files. */
const reachesNone =
  (entries: (graph: ImportGraph) => Iterable<string>, forbidden: (path: string) => boolean, follows?: (found: SiteImport) => boolean): SeamRule =>
  (graph) =>
    [...closure(graph, entries(graph), follows)].filter(([path]) => forbidden(path)).map(([, chain]) => chain);

/** The browser's entries: every file of islands/, and every module a component's `<script>` loads. */
export const browserEntries = (graph: ImportGraph): string[] => [
  ...graph.files.filter(under('islands/')),
  ...graph.imports.filter((found) => found.part === 'script' && isProjectFile(found.to)).map((found) => found.to),
];

/** The server's modules: the site server, the sessions, the gateway's client, and every *.server.ts. */
export const serverModules = (graph: ImportGraph): string[] => graph.files.filter((file) => under('src/server/', 'src/session/', 'src/gateway/')(file) || isServerModule(file));

/** What the browser may never load: a server call, the server's own folders, a Node built-in. */
const isServerOnly = (path: string) => isServerModule(path) || under('src/server/', 'src/session/', 'src/gateway/', 'node:')(path);

export const SEAM_RULES = {
  'every browser entry (each island, each <script> of a component) reaches no *.server.ts, nothing of src/server, src/session or src/gateway, and no Node built-in':
    // A component's frontmatter runs on the server: only its `<script>` is the browser's.
    reachesNone(browserEntries, isServerOnly, (found) => found.part !== 'frontmatter'),
  'every server module reaches no island': reachesNone(serverModules, under('islands/')),
  'src/server, src/shell and islands/shell reach no feature: features act at the server through the request hooks (src/request-hooks/index.ts)': reachesNone(
    (graph) => graph.files.filter(under('src/server/', 'src/shell/', 'islands/shell/')),
    isFeature,
  ),
  "src/routing, src/catalogue, src/shell and the holes' marks never import islands/": noImport(
    ({ from, to }) => (under('src/routing/', 'src/catalogue/', 'src/shell/')(from) || isHoleMark(from)) && to.startsWith('islands/'),
  ),
  'src/routing and src/catalogue import no feature': noImport(({ from, to }) => under('src/routing/', 'src/catalogue/')(from) && to.startsWith('src/features/')),
  "the holes' marks import no feature: only the loaders' list and the views' dispatch name the features' loaders and views": noImport(
    ({ from, to }) => isHoleMark(from) && to.startsWith('src/features/'),
  ),
  "only the scripts that start the site server import the request hooks' list: nothing of src/ does": noImport(
    ({ from, to }) => from.startsWith('src/') && to === 'src/request-hooks/index.ts',
  ),
  "src/ imports islands/ only to mount an island (a component, from a frontmatter) or to load a page's script (from a <script>)": noImport(
    (found) => found.from.startsWith('src/') && found.to.startsWith('islands/') && !mountsIsland(found),
  ),
} satisfies Record<string, SeamRule>;

export type SeamRuleName = keyof typeof SEAM_RULES;
