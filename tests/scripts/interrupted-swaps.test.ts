import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recoverInterruptedSwaps } from '../../scripts/lib/swap.ts';

/*
 * A build or rollback killed between two renames of a swap (swap.ts) leaves a tenant's served
 * output moved aside. The next run, before it swaps anything, puts every output where it is served:
 * each case below is the state one rename of a swap leaves, and what is served after the recovery.
 */
let root: string;
let work: string;
let served: string;
let previous: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'swaps-'));
  work = join(root, 'work');
  served = join(root, 'dist', 'aurora');
  previous = join(root, 'previous', 'aurora');
  for (const dir of [work, join(root, 'dist'), join(root, 'previous')]) mkdirSync(dir, { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** An output whose page names which build it is. */
function output(dir: string, build: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), build);
}
const build = (dir: string): string | null => (existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : null);
const recover = () => recoverInterruptedSwaps(work, [{ prefix: 'aurora-', target: served, previous }]);

describe('a swap killed between its renames is finished or undone, so the tenant is served', () => {
  it.each<{ when: string; arrange: () => void; served: string; previous: string | null }>([
    {
      when: 'a build moved the served output aside and had not put its own in place',
      arrange: () => {
        output(join(work, 'aurora-m1-1'), 'new');
        output(previous, 'older');
        output(join(work, 'aurora-m1-1.old'), 'served');
      },
      served: 'served',
      previous: 'older',
    },
    {
      when: 'a build put its own in place and had not kept the one it replaced as the previous',
      arrange: () => {
        output(served, 'new');
        output(previous, 'older');
        output(join(work, 'aurora-m1-1.old'), 'served');
      },
      served: 'new',
      previous: 'served',
    },
    {
      when: 'a rollback moved the served output aside and had not put the previous one in place',
      arrange: () => {
        output(`${served}.swapping`, 'served');
        output(previous, 'older');
      },
      served: 'served',
      previous: 'older',
    },
    {
      when: 'a rollback put the previous output in place and had not kept the served one as the previous',
      arrange: () => {
        output(previous, 'older');
        renameSync(previous, served);
        output(`${served}.swapping`, 'served');
      },
      served: 'older',
      previous: 'served',
    },
    {
      when: 'nothing was interrupted',
      arrange: () => {
        output(served, 'served');
        output(previous, 'older');
        output(join(work, 'aurora-m1-1'), 'a failed build');
      },
      served: 'served',
      previous: 'older',
    },
  ])('$when', async (state) => {
    state.arrange();
    await recover();
    expect(build(served)).toBe(state.served);
    expect(build(previous)).toBe(state.previous);
    expect(existsSync(`${served}.swapping`)).toBe(false);
    expect(existsSync(join(work, 'aurora-m1-1.old'))).toBe(false);
  });

  it("leaves another tenant's work alone, and an output without a previous one drops what it replaced", async () => {
    output(join(work, 'blaze-m1-1.old'), 'blaze served');
    const console = join(root, 'dist', '.ops', 'console');
    output(console, 'console new');
    output(join(work, 'console-m1.old'), 'console old');
    await recoverInterruptedSwaps(work, [
      { prefix: 'aurora-', target: served, previous },
      { prefix: 'console-', target: console },
    ]);
    expect(build(join(work, 'blaze-m1-1.old'))).toBe('blaze served');
    expect(build(console)).toBe('console new');
    expect(existsSync(join(work, 'console-m1.old'))).toBe(false);
  });
});
