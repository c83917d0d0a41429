import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { browserEntries, SEAM_RULES, serverModules, type SeamRuleName } from './seam-rules.ts';
import { importGraph, importsIn, type SiteImport } from './import-graph.ts';

/* The rules themselves, and why the seams run as they do: seam-rules.ts. */

describe('the import scan reads every kind of file of the site', () => {
  it.each<[string, string, string, Omit<SiteImport, 'from'>[]]>([
    ['a module', 'src/server/site-server.ts', `import { x } from '../routing/paths.ts';`, [{ to: 'src/routing/paths.ts', line: 1, part: 'module' }]],
    ['a type-only import', 'islands/example.ts', `import type { X } from '../src/features/join/join.server.ts';`, [{ to: 'src/features/join/join.server.ts', line: 1, part: 'module' }]],
    ['a package, by its name', 'islands/example.ts', `import { atom } from 'nanostores';`, [{ to: 'nanostores', line: 1, part: 'module' }]],
    ['a Node built-in, with or without its prefix', 'src/example.ts', `import 'node:fs';\nimport 'crypto';`, [{ to: 'node:fs', line: 1, part: 'module' }, { to: 'node:crypto', line: 2, part: 'module' }]],
    [
      "an .astro file's frontmatter and its script",
      'src/features/example/Example.astro',
      `---\nimport Player from '../../../islands/player/Player.tsx';\n---\n<p>x</p>\n<script>\n  import '../../../islands/tracking/start.ts';\n</script>\n`,
      [
        { to: 'islands/player/Player.tsx', line: 2, part: 'frontmatter' },
        { to: 'islands/tracking/start.ts', line: 6, part: 'script' },
      ],
    ],
    ['a query on the specifier', 'src/pages/example.astro', `---\nimport url from '../../islands/example.ts?url';\n---\n`, [{ to: 'islands/example.ts', line: 2, part: 'frontmatter' }]],
  ])('%s', (_case, file, text, expected) => {
    expect(importsIn(PROJECT_ROOT, file, text).map(({ from: _from, ...found }) => found)).toEqual(expected);
  });
});

const graph = importGraph(PROJECT_ROOT);

describe("the site's seams hold", () => {
  it('has the site, the islands, the browser entries and the server modules to scan', () => {
    expect(graph.files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(100);
    expect(graph.files.filter((file) => file.startsWith('islands/')).length).toBeGreaterThan(50);
    // The pages' scripts count as entries (a component's `<script>`), beside the islands.
    expect(browserEntries(graph).filter((file) => file.startsWith('islands/error-screen/'))).toContain('islands/error-screen/retry-islands.ts');
    expect(serverModules(graph)).toEqual(expect.arrayContaining(['src/server/site-server.ts', 'src/session/cookie.ts', 'src/gateway/client.ts', 'src/features/join/join.server.ts']));
  });

  it.each(Object.entries(SEAM_RULES))('%s', (_rule, broken) => {
    expect(broken(graph)).toEqual([]);
  });
});

/** An import planted in a copy of the tree: prepended to a module, or a `<script>` appended to a component. */
interface Plant {
  file: string;
  code: string;
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** What `rule` finds in a copy of src/ and islands/ with `plants` in it. */
function brokenWith(rule: SeamRuleName, plants: readonly Plant[]): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'seams-'));
  copies.push(copy);
  for (const folder of ['src', 'islands']) cpSync(join(PROJECT_ROOT, folder), join(copy, folder), { recursive: true });
  for (const { file, code } of plants) {
    const path = join(copy, file);
    if (file.endsWith('.astro')) appendFileSync(path, `\n<script>\n  ${code}\n</script>\n`);
    else writeFileSync(path, `${code}\n${readFileSync(path, 'utf8')}`);
  }
  return SEAM_RULES[rule](importGraph(copy));
}

const BROWSER: SeamRuleName =
  'every browser entry (each island, each <script> of a component) reaches no *.server.ts, nothing of src/server, src/session or src/gateway, and no Node built-in';
const SERVER: SeamRuleName = 'every server module reaches no island';
const SHELL: SeamRuleName = 'src/server, src/shell and islands/shell reach no feature: features act at the server through the request hooks (src/request-hooks/index.ts)';

describe('each seam bites: an import planted in a copy of the tree breaks it', () => {
  it.each<[string, SeamRuleName, Plant, RegExp]>([
    [
      'a pure module an island imports, made to import a *.server.ts',
      BROWSER,
      { file: 'src/features/comments/comment-rules.ts', code: `import type { CommentsCalls } from './comments-calls.server.ts';` },
      /^islands\/.* -> src\/features\/comments\/comment-rules\.ts -> src\/features\/comments\/comments-calls\.server\.ts$/,
    ],
    [
      "the tour's formats, which the player island imports, made to import the server's logger",
      BROWSER,
      { file: 'src/tour/format.ts', code: `import type { Logger } from '../server/log.ts';` },
      /^islands\/.* -> src\/tour\/format\.ts -> src\/server\/log\.ts$/,
    ],
    [
      "the flash messages' rules, made to import the session's cookies",
      BROWSER,
      { file: 'src/shell/flash/flash.ts', code: `import '../../session/cookie.ts';` },
      /^islands\/.* -> src\/shell\/flash\/flash\.ts -> src\/session\/cookie\.ts$/,
    ],
    [
      "the quick search's shapes, made to import the gateway's errors",
      BROWSER,
      { file: 'src/search/quick-search.ts', code: `import type { GatewayErrorKind } from '../gateway/errors.ts';` },
      /^islands\/search\/.* -> src\/search\/quick-search\.ts -> src\/gateway\/errors\.ts$/,
    ],
    ['the modal ids, made to import a Node built-in', BROWSER, { file: 'src/shell/modal-ids.ts', code: `import { readFileSync } from 'node:fs';` }, /^islands\/.* -> src\/shell\/modal-ids\.ts -> node:fs$/],
    [
      "a component's <script>, made to load a *.server.ts",
      BROWSER,
      { file: 'src/features/error-screen/ChunkRetry.astro', code: `import './error-reports.server.ts';` },
      /^src\/features\/error-screen\/error-reports\.server\.ts$/,
    ],
    [
      'a module the site server reaches through another folder, made to import an island',
      SERVER,
      { file: 'src/tenants/host.ts', code: `import '../../islands/shell/flash/store.ts';` },
      /^src\/server\/.* -> src\/tenants\/host\.ts -> islands\/shell\/flash\/store\.ts$/,
    ],
    ['a server call made to import an island', SERVER, { file: 'src/features/join/join.server.ts', code: `import '../../../islands/join/join-signup.ts';` }, /^src\/features\/join\/join\.server\.ts -> islands\/join\/join-signup\.ts$/],
    ['the shell, made to import a feature', SHELL, { file: 'src/shell/modal-ids.ts', code: `import type { CommentView } from '../features/comments/comment-rules.ts';` }, /^src\/shell\/.*-> src\/features\/comments\/comment-rules\.ts$/],
    [
      "the islands' shell, made to import a feature's island",
      SHELL,
      { file: 'islands/shell/modals/store.ts', code: `import '../../error-screen/retry-islands.ts';` },
      /^islands\/shell\/.*-> islands\/error-screen\/retry-islands\.ts$/,
    ],
    [
      'a module the site server reaches through another folder, made to import a feature',
      SHELL,
      { file: 'src/tenants/host.ts', code: `import '../features/comments/comment-rules.ts';` },
      /^src\/server\/.* -> src\/tenants\/host\.ts -> src\/features\/comments\/comment-rules\.ts$/,
    ],
  ])('%s', (_case, rule, plant, chain) => {
    expect(SEAM_RULES[rule](graph)).toEqual([]);
    expect(brokenWith(rule, [plant])).toContainEqual(expect.stringMatching(chain));
  });

  it.each<[SeamRuleName, Plant, string]>([
    ["src/routing, src/catalogue, src/shell and the holes' marks never import islands/", { file: 'src/routing/paths.ts', code: `import '../../islands/shell/flash/store.ts';` }, 'src/routing/paths.ts:1 imports islands/shell/flash/store.ts'],
    ['src/routing and src/catalogue import no feature', { file: 'src/catalogue/schemas.ts', code: `import '../features/comments/comment-rules.ts';` }, 'src/catalogue/schemas.ts:1 imports src/features/comments/comment-rules.ts'],
    [
      "the holes' marks import no feature: only the loaders' list and the views' dispatch name the features' loaders and views",
      { file: 'src/holes/kinds.ts', code: `import '../features/comments/comment-rules.ts';` },
      'src/holes/kinds.ts:1 imports src/features/comments/comment-rules.ts',
    ],
    ["only the scripts that start the site server import the request hooks' list: nothing of src/ does", { file: 'src/tenants/host.ts', code: `import '../request-hooks/index.ts';` }, 'src/tenants/host.ts:1 imports src/request-hooks/index.ts'],
    [
      "src/ imports islands/ only to mount an island (a component, from a frontmatter) or to load a page's script (from a <script>)",
      { file: 'src/tour/format.ts', code: `import '../../islands/shell/flash/store.ts';` },
      'src/tour/format.ts:1 imports islands/shell/flash/store.ts',
    ],
  ])('%s', (rule, plant, found) => {
    expect(SEAM_RULES[rule](graph)).toEqual([]);
    expect(brokenWith(rule, [plant]).join('\n')).toContain(found);
  });
});
