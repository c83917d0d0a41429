import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A hole's view is kept by its props alone (src/holes/hole-cache.ts): were it, or any component it
 * renders, to read the request itself, two requests with the same props could need different bytes,
 * and a kept view could be stale. So nothing a view renders reads Astro's request or its locals.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const VIEWS = resolve(ROOT, 'src/holes/HoleView.astro');
const READS_THE_REQUEST = /Astro\.(locals|cookies|url|request|params|session|clientAddress)\b/;
/**
 * Components that read the request only to open a hole of their own where no view gave them its
 * props, which Hole.astro refuses inside a view (it reads the locals to know): never a view's bytes.
 */
const OPEN_A_HOLE_ONLY = new Set(['src/holes/Hole.astro', 'src/components/PerformerCard.astro', 'src/components/VideoCard.astro']);
const ASTRO_IMPORT = /from\s+'(\.{1,2}\/[^']+\.astro)'/g;

/** Every component a file renders, and theirs, found by their imports. */
function componentsRenderedBy(file: string, seen = new Set<string>()): Set<string> {
  for (const [, path] of readFileSync(file, 'utf8').matchAll(ASTRO_IMPORT)) {
    const component = resolve(dirname(file), path ?? '');
    if (seen.has(component)) continue;
    seen.add(component);
    componentsRenderedBy(component, seen);
  }
  return seen;
}

describe("the holes' views", () => {
  it('render every kind through components that read nothing of the request but their props', () => {
    const components = [...componentsRenderedBy(VIEWS)];
    expect(components.length).toBeGreaterThan(15);
    const reading = components.filter((file) => READS_THE_REQUEST.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file)).filter((file) => !OPEN_A_HOLE_ONLY.has(file));
    expect(reading).toEqual([]);
  });
});
