import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The second baseline of bench:ssr: a bare Astro project with one server-rendered page on
 * @astrojs/node (standalone), built by the same Astro. Returns the entry to run.
 */
export async function buildBareAstroSsr(): Promise<string> {
  const dir = join(ROOT, '.bench', 'bare-ssr');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import node from '@astrojs/node';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'server', adapter: node({ mode: 'standalone' }) });\n",
  );
  writeFileSync(
    join(dir, 'src/pages/index.astro'),
    '---\nconst now = new Date().toISOString();\n---\n<html lang="en"><head><title>Bare</title></head><body><h1>Hello</h1><p>{now}</p></body></html>\n',
  );
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The bare Astro SSR build failed (exit ${code}).`);
  return join(dir, 'dist/server/entry.mjs');
}
