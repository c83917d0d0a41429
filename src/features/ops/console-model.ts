import { z } from 'zod';
import { TENANT_IDS, type TenantId } from '../../tenants/schema.ts';

/**
 * What the content-ops console shows and what it may be asked to do: the contract between its
 * pages, islands and Actions and its server part (scripts/lib/console), which runs the builds. The
 * server part words every fact the way the terminal does (sizes, seconds, a build's phases), so the
 * pages and islands only lay them out.
 */

/** The build a tenant serves now, from its build record. */
export interface ServedBuildView {
  /** ISO time it was made. */
  builtAt: string;
  /** The code's commit, or null when it was built outside a git checkout (or before the record kept it). */
  commit: string | null;
  /** The fingerprint of the catalogue answers it was built from, shortened. */
  catalogue: string;
  pages: number;
  /** Its size as written, and as a browser that accepts brotli downloads it: "2.9 MiB". */
  size: string;
  compressedSize: string;
  /** How long its build took ("10.0 s"), null for a record from before it was kept. */
  duration: string | null;
  /** Who started it, null for a record from before it was kept. */
  startedBy: string | null;
}

/** A tenant's build that failed after the build it serves: its reasons. */
export interface FailureView {
  run: string;
  finishedAt: string;
  reason: string;
  /** Every line: each bad catalogue record by tenant, record and field. */
  problems: string[];
}

/** One row of the tenants at a glance. */
export interface TenantRowView {
  tenant: TenantId;
  brand: string;
  /** The tenant's site, where its static tour answers; null for a tenant whose file is unusable and was never built. */
  siteUrl: string | null;
  /** Null while it has no build: `missing` says why. */
  served: ServedBuildView | null;
  missing: string | null;
  /** The output kept for a rollback: when it was built; null when there is none. */
  previous: { builtAt: string } | null;
  /** Its last build failed (after the build it serves). */
  failure: FailureView | null;
  /** Its tenant file is unusable: the problem, naming the field and the fix. */
  fileProblem: string | null;
}

/** One tenant's progress in a running build, in the terminal's words, with the numbers for its bar. */
export interface ProgressView {
  tenant: string;
  phase: string;
  label: string;
  done: number;
  total: number;
  count?: string | undefined;
  rate?: string | undefined;
  left?: string | undefined;
  elapsed: string;
}

/** One tenant's outcome in a run, as the terminal's summary words it. */
export interface TenantOutcomeView {
  tenant: string;
  outcome: 'rebuilt' | 'skipped' | 'would rebuild' | 'failed' | 'rolled back';
  reason: string;
  problems?: string[] | undefined;
  /** "128 pages, 740.0 KiB", for one that serves something. */
  serves?: string | undefined;
  seconds: string;
}

export const RUN_KINDS = ['rebuild', 'dry run', 'rollback'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** A run of the build, from the console or the schedule: queued, running, or over. */
export interface RunView {
  run: string;
  kind: RunKind;
  tenants: TenantId[];
  force: boolean;
  /** Who started it: an email, "the release of “Title”". */
  startedBy: string;
  /** ISO time it was asked for. */
  requestedAt: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** While running: each tenant's progress. */
  progress: ProgressView[];
  /** Lines the build wanted kept: decisions, retries, notes. */
  notes: string[];
  /** Once over: each tenant's outcome. */
  results: TenantOutcomeView[];
  /** A run that could not be made, or ended without its report (the lock, a crash): why. */
  message: string | null;
}

/** A scene of the release schedule, as the console lists it under each tenant that shows it. */
export interface ReleaseView {
  videoId: number;
  title: string;
  /** The tenants whose static tour shows it: its brand's, and the combined tenant's. */
  tenants: TenantId[];
  /** ISO time; the islands show it in the operator's time zone. */
  releaseAt: string;
  /** Its release event was sent. */
  released: boolean;
  /** Once it is on its tenants' static tour: seconds after its release time (the lag). */
  lagSeconds: number | null;
}

/** One line of the audit log: who did what, when, and how it ended. */
export interface AuditEntryView {
  at: string;
  who: string;
  what: string;
  outcome: string;
}

/** One build or rollback of a tenant's history. */
export interface HistoryEntryView {
  run: string;
  startedBy: string;
  startedAt: string;
  finishedAt: string;
  outcome: 'rebuilt' | 'failed' | 'rolled back';
  reason: string;
  duration: string;
  pagesChanged: number | null;
  pages: number | null;
  problems: string[];
  /** Whether its log is kept. */
  hasLog: boolean;
}

/** Everything the tenants page shows, and what its live updates replace. */
export interface ConsoleOverview {
  rows: TenantRowView[];
  /** The run in progress or the last one, then the runs queued behind it. */
  run: RunView | null;
  queue: RunView[];
  releases: ReleaseView[];
  /** What the unusable tenant files mean for the others (the terminal's words). */
  tenantFileNotice: string[];
  /** A build started elsewhere (a terminal) holds the lock: what it is. */
  elsewhere: string | null;
}

/** An event of the console's live stream: the whole overview, or the run's progress alone. */
export type ConsoleEvent = { type: 'overview'; overview: ConsoleOverview } | { type: 'run'; run: RunView };

/** What a rebuild or a dry run is asked for: one tenant, several or all, with or without force. */
export const rebuildRequestSchema = z.object({
  tenants: z.array(z.enum(TENANT_IDS)).min(1, 'Choose at least one tenant.'),
  force: z.boolean().default(false),
});
export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

/** How a request to start ended: started, queued behind the running build, or refused and why. */
export type StartOutcome = { status: 'started' | 'queued'; run: RunView } | { status: 'refused'; message: string };

/** The person acting in the console, from the identity provider's claims. */
export interface Operator {
  accountId: string;
  email: string;
}

/** The console's server part, as its pages and Actions see it. */
export interface OpsConsole {
  overview(): Promise<ConsoleOverview>;
  history(tenant: TenantId): Promise<HistoryEntryView[]>;
  runLog(run: string): Promise<string | null>;
  audit(): Promise<AuditEntryView[]>;
  /** Decides, as `npm run build -- --dry-run` does, and answers its outcome per tenant. */
  dryRun(request: RebuildRequest, operator: Operator): Promise<RunView>;
  rebuild(request: RebuildRequest, operator: Operator): Promise<StartOutcome>;
  rollBack(tenant: TenantId, operator: Operator): Promise<StartOutcome>;
  publishNow(videoId: number, operator: Operator): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Calls `listener` with every change; the function it returns stops it. */
  subscribe(listener: (event: ConsoleEvent) => void): () => void;
}
