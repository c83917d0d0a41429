import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT as ROOT } from '../../scripts/lib/project-root.ts';
import { moduleReferences, type ImportPart } from '../support/module-references.ts';

/*
 * The seams between the site's folders run one way. The server side (the site server, the route
 * rules, the catalogue, the page shell's vocabulary, the holes' marks and every *.server.ts) never
 * loads the browser's code; the browser never loads a server call; the site server knows no feature
 * (features act there through the request hooks of src/request-hooks); the route rules and the
 * catalogue know none either. What both sides need (flash messages and their query rules, modal ids,
 * the error screen's texts, the Actions' outcome types) lives in src/, and the islands import it.
 * Type-only imports count: a type names the module it comes from just as well.
 */
const SOURCE = /\.(?:[cm]?[jt]s|tsx|astro)$/;

interface SiteImport {
  from: string;
  to: string;
  line: number;
  part: ImportPart;
}

function siteFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => `${folder}/${name.split(sep).join('/')}`);
}

/** The imports of `file` that name a file of this project (packages and virtual modules apart). */
function projectImports(file: string, text: string): SiteImport[] {
  return moduleReferences(file, text)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, line, part }) => ({
      from: file,
      to: relative(ROOT, resolve(dirname(join(ROOT, file)), specifier.split('?')[0] ?? specifier)).split(sep).join('/'),
      line,
      part,
    }));
}

const files = [...siteFiles('src'), ...siteFiles('islands')];
const imports = files.flatMap((file) => projectImports(file, readFileSync(join(ROOT, file), 'utf8')));

const under = (...folders: string[]) => (path: string) => folders.some((folder) => path.startsWith(folder));
const isServerModule = (path: string) => path.endsWith('.server.ts');
/**
 * The holes' marks and kept views, which the site server reads; the loaders' list and the views'
 * dispatch (hole-loaders.ts, HoleView.astro), which name the features' loaders and views, are the page layer.
 */
const HOLES_PAGE_LAYER = new Set(['src/holes/hole-loaders.ts', 'src/holes/HoleView.astro']);
const isHoleMark = (path: string) => path.startsWith('src/holes/') && !HOLES_PAGE_LAYER.has(path);
/** An island mounted by a component (its frontmatter), or a page's script loaded by its `<script>`. */
const mountsIsland = (found: SiteImport) => (found.part === 'frontmatter' && found.to.endsWith('.tsx')) || found.part === 'script';

const SEAMS: readonly [string, (found: SiteImport) => boolean][] = [
  [
    'src/server, src/routing, src/catalogue, src/shell, the holes\' marks and every *.server.ts never import islands/',
    ({ from, to }) => (under('src/server/', 'src/routing/', 'src/catalogue/', 'src/shell/')(from) || isHoleMark(from) || isServerModule(from)) && to.startsWith('islands/'),
  ],
  ['nothing in islands/ imports a *.server.ts', ({ from, to }) => from.startsWith('islands/') && isServerModule(to)],
  ['src/server imports no feature: features act there through the request hooks (src/request-hooks/index.ts)', ({ from, to }) => from.startsWith('src/server/') && to.startsWith('src/features/')],
  ['src/routing and src/catalogue import no feature', ({ from, to }) => under('src/routing/', 'src/catalogue/')(from) && to.startsWith('src/features/')],
  ['the holes\' marks import no feature: only the loaders\' list and the views\' dispatch name the features\' loaders and views', ({ from, to }) => isHoleMark(from) && to.startsWith('src/features/')],
  ['only the scripts that start the site server import the request hooks\' list: nothing of src/ does', ({ from, to }) => from.startsWith('src/') && to === 'src/request-hooks/index.ts'],
  [
    'src/ imports islands/ only to mount an island (a component, from a frontmatter) or to load a page\'s script (from a <script>)',
    (found) => found.from.startsWith('src/') && found.to.startsWith('islands/') && !mountsIsland(found),
  ],
];

describe('the import scan reads every kind of file of the site', () => {
  it.each<[string, string, string, Omit<SiteImport, 'from'>[]]>([
    ['a module', 'src/server/example.ts', `import { x } from '../routing/paths.ts';`, [{ to: 'src/routing/paths.ts', line: 1, part: 'module' }]],
    ['a type-only import', 'islands/example.ts', `import type { X } from '../src/features/join/join.server.ts';`, [{ to: 'src/features/join/join.server.ts', line: 1, part: 'module' }]],
    ['a package is no file of the project', 'islands/example.ts', `import { atom } from 'nanostores';`, []],
    [
      "an .astro file's frontmatter and its script",
      'src/features/example/Example.astro',
      `---\nimport Player from '../../../islands/watching/player/Player.tsx';\n---\n<p>x</p>\n<script>\n  import '../../../islands/tracking/start.ts';\n</script>\n`,
      [
        { to: 'islands/watching/player/Player.tsx', line: 2, part: 'frontmatter' },
        { to: 'islands/tracking/start.ts', line: 6, part: 'script' },
      ],
    ],
    ['a query on the specifier', 'src/pages/example.astro', `---\nimport url from '../../islands/example.ts?url';\n---\n`, [{ to: 'islands/example.ts', line: 2, part: 'frontmatter' }]],
  ])('%s', (_case, file, text, expected) => {
    expect(projectImports(file, text).map(({ from: _from, ...found }) => found)).toEqual(expected);
  });
});

describe("the site's seams run one way", () => {
  it('has the site and the islands to scan', () => {
    expect(files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.startsWith('islands/')).length).toBeGreaterThan(50);
  });

  it.each(SEAMS)('%s', (_seam, crosses) => {
    expect(imports.filter(crosses).map(({ from, to, line }) => `${from}:${line} imports ${to}`)).toEqual([]);
  });

  it('the site server reaches no feature and no island through any other folder either (src/holes, src/shell, src/settings, …)', () => {
    const importsOf = Map.groupBy(imports, (found) => found.from);
    const reached = new Map<string, string | null>(files.filter(under('src/server/')).map((file) => [file, null]));
    const queue = [...reached.keys()];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const { to } of importsOf.get(file) ?? []) {
        if (reached.has(to)) continue;
        reached.set(to, file);
        queue.push(to);
      }
    }
    const chain = (file: string): string => {
      const by = reached.get(file);
      return by ? `${chain(by)} -> ${file}` : file;
    };
    expect([...reached.keys()].filter(under('src/features/', 'islands/')).map(chain)).toEqual([]);
  });
});
