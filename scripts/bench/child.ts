import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

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
