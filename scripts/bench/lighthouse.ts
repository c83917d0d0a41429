import { spawn } from 'node:child_process';
import { z } from 'zod';

/**
 * Lighthouse, pinned, fetched by npx on first use rather than made a dependency of the project: it
 * brings ~110 packages (176 MB) that only this benchmark needs.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
/** Debian's Chromium as the end-to-end tests run it (no sandbox as root, no GPU), headless. */
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking';
const TIMEOUT_MS = 300_000;

const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
  }),
});

export type LighthouseResult = { ok: true; score: number; cls: number; lcpMs: number; tbtMs: number } | { ok: false; reason: string };

/** Lighthouse's default run (mobile: a mid-range phone on a throttled network), performance only. */
export async function runLighthouse(url: string, chromiumPath: string): Promise<LighthouseResult> {
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--output=json', '--output-path=stdout', `--chrome-flags=${CHROME_FLAGS}`];
  const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  if (code !== 0) return { ok: false, reason: `npx ${LIGHTHOUSE} exited with ${String(code)}: ${err.trim().split('\n').slice(-3).join(' / ')}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(out);
  } catch {
    return { ok: false, reason: 'its report was not JSON' };
  }
  const report = reportSchema.safeParse(parsed);
  if (!report.success) return { ok: false, reason: `its report lacked the performance figures: ${report.error.message}` };
  const { categories, audits } = report.data;
  return {
    ok: true,
    score: Math.round((categories.performance.score ?? 0) * 100),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  };
}
