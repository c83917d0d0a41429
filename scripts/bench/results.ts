// Each benchmark's latest figures: a file of its own under bench-results/ (committed), which the
// bench overwrites at the end of every run, and the tables README.md and docs/performance.md show,
// re-rendered from those files. The history of the figures is the files' git history.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import { spreadOf } from '../lib/spread.ts';
import type { LoadResult } from './load.ts';

export const BENCHES = ['build', 'static', 'ssr', 'js', 'load'] as const;
export type Bench = (typeof BENCHES)[number];

export const RESULTS_DIR = 'bench-results';
/** The pages that show the figures, from the project's root. */
export const README = 'README.md';
export const PERFORMANCE_PAGE = 'docs/performance.md';

const benchTargetSchema = z.object({
  /** The target as the bench states it. */
  target: z.string().min(1),
  /** The latest figure, with its spread where the run had several rounds. */
  latest: z.string().min(1),
  /** Whether it is met, and how far: "yes", "no", "yes in the median, not in every round". */
  met: z.string().min(1),
});

export const benchResultsSchema = z.object({
  bench: z.enum(BENCHES),
  /** The command that measured these figures and overwrites this file. */
  command: z.string().min(1),
  /** The day of the run (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The commit the run measured (git's short hash); `+` when the tree had changes of its own. */
  commit: z.string().regex(/^[0-9a-f]{7,40}\+?$/),
  machine: z.string().min(1),
  /** How the figures were taken: rounds, settings, the machine's other load. */
  how: z.string().min(1),
  targets: z.array(benchTargetSchema).min(1),
  /** The run's own figures, as the bench prints them. */
  table: z.object({ columns: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1) }).optional(),
  /** More of the run's figures, each table under its caption (hit rates, where the time went). */
  tables: z.array(z.object({ caption: z.string().min(1), columns: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1) })).default([]),
  notes: z.array(z.string()).default([]),
});

export type BenchTarget = z.infer<typeof benchTargetSchema>;
export type BenchResults = z.infer<typeof benchResultsSchema>;

export const resultsFileOf = (bench: Bench) => `${RESULTS_DIR}/${bench}.json`;

export const metOrNot = (met: boolean) => (met ? 'yes' : 'no');

/** "yes" when every round meets the target, "yes in the median" when only the median does. */
export function verdict(rounds: readonly number[], meets: (value: number) => boolean): string {
  if (rounds.every(meets)) return metOrNot(true);
  return meets(spreadOf(rounds).median) ? 'yes in the median, not in every round' : metOrNot(false);
}

/** The machine a run took its figures on: the numbers every figure depends on. */
export function thisMachine(): string {
  const [load = 0] = loadavg();
  return `${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${load.toFixed(1)} at the start`;
}

const thousands = (n: number) => Math.round(n).toLocaleString('en');

/** A load bench's figures as a table: one row per target, the upstream's CPU where a target names it. */
export function loadTable(results: ReadonlyMap<string, LoadResult>): NonNullable<BenchResults['table']> {
  const upstream = [...results.values()].some((r) => Number.isFinite(r.upstreamCpuUsPerRequest));
  const ms = (n: number) => `${n < 10 ? n.toFixed(1) : thousands(n)} ms`;
  const us = (n: number) => (Number.isFinite(n) ? `${thousands(n)} µs` : '');
  return {
    columns: ['target', 'req/s', 'p50', 'p99', 'site CPU/req', ...(upstream ? ['upstream CPU/req'] : [])],
    rows: [...results].map(([name, r]) => [name, thousands(r.perSecond), ms(r.p50Ms), ms(r.p99Ms), us(r.cpuUsPerRequest), ...(upstream ? [us(r.upstreamCpuUsPerRequest)] : [])]),
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
const table = (columns: readonly string[], rows: readonly (readonly string[])[]) => [row(columns), `|${columns.map(() => '---').join('|')}|`, ...rows.map(row)];

/** The README's table: every bench's targets, the latest figure of each. */
export function targetsTable(all: readonly BenchResults[]): string {
  const rows = all.flatMap((results) =>
    results.targets.map((t, i) => [i === 0 ? `\`${results.command}\`` : '', t.target, t.latest, t.met, i === 0 ? measuredOn(results) : '']),
  );
  return table(['bench', 'target', 'latest', 'met?', 'measured'], rows).join('\n');
}

/** One bench's section of docs/performance.md: its latest run, its figures, its targets. */
export function benchSection(results: BenchResults): string {
  return [
    `**Latest run: ${measuredOn(results)}** (\`${resultsFileOf(results.bench)}\`): ${results.how}. Machine: ${results.machine}.`,
    ...(results.table ? ['', ...table(results.table.columns, results.table.rows)] : []),
    '',
    ...table(['target', 'latest', 'met?'], results.targets.map((t) => [t.target, t.latest, t.met])),
    ...results.tables.flatMap((extra) => ['', `${extra.caption}:`, '', ...table(extra.columns, extra.rows)]),
    ...(results.notes.length > 0 ? ['', ...results.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}

/** Replaces what stands between `<!-- bench-results:<name> -->` and `<!-- /bench-results:<name> -->`. */
export function renderInto(markdown: string, name: string, content: string): string {
  const begin = `<!-- bench-results:${name} -->`;
  const end = `<!-- /bench-results:${name} -->`;
  const from = markdown.indexOf(begin);
  const to = markdown.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`The page has no ${begin} … ${end} block for the figures.`);
  return `${markdown.slice(0, from + begin.length)}\n${content}\n${markdown.slice(to)}`;
}

/** Every bench's latest figures, in the order of BENCHES. */
export function readAllResults(root = PROJECT_ROOT): BenchResults[] {
  const files = new Set(readdirSync(join(root, RESULTS_DIR)));
  return BENCHES.filter((bench) => files.has(`${bench}.json`)).map((bench) => {
    const file = resultsFileOf(bench);
    const parsed = benchResultsSchema.safeParse(JSON.parse(readFileSync(join(root, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a bench's figures: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.bench !== bench) throw new Error(`${file} holds the figures of bench "${parsed.data.bench}"`);
    return parsed.data;
  });
}

/** The README and docs/performance.md with their figures' blocks rendered from `all`. */
export function renderedPages(all: readonly BenchResults[], pages: { readme: string; performance: string }): { readme: string; performance: string } {
  const performance = all.reduce((page, results) => renderInto(page, results.bench, benchSection(results)), pages.performance);
  return { readme: renderInto(pages.readme, 'targets', targetsTable(all)), performance };
}

/** Re-renders the figures' blocks of the README and docs/performance.md from bench-results/. */
export function renderPages(root = PROJECT_ROOT): void {
  const read = (page: string) => readFileSync(join(root, page), 'utf8');
  const pages = renderedPages(readAllResults(root), { readme: read(README), performance: read(PERFORMANCE_PAGE) });
  writeFileSync(join(root, README), pages.readme);
  writeFileSync(join(root, PERFORMANCE_PAGE), pages.performance);
}

/** The run's date and commit. */
function measuredOn(results: BenchResults): string {
  return `${results.date}, commit ${results.commit}`;
}

/**
 * The commit a run measures: HEAD, with a `+` when the tree holds changes outside the figures' own
 * files (a figure of uncommitted code is not a figure of that commit).
 */
export function measuredCommit(root = PROJECT_ROOT): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD').trim();
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:!${RESULTS_DIR}`, `:!${README}`, `:!${PERFORMANCE_PAGE}`).trim();
  return changed === '' ? head : `${head}+`;
}

/** Writes a run's figures over its bench's file, dated today with its commit, and re-renders the pages that show them. */
export function recordBenchResults(results: Omit<z.input<typeof benchResultsSchema>, 'date' | 'machine' | 'commit'>, root = PROJECT_ROOT): void {
  const dated = benchResultsSchema.parse({ ...results, date: new Date().toISOString().slice(0, 10), commit: measuredCommit(root), machine: thisMachine() });
  writeFileSync(join(root, resultsFileOf(dated.bench)), `${JSON.stringify(dated, null, 2)}\n`);
  renderPages(root);
  console.log(`\n  Figures written to ${resultsFileOf(dated.bench)}; ${README} and ${PERFORMANCE_PAGE} show them.`);
}
