import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPeakMemory } from './process-tree-memory.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = join(ROOT, 'node_modules/astro/bin/astro.mjs');

export interface BuildMeasure {
  pages: number;
  seconds: number;
  peakBytes: number;
}

/**
 * The baseline: a bare Astro project with `pages` trivial one-heading pages, built by the same
 * Astro on the same machine in the same run. It lives inside the project so it uses the same
 * node_modules.
 */
export async function buildBareAstro(pages: number): Promise<BuildMeasure> {
  const dir = join(ROOT, '.bench', 'bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
  writeFileSync(
    join(dir, 'src/pages/[page].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { page: String(i + 1) } }));\n}\nconst { page } = Astro.params;\n---\n<html lang="en"><head><title>Page {page}</title></head><body><h1>Page {page}</h1></body></html>\n`,
  );
  const started = performance.now();
  const child = spawn(process.execPath, [ASTRO_BIN, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const memory = watchPeakMemory(child.pid ?? 0);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const peakBytes = memory.stop();
  if (code !== 0) throw new Error(`The bare Astro build failed (exit ${code}).`);
  return { pages, seconds: (performance.now() - started) / 1000, peakBytes };
}
