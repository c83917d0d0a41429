// One load run of scripts/bench/load.ts, in a process of its own: several autocannon runs in one
// process measured seconds-long latencies that the server never saw (its own timing and another
// client agreed on well under a second), always in a run that followed another. The parent sends
// the run on the IPC channel and gets the latencies back.
import autocannon from 'autocannon';

export interface LoadRun {
  url: string;
  headers: Record<string, string>;
  /** Requests to draw from at random, one per request (another page, another member): none, `url` every time. */
  rotation?: readonly RotatedRequest[] | undefined;
  connections: number;
  seconds: number;
}

/** One request of a rotation: its path and its own headers (a member's cookie). */
export interface RotatedRequest {
  path: string;
  headers: Record<string, string>;
}

export interface LoadRunResult {
  /** Milliseconds per 2xx answer, to the microsecond (autocannon's histogram rounds to whole ms). */
  latencies: number[];
  seconds: number;
  /** Answers other than 2xx, timeouts and socket errors. */
  errors: number;
}

process.once('message', (run: LoadRun) => {
  const latencies: number[] = [];
  const rotation = run.rotation ?? [];
  // Drawn at random, not in turn: every connection would start the same list at the same moment.
  const pick = (): RotatedRequest | undefined => rotation[Math.floor(Math.random() * rotation.length)];
  const requests = rotation.length > 0 ? [{ setupRequest: (request: { path?: string; headers?: Record<string, string> }) => ({ ...request, ...pick() }) }] : undefined;
  const instance = autocannon({ url: run.url, headers: run.headers, connections: run.connections, duration: run.seconds, ...(requests ? { requests } : {}) });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  void Promise.resolve(instance).then((result) => {
    const answer: LoadRunResult = { latencies, seconds: result.duration, errors: result.errors + result.timeouts + result.non2xx };
    process.send?.(answer, undefined, {}, () => process.exit(0));
  });
});
