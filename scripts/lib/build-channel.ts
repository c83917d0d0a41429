import { z } from 'zod';
import { outputStatsSchema } from './build-record.ts';
import { starterSchema } from './build-starter.ts';
import { runIdSchema } from './build-history.ts';
import type { ProgressDisplay } from './progress-display.ts';
import { isFinal, progressFacts, type Phase, type TenantProgress } from './progress.ts';

/**
 * What the content-ops console and a build it starts say to each other. The console runs
 * `scripts/build.ts` itself, in a child process with an IPC channel (the very code of
 * `npm run build`): it first tells the build its run id and who started it, and the build then
 * reports its progress (the terminal's phases, counts and words), its notes and its outcome.
 */

/** Console → build, once, first. */
export const startMessageSchema = z.object({ kind: z.literal('start'), run: runIdSchema, startedBy: starterSchema });
export type StartMessage = z.infer<typeof startMessageSchema>;

const PHASES = ['queued', 'snapshot', 'astro', 'render', 'precompress', 'swap', 'rebuilt', 'skipped', 'would rebuild', 'failed'] as const satisfies readonly Phase[];

/** One tenant's progress, worded as the terminal's line words it, with the numbers for a bar. */
export const progressViewSchema = z.object({
  tenant: z.string(),
  phase: z.enum(PHASES),
  label: z.string(),
  done: z.number(),
  total: z.number(),
  count: z.string().optional(),
  rate: z.string().optional(),
  left: z.string().optional(),
  elapsed: z.string(),
});
export type ProgressView = z.infer<typeof progressViewSchema>;

/** One tenant's outcome in a run, as the summary has it, with every line of a failure. */
export const tenantOutcomeSchema = z.object({
  tenant: z.string(),
  outcome: z.enum(['rebuilt', 'skipped', 'would rebuild', 'failed']),
  reason: z.string(),
  problems: z.array(z.string()).optional(),
  stats: outputStatsSchema.optional(),
  reused: z.number().optional(),
  seconds: z.number(),
});
export type TenantOutcomeView = z.infer<typeof tenantOutcomeSchema>;

/** Build → console. */
export const buildMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), progress: progressViewSchema }),
  z.object({ kind: z.literal('note'), line: z.string() }),
  /** The run is over: every tenant's outcome (a failed tenant's included). */
  z.object({ kind: z.literal('report'), results: z.array(tenantOutcomeSchema), seconds: z.number() }),
  z.object({ kind: z.literal('rolled back'), tenants: z.array(z.object({ tenant: z.string(), now: z.string(), before: z.string() })) }),
  /** The run could not be made (the lock, an unusable tenant file, the gateway down): its message. */
  z.object({ kind: z.literal('error'), message: z.string(), locked: z.boolean() }),
]);
export type BuildMessage = z.infer<typeof buildMessageSchema>;

/** A tenant's progress is sent at most this often (and at every change of phase): a live bar, not a flood. */
export const PROGRESS_EVERY_MS = 250;
/** A running tenant's line is sent again this often while nothing changes, as the terminal redraws its (the time spent, the time left move). */
const RESEND_EVERY_MS = 1_000;

/** The progress display of a build the console started: each change, worded, over the channel. */
export function channelDisplay(send: (message: BuildMessage) => void): ProgressDisplay {
  const state = new Map<string, TenantProgress>();
  const lastPhase = new Map<string, Phase>();
  const lastSentAt = new Map<string, number>();
  const sendNow = (progress: TenantProgress, now: number) => {
    lastPhase.set(progress.tenant, progress.phase);
    lastSentAt.set(progress.tenant, now);
    send({ kind: 'progress', progress: { tenant: progress.tenant, phase: progress.phase, done: progress.done, total: progress.total, ...progressFacts(progress, now) } });
  };
  const timer = setInterval(() => {
    const now = performance.now();
    for (const progress of state.values()) if (!isFinal(progress.phase) && now - (lastSentAt.get(progress.tenant) ?? 0) >= RESEND_EVERY_MS) sendNow(progress, now);
  }, RESEND_EVERY_MS);
  timer.unref();
  return {
    update(progress) {
      state.set(progress.tenant, { ...progress });
      const now = performance.now();
      const changed = lastPhase.get(progress.tenant) !== progress.phase;
      const due = now - (lastSentAt.get(progress.tenant) ?? Number.NEGATIVE_INFINITY) >= PROGRESS_EVERY_MS;
      if (changed || due || (progress.total > 0 && progress.done === progress.total)) sendNow(progress, now);
    },
    note: (line) => send({ kind: 'note', line }),
    close() {
      clearInterval(timer);
    },
  };
}

/** The start message a forked build waits for, when a console started it; null when run from a terminal. */
export function awaitStart(): Promise<StartMessage> | null {
  if (!process.send) return null;
  return new Promise((resolve, reject) => {
    process.once('message', (message: unknown) => {
      const parsed = startMessageSchema.safeParse(message);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`The console's start message is not understood: ${parsed.error.message}`));
    });
  });
}

/** Sends a message to the console that started this build (no-op from a terminal, or once the console has gone: the build goes on). */
export function toConsole(message: BuildMessage): void {
  if (process.send && process.connected) process.send(message, undefined, {}, () => undefined);
}
