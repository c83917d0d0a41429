import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { VIDEOS_PATH, videoPagePath } from '../routing/paths.ts';
import { NOTIFICATION_PARAM, UPGRADE_NOTIFICATION_FLASHES } from '../shell/flash/query.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import { PAGE_SEGMENT } from '../tour/pagination.ts';
import type { ReadinessCheck } from './health.ts';
import type { Logger } from './log.ts';
import { clientDirOf } from './static-files.ts';

/*
 * The warm-up of a started site server, before it says it is ready: it asks itself for a few pages
 * of each tenant over loopback, through the whole request path, so that the first visitors after a
 * start do not pay the young process's cost (each tenant's server build loaded, the render code
 * compiled and optimised by V8, the files cut and their texts compressed; bench:ssr measured 3.6 to
 * 5.2 ms more CPU on each of a young process's first 60 member pages, docs/performance.md).
 *
 * Each page is asked as a visitor whose URL carries a flash on arrival (membership spec section 2):
 * such a request is answered through the member's path (the prerendered file cut at its holes, the
 * hole loaders, the views rendered and spliced, the page compressed) with no session, so no gateway
 * call, no login and nothing written anywhere. Its answer is read and thrown away.
 */

/** The request header that marks the warm-up's own requests; its value is this process's secret, so a visitor cannot hide as one. */
export const WARM_UP_HEADER = 'x-paysite-warm-up';
const WARM_UP_TOKEN = randomUUID();

/** Whether the request is this process's own warm-up (logged at debug, kept out of the metrics). */
export function isWarmUpRequest(req: IncomingMessage): boolean {
  return req.headers[WARM_UP_HEADER] === WARM_UP_TOKEN;
}

/** The flash on arrival that takes a visitor's page through the member's path; any page may carry it. */
const THROUGH_THE_MEMBER_PATH = `?${NOTIFICATION_PARAM}=${Object.keys(UPGRADE_NOTIFICATION_FLASHES)[0] ?? ''}`;
/**
 * Video pages a tenant may be asked for, if the time budget lasts: a young process's extra cost fades
 * over its first few dozen member pages, and each tenant's server build is compiled apart.
 */
export const WARM_UP_VIDEO_PAGES = 30;
/** Requests in flight at once: the site's work is CPU on one thread, and two keep it busy while the other is read. */
const WARM_UP_CONCURRENCY = 2;
/** As browsers ask: the member's page is sent as one gzip stream, whose joining is warmed too. */
const ACCEPT_ENCODING = 'br, gzip';

export interface WarmUpPage {
  tenant: TenantId;
  /** A host the tenant answers on, sent as the Host header. */
  host: string;
  /** Path and query. */
  path: string;
}

/** What a warm-up did: each page asked and its status (0: no answer), how long it took, and why it stopped. */
export interface WarmUpReport {
  pages: { tenant: TenantId; path: string; status: number }[];
  ms: number;
  /** `done`: every page asked; `budget`: the time budget was spent first; `stopped`: the server began to stop. */
  ended: 'done' | 'budget' | 'stopped';
}

/** Which of a tenant's video pages (their slugs) the warm-up asks for. */
export function warmedVideoSlugs(slugs: readonly string[]): string[] {
  return [...slugs].sort().slice(0, WARM_UP_VIDEO_PAGES);
}

/**
 * The pages to warm, tenant by tenant in turn, so that a budget spent early leaves no tenant far
 * behind: each built tenant's first video page (which loads its build), its listing, then its next
 * video pages. A tenant without a build's video folder (not built yet) is left out.
 */
export async function warmUpPages(distDir: string, tenants: Iterable<TenantConfig>): Promise<WarmUpPage[]> {
  const each = await Promise.all(
    [...tenants].map(async (tenant) => {
      const host = tenant.hosts[0];
      if (host === undefined) return [];
      const slugs = await readdir(join(clientDirOf(distDir, tenant.tenant), VIDEOS_PATH), { withFileTypes: true }).then(
        (entries) => entries.filter((entry) => entry.isDirectory() && entry.name !== PAGE_SEGMENT).map((entry) => entry.name),
        () => null,
      );
      if (slugs === null) return [];
      const [first, ...others] = warmedVideoSlugs(slugs).map(videoPagePath);
      const paths = first === undefined ? [VIDEOS_PATH] : [first, VIDEOS_PATH, ...others];
      return paths.map((path) => ({ tenant: tenant.tenant, host, path: `${path}${THROUGH_THE_MEMBER_PATH}` }));
    }),
  );
  const rounds = Math.max(0, ...each.map((pages) => pages.length));
  return Array.from({ length: rounds }, (_, round) => each.flatMap((pages) => pages[round] ?? [])).flat();
}

/** One page asked of the server and its answer read to the end: its status, or 0 when it got none. */
function ask(address: AddressInfo, page: WarmUpPage, signal: AbortSignal): Promise<number> {
  // A server listening on every address is asked on loopback.
  const host = address.address === '::' || address.address === '0.0.0.0' ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return new Promise((resolve) => {
    const req = request({ host, port: address.port, path: page.path, signal, headers: { host: page.host, 'accept-encoding': ACCEPT_ENCODING, [WARM_UP_HEADER]: WARM_UP_TOKEN } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

export interface WarmUpOptions {
  /** Where the server listens (`server.address()` once it does). */
  address: AddressInfo;
  pages: readonly WarmUpPage[];
  /** Readiness waits no longer than this: no new page is asked after it, and those in flight are dropped. */
  budgetMs: number;
  log: Logger;
  /** Aborted when the server begins to stop. */
  signal?: AbortSignal | undefined;
}

/** Asks the pages, two at a time, until all are answered or the budget is spent; never rejects. */
export async function warmUp({ address, pages, budgetMs, log, signal }: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const budget = AbortSignal.timeout(budgetMs);
  const ending = signal ? AbortSignal.any([budget, signal]) : budget;
  const asked: WarmUpReport['pages'] = [];
  let next = 0;
  // A function, not the property: the property is read again after each page's await.
  const over = () => ending.aborted;
  const worker = async () => {
    while (!over() && next < pages.length) {
      const page = pages[next++] as WarmUpPage;
      const status = await ask(address, page, ending);
      // A page cut off by the budget or the stop is no failure of the page.
      if (over() && status === 0) break;
      asked.push({ tenant: page.tenant, path: page.path, status });
      if (status !== 200) log.warn({ tenant: page.tenant, path: page.path, status }, 'warm-up page not answered 200');
    }
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
  const ended = signal?.aborted ? 'stopped' : asked.length < pages.length ? 'budget' : 'done';
  return { pages: asked, ms: Math.round(performance.now() - started), ended };
}

/** A warm-up in progress, as the readiness probe sees it. */
export interface WarmingUp {
  /** The readiness check: rejects, saying how far it is, until the warm-up has ended (however it ended). */
  check: ReadinessCheck;
  /** Resolves with the report once it has ended; never rejects. */
  done: Promise<WarmUpReport>;
  /** Ends it at once (the server is stopping). */
  stop(): void;
}

/**
 * The readiness gate around a warm-up: it opens when the warm-up ends, answered or failed or out of
 * time, so a warm-up can never keep the server unready. Call `begin` once the server listens.
 */
export function warmUpGate({ budgetMs, log }: Pick<WarmUpOptions, 'budgetMs' | 'log'>) {
  const stopping = new AbortController();
  let state: 'waiting' | 'warming' | 'ended' = 'waiting';
  let total = 0;
  let resolveDone: (report: WarmUpReport) => void = () => undefined;
  const done = new Promise<WarmUpReport>((resolve) => (resolveDone = resolve));
  const warming: WarmingUp = {
    check: () => (state === 'ended' ? Promise.resolve() : Promise.reject(new Error(state === 'waiting' ? 'warming up: not started' : `warming up: ${total} pages within ${budgetMs} ms`))),
    done,
    stop: () => stopping.abort(),
  };
  return {
    ...warming,
    /** Starts the warm-up over the pages `listPages` finds (a failure to list them ends it at once). */
    begin(address: AddressInfo, listPages: () => Promise<readonly WarmUpPage[]>): Promise<WarmUpReport> {
      state = 'warming';
      const report = listPages()
        .then((pages) => {
          total = pages.length;
          return warmUp({ address, pages, budgetMs, log, signal: stopping.signal });
        })
        .catch((error: unknown): WarmUpReport => {
          log.warn({ err: error }, 'warm-up failed: ready without it');
          return { pages: [], ms: 0, ended: 'done' };
        })
        .then((finished) => {
          state = 'ended';
          const failed = finished.pages.filter((page) => page.status !== 200).length;
          log.info({ pages: finished.pages.length, failed, ms: finished.ms, ended: finished.ended }, 'warm-up ended: ready');
          resolveDone(finished);
          return finished;
        });
      return report;
    },
  };
}
