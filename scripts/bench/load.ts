import { Agent, request } from 'node:http';

export interface LoadTarget {
  port: number;
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * A closed-loop load: `connections` keep-alive connections each sending one request after another
 * for `seconds`. Bounded in time and count, loopback only.
 */
export async function runLoad(target: LoadTarget, connections = 50, seconds = 5, warmupSeconds = 1): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers, agent, setHost: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
      });
      req.on('error', () => resolve(-1));
      req.end();
    });
  const loop = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    while (performance.now() < until) {
      const ms = await once();
      if (ms < 0) errors += 1;
      else latencies?.push(ms);
    }
    return errors;
  };
  await Promise.all(Array.from({ length: connections }, () => loop(performance.now() + warmupSeconds * 1000, null)));
  const latencies: number[] = [];
  const started = performance.now();
  const errors = (await Promise.all(Array.from({ length: connections }, () => loop(started + seconds * 1000, latencies)))).reduce((a, b) => a + b, 0);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
