import { completedMonths, shiftByCalendarMonths } from './calendar-months.ts';

/**
 * The badges the stand-in awards (membership spec section 6), computed from its own membership
 * records. It deliberately shares no code with the site's badge rules: the two are independent
 * readings of the spec, compared by tests/upstream/badges-agree-with-site.test.ts.
 */
export type UpstreamBadge = 'bronze' | 'silver' | 'gold' | 'boss' | 'founder' | 'director' | 'model' | 'moderator' | 'king';

/** Tenure badges, longest first: the first whose minimum the continuous membership reaches is worn. */
export const TENURE_MINIMUM_MONTHS: readonly (readonly [UpstreamBadge, number])[] = [
  ['boss', 24],
  ['gold', 12],
  ['silver', 6],
  ['bronze', 3],
];
/** A paid stretch that begins at most this long after the last one ended continues the membership. */
export const REACTIVATION_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** Joining within this many months of a brand's launch makes a founder. */
export const FOUNDER_WINDOW_MONTHS = 6;

/** One paid stretch of a membership; `end` is null while it runs. */
export interface PaidStretch {
  start: Date;
  end: Date | null;
}

export interface MembershipRecord {
  /** Paid stretches, in any order. */
  stretches: readonly PaidStretch[];
  /** When the member first joined the brand; null when never. */
  joinedAt: Date | null;
  brandLaunchedAt: Date;
  /** Roles that carry a badge of their own (spec: director, verified performer, moderator; king). */
  roles: { director: boolean; verifiedPerformer: boolean; moderator: boolean; king: boolean };
}

/**
 * Months of the membership running at `now`: stretches separated by no more than the grace period
 * form one run, counted from the run's first day. A run that ended within the grace period still
 * counts up to its end, since the member may yet reactivate; after that it counts nothing.
 */
export function continuousMonths(stretches: readonly PaidStretch[], now: Date): number {
  const started = stretches.filter((stretch) => stretch.start <= now).toSorted((a, b) => a.start.getTime() - b.start.getTime());
  let run: { start: Date; end: Date } | null = null;
  for (const stretch of started) {
    const end = stretch.end === null || stretch.end > now ? now : stretch.end;
    const continues = run !== null && stretch.start.getTime() - run.end.getTime() <= REACTIVATION_GRACE_MS;
    if (run !== null && continues) run.end = end > run.end ? end : run.end;
    else run = { start: stretch.start, end };
  }
  if (run === null || now.getTime() - run.end.getTime() > REACTIVATION_GRACE_MS) return 0;
  return completedMonths(run.start, run.end);
}

/** The tenure badge for `months` of continuous membership, or null below the first threshold. */
export function tenureBadgeFor(months: number): UpstreamBadge | null {
  return TENURE_MINIMUM_MONTHS.find(([, minimum]) => months >= minimum)?.[0] ?? null;
}

/** Joined on or after the launch and before the founder window closed. */
export function joinedAsFounder(joinedAt: Date | null, brandLaunchedAt: Date): boolean {
  if (joinedAt === null || joinedAt < brandLaunchedAt) return false;
  return joinedAt < shiftByCalendarMonths(brandLaunchedAt, FOUNDER_WINDOW_MONTHS);
}

/** Every badge the record earns at `now`, in the order the profile lists them. */
export function badgesAt(record: MembershipRecord, now: Date): UpstreamBadge[] {
  const tenure = tenureBadgeFor(continuousMonths(record.stretches, now));
  const earned: [UpstreamBadge, boolean][] = [
    ['founder', joinedAsFounder(record.joinedAt, record.brandLaunchedAt)],
    ['director', record.roles.director],
    ['model', record.roles.verifiedPerformer],
    ['moderator', record.roles.moderator],
    ['king', record.roles.king],
  ];
  return [...(tenure ? [tenure] : []), ...earned.filter(([, held]) => held).map(([badge]) => badge)];
}
