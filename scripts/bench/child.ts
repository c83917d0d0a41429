import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { READY_PATH } from '../../src/server/health.ts';

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts a Node script as a child and resolves once `port` accepts connections (60 s at most). The
 * port must be free first: a server left from an earlier run would answer in the child's place,
 * while the child itself exits on EADDRINUSE, and the bench would measure the old code.
 */
export async function startChild(args: string[], env: Record<string, string>, port: number): Promise<ChildProcess> {
  if (await listening(port)) throw new Error(`Port ${port} is already in use (a server left from an earlier run?): stop it and run the bench again.`);
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
    if (await listening(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not listen on ${port} within 60 s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Resolves once the site server on `host`:`port` says it is ready (/readyz 200: its warm-up ended,
 * src/server/warm-up.ts), as a load balancer waits for it before sending it visitors (60 s at most);
 * rejects at once when `child`, the server's process, has exited.
 */
export async function untilReady(port: number, { host = '127.0.0.1', child }: { host?: string; child?: ChildProcess } = {}): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The site server on ${host}:${port} exited with code ${child.exitCode}`);
    const status = await new Promise<number>((resolve) => {
      get({ host, port, path: READY_PATH, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', () => resolve(0));
    });
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server on ${host}:${port} was not ready (/readyz) within 60 s`);
}
