import { join } from 'node:path';
import { buildBareProject, writeBareProject } from './bare-project.ts';

/**
 * The second baseline of bench:ssr: a bare Astro project with one server-rendered page on
 * @astrojs/node (standalone), built by the same Astro. Returns the entry to run.
 */
export async function buildBareAstroSsr(): Promise<string> {
  const dir = writeBareProject('bare-ssr', {
    'astro.config.mjs':
      "import node from '@astrojs/node';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'server', adapter: node({ mode: 'standalone' }) });\n",
    'src/pages/index.astro':
      '---\nconst now = new Date().toISOString();\n---\n<html lang="en"><head><title>Bare</title></head><body><h1>Hello</h1><p>{now}</p></body></html>\n',
  });
  await buildBareProject(dir, 'The bare Astro SSR page');
  return join(dir, 'dist/server/entry.mjs');
}
