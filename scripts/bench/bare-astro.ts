import { buildBareProject, writeBareProject } from './bare-project.ts';
import { watchPeakMemory } from './process-tree-memory.ts';

export interface BuildMeasure {
  pages: number;
  seconds: number;
  peakBytes: number;
}

/**
 * The baseline: a bare Astro project with `pages` trivial one-heading pages, built by the same
 * Astro on the same machine in the same run.
 */
export async function buildBareAstro(pages: number): Promise<BuildMeasure> {
  const dir = writeBareProject('bare', {
    'astro.config.mjs': "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
    'src/pages/[page].astro': `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { page: String(i + 1) } }));\n}\nconst { page } = Astro.params;\n---\n<html lang="en"><head><title>Page {page}</title></head><body><h1>Page {page}</h1></body></html>\n`,
  });
  const started = performance.now();
  let memory: ReturnType<typeof watchPeakMemory> | undefined;
  let peakBytes: number;
  try {
    await buildBareProject(dir, 'The bare Astro project', (child) => (memory = watchPeakMemory(child.pid ?? 0)));
  } finally {
    // The watch ends with the build, failed or not.
    peakBytes = memory?.stop() ?? 0;
  }
  return { pages, seconds: (performance.now() - started) / 1000, peakBytes };
}
