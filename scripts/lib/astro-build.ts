import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));
/**
 * Astro prints a tree entry per prerendered file: `  ├─ /videos/x/index.html (+2ms)`. Rendering
 * several pages at a time, it may print several entries on one line, so entries are counted, not lines.
 */
const ANSI_STYLE = /\x1b\[[0-9;]*m/g;
const FILE_ENTRY = /[├└]─ (\/\S*?)(?=\d\d:\d\d:\d\d|\s|$)/g;
/** Kept to explain a failure; the full log would bury the cause. */
const TAIL_LINES = 40;

/** The files one line of Astro's build log reports as prerendered. */
export function prerenderedFiles(line: string): string[] {
  // Astro colours its log when the parent asked for colour (FORCE_COLOR, as Playwright does).
  return [...line.replace(ANSI_STYLE, '').matchAll(FILE_ENTRY)].map((entry) => entry[1] ?? '');
}

export interface AstroBuildOptions {
  tenant: string;
  outDir: string;
  /** Extra environment for the build, e.g. the catalogue snapshot's path. */
  env: Record<string, string>;
  /** Called with the HTML pages written so far (endpoints such as sitemap.xml are not counted). */
  onPage: (pagesDone: number) => void;
}

export interface AstroBuildResult {
  /** Every prerendered file: HTML pages and endpoints. */
  files: number;
  /** HTML pages only. */
  pages: number;
}

/** Runs `astro build` for one tenant in its own process; resolves with what it wrote. */
export function astroBuild({ tenant, outDir, env, onPage }: AstroBuildOptions): Promise<AstroBuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ASTRO_BIN, 'build'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, TENANT: tenant, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    let files = 0;
    let pages = 0;
    const remember = (line: string) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    createInterface({ input: child.stdout }).on('line', (line) => {
      const written = prerenderedFiles(line);
      if (written.length === 0) return remember(line);
      files += written.length;
      const html = written.filter((file) => file.endsWith('.html')).length;
      if (html > 0) onPage((pages += html));
    });
    createInterface({ input: child.stderr }).on('line', remember);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve({ files, pages });
      else reject(new Error(`astro build for "${tenant}" failed (exit ${code}):\n${tail.join('\n')}`));
    });
  });
}
