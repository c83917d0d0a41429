import type { ProgressDisplay } from './progress-display.ts';
import type { Phase, TenantProgress } from './progress.ts';
import { BUILD_PHASES, type BuildPhase } from './summary.ts';

const isBuildPhase = (phase: Phase): phase is BuildPhase => phase in BUILD_PHASES;

/**
 * One tenant's way through a build: tells the display each change and adds up the seconds spent
 * in each phase for the summary.
 */
export function trackTenant(tenant: string, display: ProgressDisplay) {
  const progress: TenantProgress = { tenant, phase: 'queued', since: performance.now(), done: 0, total: 0 };
  const phases: Partial<Record<BuildPhase, number>> = {};
  display.update(progress);
  return {
    phases,
    /** Seconds spent on the tenant so far: its phases, not its waits for a worker. */
    seconds: () => Object.values(phases).reduce((sum, s) => sum + s, 0) + (isBuildPhase(progress.phase) ? (performance.now() - progress.since) / 1000 : 0),
    enter(phase: Phase, total = 0) {
      const now = performance.now();
      const left = progress.phase;
      if (isBuildPhase(left)) phases[left] = (phases[left] ?? 0) + (now - progress.since) / 1000;
      Object.assign(progress, { phase, since: now, done: 0, total, firstAt: undefined });
      display.update(progress);
    },
    /** `done` units of the phase so far (and its total, when it is only known now). */
    advance(done: number, total = progress.total) {
      if (done > 0) progress.firstAt ??= performance.now();
      Object.assign(progress, { done, total });
      display.update(progress);
    },
  };
}

export type TenantTracker = ReturnType<typeof trackTenant>;
