import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process and all its descendants, in bytes, read from /proc (Linux). */
export function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p)) {
      if (p === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/** Samples the tree's memory every `everyMs` until stopped; returns the peak. */
export function watchPeakMemory(rootPid: number, everyMs = 100): { stop(): number } {
  let peak = treeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(rootPid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(rootPid));
    },
  };
}
