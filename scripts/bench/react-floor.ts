import { join } from 'node:path';
import { buildBareProject, writeBareProject } from './bare-project.ts';

export interface ReactFloor {
  dir: string;
  /** The built page with the one island. */
  page: string;
  /** Where its /_astro files are. */
  clientDir: string;
}

/**
 * The floor of the JavaScript budget: a bare Astro project whose one page holds one empty React
 * island, hydrated the way the player is (client:visible), built by the same Astro, React and
 * integration in the same run.
 */
export async function buildReactFloor(): Promise<ReactFloor> {
  const dir = writeBareProject('js-floor', {
    'astro.config.mjs':
      "import react from '@astrojs/react';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ integrations: [react()], compressHTML: true });\n",
    'src/Empty.tsx': 'export default function Empty() {\n  return <div />;\n}\n',
    'src/pages/index.astro':
      "---\nimport Empty from '../Empty.tsx';\n---\n<html lang=\"en\"><head><title>Floor</title></head><body><h1>Floor</h1><Empty client:visible /></body></html>\n",
    'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' } }),
  });
  await buildBareProject(dir, 'The React floor');
  return { dir, page: join(dir, 'dist/index.html'), clientDir: join(dir, 'dist') };
}
