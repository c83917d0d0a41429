import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_STORE } from '../http/cache-control.ts';
import { pathOf } from './http.ts';
import type { TenantBuild } from './tenant-builds.ts';

/** Liveness: the process answers. For the orchestrator's restart decision; it looks at nothing else. */
export const HEALTH_PATH = '/healthz';
/** Readiness: this server should be sent requests (builds loaded, its dependencies answering, not draining). */
export const READY_PATH = '/readyz';
/** A dependency that has not answered within this is not ready: the probe must not hang with it. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/** A dependency of the site server the readiness probe asks, e.g. the Redis session store. */
export type ReadinessCheck = () => Promise<void>;

export interface HealthEndpointsOptions {
  tenants: readonly string[];
  builds: { of(tenant: string): Promise<TenantBuild | null> };
  /** Named dependency checks; a rejection (or no answer in READY_CHECK_TIMEOUT_MS) makes the server not ready. */
  checks: Readonly<Record<string, ReadinessCheck>>;
  /** True once the server is stopping (drain.ts): a draining server is alive but not ready. */
  draining(): boolean;
}

type BuildState = 'loaded' | 'not built' | 'failed to load';

/**
 * /healthz and /readyz, answered before the Host header is looked at: a load balancer or an
 * orchestrator probes by address, not by a tenant's host name. Both answer JSON, never cached.
 */
export function createHealthEndpoints(options: HealthEndpointsOptions) {
  async function buildState(tenant: string): Promise<BuildState> {
    try {
      return (await options.builds.of(tenant)) ? 'loaded' : 'not built';
    } catch {
      return 'failed to load';
    }
  }

  async function checkState(check: ReadinessCheck): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)), READY_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), late]);
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ready: listening, at least one tenant's build loaded, none failing to load, every check ok. */
  async function readiness() {
    const states = await Promise.all(options.tenants.map(async (tenant) => [tenant, await buildState(tenant)] as const));
    const checks = await Promise.all(Object.entries(options.checks).map(async ([name, check]) => [name, await checkState(check)] as const));
    const draining = options.draining();
    const ready =
      !draining &&
      states.some(([, state]) => state === 'loaded') &&
      states.every(([, state]) => state !== 'failed to load') &&
      checks.every(([, state]) => state === 'ok');
    return { ready, draining, tenants: Object.fromEntries(states), checks: Object.fromEntries(checks) };
  }

  function send(res: ServerResponse, status: number, body: object): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE }).end(JSON.stringify(body));
  }

  return {
    /** Whether the request is a probe (one string comparison each: every request asks). */
    isProbe(req: IncomingMessage): boolean {
      const path = pathOf(req);
      return path === HEALTH_PATH || path === READY_PATH;
    },

    /** Answers a probe. */
    async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }).end();
        return;
      }
      if (pathOf(req) === HEALTH_PATH) return send(res, 200, { ok: true });
      const state = await readiness();
      send(res, state.ready ? 200 : 503, state);
    },
  };
}
