import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchor, missingPaths, namedPaths, type Repository } from './named-paths.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

// The README and docs/ name files, folders and each other's sections; a rename that forgets them
// must fail here, not confuse the next reader.

/** The repository's files as a clone has them: tracked, or new and not ignored; none deleted since. */
function repository(): Repository {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return { files: listed.split('\0').filter((file) => file !== '' && existsSync(join(PROJECT_ROOT, file))) };
}

const PAGES = ['README.md', 'upstream/README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const texts = new Map(PAGES.map((page) => [page, readFileSync(join(PROJECT_ROOT, page), 'utf8')]));

describe('every repository path the README and docs/ name exists', () => {
  const repo = repository();
  it.each(PAGES)('%s', (page) => {
    const markdown = texts.get(page) ?? '';
    expect(namedPaths(markdown).length).toBeGreaterThan(0);
    expect(missingPaths(page, markdown, repo, texts)).toEqual([]);
  });
});

describe('the check of named paths', () => {
  const repo: Repository = {
    files: ['README.md', 'docs/build.md', 'src/server/site-server.ts', 'src/features/gems/gems.server.ts', 'islands/modals/close-rules.ts', 'upstream/members/ratings.graphql'],
  };
  const pages = new Map([['docs/build.md', '# The build\n\n## One server build for every tenant\n']]);
  const problems = (markdown: string, page = 'README.md') => missingPaths(page, markdown, repo, pages).map((p) => p.text);

  it.each<[string, string, string[]]>([
    ['a file that exists', 'See `src/server/site-server.ts`.', []],
    ['a folder that exists, with or without its slash', '`src/server/` and `islands/modals`', []],
    ['a made-up file', 'See `src/server/made-up.ts`.', ['src/server/made-up.ts']],
    ['a made-up folder', 'See `islands/made-up/`.', ['islands/made-up/']],
    ['a glob that matches', '`upstream/members/*.graphql`', []],
    ['a glob that matches nothing', '`upstream/members/*.sql`', ['upstream/members/*.sql']],
    ['a placeholder, which stands for any name', '`src/features/<feature>/*.server.ts`', []],
    ['a placeholder with nothing under it', '`src/features/<feature>/*.client.ts`', ['src/features/<feature>/*.client.ts']],
    ['a bare file name some file carries', 'the table `close-rules.ts`', []],
    ['a bare file name no file carries', 'the table `open-rules.ts`', ['open-rules.ts']],
    ['a URL path, a command, a variable: no repository path', '`/oidc/login`, `npm run build`, `REDIS_URL`, `dist/<tenant>`, `server/tenant.json`', []],
    ['a link that resolves', '[the build](docs/build.md)', []],
    ['a made-up link', '[the deploy](docs/made-up.md)', ['docs/made-up.md']],
    ['a link to a heading that exists', '[it](docs/build.md#one-server-build-for-every-tenant)', []],
    ['a link to a heading that does not', '[it](docs/build.md#made-up)', ['docs/build.md#made-up']],
    ['a link out of the repository', '[spec](../shared/spec/browsing.md)', ['../shared/spec/browsing.md']],
    ['a link to another site', '[Astro](https://docs.astro.build/)', []],
    ['a link whose text wraps', '[the\nbuild](docs/made-up.md)', ['docs/made-up.md']],
    ['code blocks are left out', '```sh\nnode src/made-up.ts\n```', []],
  ])('%s', (_case, markdown, missing) => {
    expect(problems(markdown)).toEqual(missing);
  });

  it('resolves a link from the page\'s own folder', () => {
    expect(problems('[the README](../README.md), [the build](build.md)', 'docs/build.md')).toEqual([]);
    expect(problems('[the build](docs/build.md)', 'docs/build.md')).toEqual(['docs/build.md']);
  });

  it('reads a heading as GitHub anchors it', () => {
    expect(headingAnchor('`npm run bench:build`')).toBe('npm-run-benchbuild');
    expect(headingAnchor("Where we differ from the spec")).toBe('where-we-differ-from-the-spec');
    expect(headingAnchor('The request context (once per request)')).toBe('the-request-context-once-per-request');
  });
});
