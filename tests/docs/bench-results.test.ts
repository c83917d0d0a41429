import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BENCHES,
  benchSection,
  PERFORMANCE_PAGE,
  readAllResults,
  README,
  recordBenchResults,
  renderedPages,
  renderInto,
  targetsTable,
  verdict,
  type BenchResults,
} from '../../scripts/bench/results.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

// Each bench owns a figures file under bench-results/; the README's targets table and
// docs/performance.md show those files, and must not drift from them.
const read = (page: string) => readFileSync(join(PROJECT_ROOT, page), 'utf8');

describe("the benches' figures", () => {
  const all = readAllResults(PROJECT_ROOT);

  it('are there for every bench, each file read by its schema', () => {
    expect(all.map((results) => results.bench)).toEqual([...BENCHES]);
  });

  it('are what the README and docs/performance.md show (node scripts/bench/render-results.ts renders them)', () => {
    const pages = { readme: read(README), performance: read(PERFORMANCE_PAGE) };
    expect(renderedPages(all, pages)).toEqual(pages);
  });
});

describe('rendering the figures', () => {
  const results: BenchResults = {
    bench: 'static',
    command: 'npm run bench:static',
    date: '2026-11-25',
    commit: 'abc1234',
    machine: '2 cores',
    how: 'one run',
    targets: [
      { target: 'at least 0.8 of bare', latest: '0.87 | 1.04', met: 'yes' },
      { target: 'p99 at most 2×', latest: '1.24×', met: 'yes' },
    ],
    tables: [],
    notes: [],
  };

  it('replaces only the named block', () => {
    const page = 'before\n<!-- bench-results:static -->\nold\n<!-- /bench-results:static -->\nafter\n';
    expect(renderInto(page, 'static', 'new')).toBe('before\n<!-- bench-results:static -->\nnew\n<!-- /bench-results:static -->\nafter\n');
  });

  it('refuses a page without the block', () => {
    expect(() => renderInto('no block here', 'static', 'new')).toThrow('<!-- bench-results:static -->');
  });

  it('names the bench once, on its first target, and escapes a cell\'s bar', () => {
    expect(targetsTable([results]).split('\n')).toEqual([
      '| bench | target | latest | met? | measured |',
      '|---|---|---|---|---|',
      '| `npm run bench:static` | at least 0.8 of bare | 0.87 \\| 1.04 | yes | 2026-11-25, commit abc1234 |',
      '|  | p99 at most 2× | 1.24× | yes |  |',
    ]);
  });

  it('dates each section, names the commit it measured and its file', () => {
    expect(benchSection(results)).toContain('**Latest run: 2026-11-25, commit abc1234** (`bench-results/static.json`)');
  });

  it("shows a run's further tables under their captions, after its targets", () => {
    const section = benchSection({ ...results, tables: [{ caption: 'Hit rates', columns: ['hole', 'kept'], rows: [['header', '99%']] }] });
    expect(section.split('\n').slice(-5)).toEqual(['', 'Hit rates:', '', '| hole | kept |', '|---|---|', '| header | 99% |'].slice(-5));
  });

  /** A project of its own in git, with the two pages that show the figures, committed. */
  function projectInGit(): string {
    const root = mkdtempSync(join(tmpdir(), 'bench-results-'));
    mkdirSync(join(root, 'bench-results'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, README), '# Targets\n<!-- bench-results:targets -->\n<!-- /bench-results:targets -->\n');
    writeFileSync(join(root, PERFORMANCE_PAGE), '## static\n<!-- bench-results:static -->\nold figures\n<!-- /bench-results:static -->\n');
    writeFileSync(join(root, 'code.ts'), 'export {};\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=bench', '-c', 'user.email=bench@demo.test', 'commit', '-qm', 'the measured code');
    return root;
  }
  const { date: _date, machine: _machine, commit: _commit, ...run } = results;
  const headOf = (root: string) => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

  it("writes a run over its bench's file, dated with its commit, and shows it on both pages", () => {
    const root = projectInGit();
    try {
      recordBenchResults(run, root);

      const written = readAllResults(root);
      expect(written).toHaveLength(1);
      expect(written[0]?.date).toBe(new Date().toISOString().slice(0, 10));
      expect(written[0]?.commit).toBe(headOf(root));
      expect(written[0]?.targets).toEqual(results.targets);
      expect(readFileSync(join(root, README), 'utf8')).toContain(targetsTable(written));
      expect(readFileSync(join(root, PERFORMANCE_PAGE), 'utf8')).toContain(benchSection(written[0] as BenchResults));
      expect(readFileSync(join(root, PERFORMANCE_PAGE), 'utf8')).not.toContain('old figures');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('marks the commit with a + when the measured code had uncommitted changes, and not for its own figures', () => {
    const root = projectInGit();
    try {
      recordBenchResults(run, root);
      expect(readAllResults(root)[0]?.commit).toBe(headOf(root));
      writeFileSync(join(root, 'code.ts'), 'export const changed = true;\n');
      recordBenchResults(run, root);
      expect(readAllResults(root)[0]?.commit).toBe(`${headOf(root)}+`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each<[string, number[], string]>([
    ['every round meets it', [0.6, 0.7, 0.8], 'yes'],
    ['the median meets it, a round does not', [0.4, 0.6, 0.7], 'yes in the median, not in every round'],
    ['the median does not', [0.4, 0.45, 0.7], 'no'],
  ])('%s', (_case, rounds, met) => {
    expect(verdict(rounds, (ratio) => ratio >= 0.5)).toBe(met);
  });
});
