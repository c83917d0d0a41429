import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { tenantsShowing } from '../../../src/features/ops/releases.ts';
import { videoPagePath } from '../../../src/routing/paths.ts';
import type { Logger } from '../../../src/server/log.ts';
import type { TenantConfig, TenantId } from '../../../src/tenants/schema.ts';
import type { Starter } from '../build-starter.ts';
import type { AuditLog } from './audit-log.ts';
import type { FinishedRun } from './build-runner.ts';
import type { ReleaseClaims } from './release-claims.ts';

/** The content side's schedule on the gateway (upstream/members/notifications/resolvers.ts is the stand-in's). */
export const SCENE_RELEASES_PATH = '/ops/scene-releases';
/** Every call to the gateway has a time-out. */
const GATEWAY_TIMEOUT_MS = 5_000;
/** How often the schedule is read again (croner): a scene scheduled or moved since is met within this. */
export const SCHEDULE_REFRESH = '*/15 * * * * *';
/**
 * A release runs this long after its time: the gateway's clock (which decides that the scene is
 * public) must have passed it too. Croner fires at whole seconds.
 */
const AFTER_RELEASE_MS = 1_000;
/** How long one server holds a release: its rebuild's time and more; a server that died gives it up by then. */
const CLAIM_TTL_MS = 10 * 60_000;

const scheduledSceneSchema = z.object({
  videoId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  site: z.string(),
  releaseAt: z.iso.datetime(),
  released: z.boolean(),
});
export type ScheduledScene = z.infer<typeof scheduledSceneSchema>;
const scheduleSchema = z.object({ releases: z.array(scheduledSceneSchema) });

export interface ReleaseSchedulerOptions {
  /** The gateway whose content side keeps the schedule and takes the release events. */
  gatewayUrl: string;
  tenants: () => ReadonlyMap<TenantId, TenantConfig>;
  distDir: string;
  claims: ReleaseClaims;
  /** The tenants' incremental rebuild, as the console runs it; resolves once it is over. */
  rebuild(tenants: TenantId[], startedBy: Starter): Promise<FinishedRun>;
  audit: AuditLog;
  /** The schedule or a release changed: the console's overview is news. */
  onChange(): void;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: (() => Date) | undefined;
  /** How often the schedule is read (a croner pattern); default SCHEDULE_REFRESH. */
  refreshEvery?: string | undefined;
}

/** Whether the scene's page is on the tenant's static tour (the build swapped it in). */
const onTour = (distDir: string, tenant: TenantId, slug: string) => existsSync(join(distDir, tenant, 'client', videoPagePath(slug), 'index.html'));

/**
 * Scheduled releases with no person acting (docs/content-ops.md). The schedule is read from the
 * gateway's content side every 15 seconds (croner), and each scene to come gets a croner job at its
 * time. At that time the server that claims the release (release-claims.ts: exactly one with Redis)
 * runs the incremental rebuild of every tenant whose tour shows the scene, checks that its page is
 * there, and only then sends the release event, so that the followers it tells find the page; the
 * time from the release to the page being served is the lag, kept in the audit log. A scene whose
 * time came while no server ran (or whose release could not finish) is due, and released at the next
 * reading.
 */
export function releaseScheduler(options: ReleaseSchedulerOptions) {
  const now = options.now ?? (() => new Date());
  let schedule: ScheduledScene[] = [];
  const jobs = new Map<number, { releaseAt: string; job: Cron }>();
  const running = new Set<number>();
  let refreshJob: Cron | null = null;
  /** Whether the last reading failed: a gateway that cannot answer is logged once, not every 15 s. */
  let unread = false;

  async function gateway(path: string, send?: { method: 'POST' | 'PUT'; body: unknown }): Promise<unknown> {
    const response = await fetch(`${options.gatewayUrl}${path}`, {
      method: send?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(send ? { body: JSON.stringify(send.body) } : {}),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) throw new Error((body as { message?: string } | null)?.message ?? `${response.status} ${response.statusText}`);
    return body;
  }

  async function refresh(): Promise<void> {
    try {
      schedule = scheduleSchema.parse(await gateway(SCENE_RELEASES_PATH)).releases;
    } catch (error) {
      if (!unread) options.log.warn({ err: error }, 'release schedule not read; the last one stands until it is');
      unread = true;
      return;
    }
    if (unread) options.log.warn({}, 'release schedule read again');
    unread = false;
    const waiting = new Set<number>();
    for (const scene of schedule) {
      if (scene.released) continue;
      const at = Date.parse(scene.releaseAt);
      if (at <= now().getTime()) {
        void release(scene);
        continue;
      }
      waiting.add(scene.videoId);
      const job = jobs.get(scene.videoId);
      if (job?.releaseAt === scene.releaseAt) continue;
      job?.job.stop();
      const fireAt = new Date(Math.ceil((at + AFTER_RELEASE_MS) / 1000) * 1000);
      jobs.set(scene.videoId, { releaseAt: scene.releaseAt, job: new Cron(fireAt, { catch: true }, () => void release(scene)) });
    }
    for (const [videoId, job] of jobs) {
      if (waiting.has(videoId)) continue;
      job.job.stop();
      jobs.delete(videoId);
    }
    options.onChange();
  }

  async function release(scene: ScheduledScene): Promise<void> {
    if (running.has(scene.videoId)) return;
    const claim = `${scene.videoId}@${scene.releaseAt}`;
    if (!(await options.claims.claim(claim, CLAIM_TTL_MS).catch(() => false))) return;
    running.add(scene.videoId);
    const what = `release of “${scene.title}”`;
    try {
      const tenants = tenantsShowing(scene.site, options.tenants().values());
      const run = await options.rebuild(tenants, { kind: 'schedule', release: { videoId: scene.videoId, title: scene.title, releaseAt: scene.releaseAt } });
      const missing = tenants.filter((tenant) => !onTour(options.distDir, tenant, scene.slug));
      if (missing.length > 0) {
        // Not on every tour yet (a failed or refused rebuild): the next reading of the schedule tries again.
        await options.claims.release(claim);
        await options.audit.write({ who: 'the schedule', what: `${what} (${tenants.join(', ')})`, outcome: `not on ${missing.join(', ')} yet: ${run.view.message ?? 'its rebuild failed'}; tried again within 15 s` });
        return;
      }
      const lag = (Date.parse(run.finishedAt) - Date.parse(scene.releaseAt)) / 1000;
      const sent = (await gateway(SCENE_RELEASES_PATH, { method: 'POST', body: { videoId: scene.videoId } })) as { notified?: number };
      scene.released = true;
      const told = sent.notified ?? 0;
      await options.audit.write({ who: 'the schedule', what: `${what} (${tenants.join(', ')})`, outcome: `on the static tour ${Math.round(lag)} s after its time; ${told} follower${told === 1 ? '' : 's'} told` });
      options.log.info({ videoId: scene.videoId, lagSeconds: lag }, 'scene released');
      options.onChange();
    } catch (error) {
      // A Redis that is away cannot take the claim back: it then expires by itself.
      await options.claims.release(claim).catch(() => undefined);
      options.log.error({ err: error, videoId: scene.videoId }, 'release failed; tried again at the next reading of the schedule');
    } finally {
      running.delete(scene.videoId);
    }
  }

  return {
    start(): void {
      refreshJob = new Cron(options.refreshEvery ?? SCHEDULE_REFRESH, { catch: true, protect: true }, refresh);
      void refresh();
    },
    /** Reads the schedule again now (after a scene was moved). */
    refresh,
    /** The schedule as last read: the scenes to come, and those due or released within the last day. */
    scenes: (): readonly ScheduledScene[] => schedule,
    /** Moves a scene to now at the content side; the release then runs at once (a scene whose time came already is released at once). */
    async publishNow(videoId: number): Promise<{ ok: true } | { ok: false; message: string }> {
      const due = schedule.find((scene) => scene.videoId === videoId && !scene.released && Date.parse(scene.releaseAt) <= now().getTime());
      if (due) {
        void release(due);
        return { ok: true };
      }
      try {
        await gateway(`${SCENE_RELEASES_PATH}/${videoId}`, { method: 'PUT', body: { releaseAt: now().toISOString() } });
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      await refresh();
      return { ok: true };
    },
    stop(): void {
      refreshJob?.stop();
      for (const { job } of jobs.values()) job.stop();
      jobs.clear();
    },
  };
}

export type ReleaseScheduler = ReturnType<typeof releaseScheduler>;
