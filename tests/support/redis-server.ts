import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/free-ports.ts';

/** Whether redis-server is installed (npm test installs it; the Redis tests are skipped without it). */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

export interface RunningRedis {
  port: number;
  url: string;
  process: ChildProcess;
  /** Kills it at once (SIGKILL: no goodbye to its clients), as a crash would. */
  kill(): Promise<void>;
}

/** A real redis-server on `port` (a free one by default), without persistence, once it accepts connections. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  // redis-server cannot bind port 0 itself.
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    process: child,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
