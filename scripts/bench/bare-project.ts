import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root.ts';

const ASTRO_BIN = join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs');

/**
 * A throwaway Astro project for a baseline, written afresh at `.bench/<name>` with `files` (path →
 * content). It lives inside the project so it resolves the same node_modules: the same Astro,
 * React and integrations as the real build, in the same run.
 */
export function writeBareProject(name: string, files: Readonly<Record<string, string>>): string {
  const dir = join(PROJECT_ROOT, '.bench', name);
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/**
 * Runs `astro build` in a bare project; `started` sees the child as soon as it runs (to watch its
 * memory). Fails naming `what` when the build does.
 */
export async function buildBareProject(dir: string, what: string, started?: (child: ChildProcess) => void): Promise<void> {
  const child = spawn(process.execPath, [ASTRO_BIN, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  started?.(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${what}'s build failed (exit ${code}).`);
}
