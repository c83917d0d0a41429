// A long-lived process that runs `astro build` for the build script, one tenant after another, so
// that Node loads Astro, Vite and the integrations once per worker instead of once per tenant.
// Started by astro-build.ts with an IPC channel: each message is a job; Astro's log goes to
// stdout as usual, followed by one result line.
import { build } from 'astro';
import { RESULT_PREFIX, type AstroJob, type AstroJobResult } from './astro-protocol.ts';
import { PROJECT_ROOT } from './project-root.ts';

/** The previous job's variables, removed before the next job sets its own. */
let previousKeys: string[] = [];

/** The error's message and, for Astro's own errors, its hint: the stack would bury them. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const hint = (error as { hint?: unknown }).hint;
  return typeof hint === 'string' ? `${error.message}\nHint: ${hint}` : error.message;
}

async function run(job: AstroJob): Promise<void> {
  // astro.config.mjs reads the tenant and its settings with readEnv() each time it is loaded.
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the only way to unset a variable (assigning undefined stores "undefined")
  for (const key of previousKeys) delete process.env[key];
  Object.assign(process.env, job.env);
  previousKeys = Object.keys(job.env);
  let result: AstroJobResult;
  try {
    await build({ root: PROJECT_ROOT });
    result = { ok: true, rss: process.memoryUsage().rss };
  } catch (error) {
    result = { ok: false, rss: process.memoryUsage().rss, message: describe(error) };
  }
  // On stdout, after Astro's own lines, so the parent has read every page entry when it sees it.
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

process.on('message', (job: AstroJob) => void run(job));
