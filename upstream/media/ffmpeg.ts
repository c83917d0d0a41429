import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * ffmpeg for the generated media: the static build the registry ships (@ffmpeg-installer/linux-x64,
 * an optional dependency, so `npm install` gives every Linux x64 machine the same encoder), else an
 * `ffmpeg` on the PATH (Debian's package, or another platform's).
 */
const REGISTRY_BINARY = '@ffmpeg-installer/linux-x64/ffmpeg';
/** Encodes at once: the machine has two cores, and a 4K encode holds ~0.5 GB while it runs. */
const MAX_RUNNING = 2;
/** A clip takes well under a second at 720p and ~1.5 s at 4K; this is for a machine under load. */
export const FFMPEG_TIMEOUT_MS = 60_000;

let resolved: string | null = null;

/** The ffmpeg binary this process runs. */
export function ffmpegBinary(): string {
  if (resolved) return resolved;
  try {
    const path = createRequire(import.meta.url).resolve(REGISTRY_BINARY);
    accessSync(path, constants.X_OK);
    resolved = path;
  } catch {
    resolved = 'ffmpeg';
  }
  return resolved;
}

/** ffmpeg could not make a file: names the binary and ends with ffmpeg's last words. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
}

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Runs ffmpeg with `args` (quiet, never asking), `input` on its standard input; at most MAX_RUNNING at once. */
export async function runFfmpeg(args: readonly string[], input?: Buffer, timeoutMs = FFMPEG_TIMEOUT_MS): Promise<void> {
  const release = await slot();
  try {
    await new Promise<void>((resolve, reject) => {
      const binary = ffmpegBinary();
      const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
        stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-2000);
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new FfmpegError(`Could not run ffmpeg (${binary}): ${error.message}. Run npm install, or install Debian's ffmpeg package.`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else if (signal === 'SIGKILL') reject(new FfmpegError(`ffmpeg (${binary}) took longer than ${timeoutMs} ms and was stopped`));
        else reject(new FfmpegError(`ffmpeg (${binary}) exited with ${code ?? signal}: ${stderr.trim() || 'no message'}`));
      });
      if (input && child.stdin) {
        child.stdin.on('error', () => {
          // ffmpeg exits early on a bad argument and closes its input: the exit code says why.
        });
        child.stdin.end(input);
      }
    });
  } finally {
    release();
  }
}
