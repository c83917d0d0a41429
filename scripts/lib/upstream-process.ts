import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../src/settings/env.ts';

/** The embedded upstream's entry point: reads the environment and starts it (upstream/embedded.ts). */
const UPSTREAM_ENTRY = fileURLToPath(new URL('../upstream.ts', import.meta.url));
const READY_PREFIX = 'upstream ready at ';
const READY_LINE = new RegExp(`^${READY_PREFIX}(\\S+)`);
/** Seeding a large catalogue takes a while; a hung start must still end. */
const START_TIMEOUT_MS = 180_000;

export interface RunningUpstream {
  url: string;
  /** True when this process started it (and so must stop it). */
  owned: boolean;
  /** The child's process id when this process started it. */
  pid?: number | undefined;
  stop(): Promise<void>;
}

/** The line the entry point prints once it answers; the parent waits for it and reads the URL from it. */
export function upstreamReadyLine(url: string): string {
  return `${READY_PREFIX}${url}`;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether an upstream answers its health check on `port` of this machine. */
export function isUpstreamAnswering(port: number): Promise<boolean> {
  return isHealthy(`http://127.0.0.1:${port}`);
}

/**
 * The gateway to use: the configured one when UPSTREAM_URL is set, else the embedded upstream,
 * reused when it is already running on UPSTREAM_PORT and started as a child process otherwise.
 */
export async function ensureUpstream(env: Env, extraEnv: Record<string, string> = {}): Promise<RunningUpstream> {
  if (env.UPSTREAM_URL) return { url: env.UPSTREAM_URL, owned: false, stop: async () => { /* not ours to stop */ } };
  // readEnv already refuses production without UPSTREAM_URL; the stand-in must never be its fallback.
  if (env.SITE_ENV === 'production') throw new Error('SITE_ENV=production needs UPSTREAM_URL: the embedded stand-in never starts in production.');
  const local = `http://127.0.0.1:${env.UPSTREAM_PORT}`;
  if (await isUpstreamAnswering(env.UPSTREAM_PORT)) return { url: local, owned: false, stop: async () => { /* not ours to stop */ } };

  const child = spawn(process.execPath, [UPSTREAM_ENTRY], {
    env: { ...process.env, ...extraEnv, UPSTREAM_PORT: String(env.UPSTREAM_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForReady(child);
  return {
    url,
    owned: true,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The embedded upstream did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded upstream exited with code ${code} before it was ready (see its output above).`));
    });
    if (!child.stdout) return;
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = READY_LINE.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(match[1]);
      } else {
        process.stdout.write(`[upstream] ${line}\n`);
      }
    });
  });
}
