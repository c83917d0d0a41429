import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The commit of the code a build is made from, as `git describe --always --dirty` names it
 * (`c102d79e1f2a`, `c102d79e1f2a-dirty` with uncommitted changes), or null where there is no git
 * checkout (a production image): the build record's fingerprint still names every file's hash.
 */
export async function codeCommit(root: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['describe', '--always', '--dirty', '--abbrev=12'], { cwd: root, timeout: 5_000 });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}
