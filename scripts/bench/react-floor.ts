import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = join(ROOT, 'node_modules/astro/bin/astro.mjs');

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
 * integration in the same run. It lives inside the project so it resolves the same node_modules.
 */
export async function buildReactFloor(): Promise<ReactFloor> {
  const dir = join(ROOT, '.bench', 'js-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import react from '@astrojs/react';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ integrations: [react()], compressHTML: true });\n",
  );
  writeFileSync(join(dir, 'src/Empty.tsx'), 'export default function Empty() {\n  return <div />;\n}\n');
  writeFileSync(
    join(dir, 'src/pages/index.astro'),
    "---\nimport Empty from '../Empty.tsx';\n---\n<html lang=\"en\"><head><title>Floor</title></head><body><h1>Floor</h1><Empty client:visible /></body></html>\n",
  );
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' } }));
  const child = spawn(process.execPath, [ASTRO_BIN, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The React floor's build failed (exit ${code}).`);
  return { dir, page: join(dir, 'dist/index.html'), clientDir: join(dir, 'dist') };
}
