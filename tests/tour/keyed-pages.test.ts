import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

/*
 * A keyed page is copied from the previous build while its props are unchanged (src/tour/render-key.ts),
 * so it must render from its props alone: a catalogue read anywhere else in it, or in a component
 * it renders, would keep showing the old record after a rebuild. The rebuild test proves the output
 * for one change; this keeps every later page and component to the rule.
 */
const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8');
const READS_CATALOGUE = /\bcatalogue(Index)?\(\)/;
/** The page's getStaticPaths statement: the one place a keyed page reads the catalogue. */
const GET_STATIC_PATHS = /export const getStaticPaths = [\s\S]*?satisfies GetStaticPaths;/;

const pages = globSync('src/pages/**/*.astro', { cwd: PROJECT_ROOT }).filter((file) => /\bkeyed(Path|LaterPages)\(/.test(read(file)));
const components = globSync('src/{components,layouts,features,shell}/**/*.astro', { cwd: PROJECT_ROOT });

describe('keyed pages render from their props alone', () => {
  it('there are keyed pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages)('%s reads the catalogue only in its getStaticPaths', (file) => {
    expect(read(file).replace(GET_STATIC_PATHS, '')).not.toMatch(READS_CATALOGUE);
  });

  it('no component reads the catalogue: the page hands it what to show', () => {
    expect(components.filter((file) => READS_CATALOGUE.test(read(file)))).toEqual([]);
  });
});
