import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalogue } from '../../upstream/db.ts';
import { entityCounts } from '../../upstream/seed/entity-counts.ts';
import { SEED_VERSION } from '../../upstream/seed/seed.ts';
import { loadSites } from '../../upstream/sites.ts';

const sites = loadSites();
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TABLES = ['categories', 'directors', 'performers', 'channels', 'channel_packs', 'videos', 'video_performers', 'video_categories', 'video_directors', 'related_videos', 'showcases', 'showcase_videos', 'picture_sets', 'deals', 'video_facets', 'performer_facets'];
/** Every table's rows, scenes to come included (`main.`: the connection's `videos` is the view of the released ones). */
function fingerprint(db: DatabaseSync): string {
  const hash = createHash('sha256');
  for (const table of TABLES) hash.update(JSON.stringify(db.prepare(`SELECT * FROM main.${table} ORDER BY rowid`).all()));
  return hash.digest('hex');
}
const count = (db: DatabaseSync, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the catalogue seed', () => {
  it('is deterministic: the same size and seeding time give identical data', () => {
    const seededAt = () => new Date('2026-11-28T17:40:15.000Z');
    const a = openCatalogue(freshDir(), 20, sites, seededAt);
    const b = openCatalogue(freshDir(), 20, sites, seededAt);
    expect(fingerprint(a)).toBe(fingerprint(b));
    a.close();
    b.close();
  });

  // A data folder is re-seeded only when SEED_VERSION (or the size or the sites) changes, so the
  // version names what the seed draws: this pins it. A change to the drawn catalogue bumps
  // SEED_VERSION and writes its digest here; a refactoring of the seed changes neither.
  it('draws exactly the catalogue its SEED_VERSION names', () => {
    const db = openCatalogue(freshDir(), 40, sites, () => new Date('2026-11-28T17:40:15.000Z'));
    expect({ version: SEED_VERSION, digest: fingerprint(db) }).toEqual({ version: 1, digest: '5895f0ca168a1ed2ff400677f587f51af643d676a15af45b34684552b3debf67' });
    db.close();
  });

  it.each([10, 40])('is sized by the knob: %i videos per content site', (size) => {
    const db = openCatalogue(freshDir(), size, sites);
    const contentSites = sites.contentTenants.length;
    expect(contentSites).toBe(9);
    expect(count(db, 'SELECT COUNT(*) AS n FROM videos')).toBe(size * contentSites);
    expect(count(db, 'SELECT COUNT(*) AS n FROM performers')).toBe(entityCounts(size).performers * contentSites);
    expect(count(db, 'SELECT COUNT(*) AS n FROM channels')).toBe(entityCounts(size).channels * contentSites);
    expect(count(db, "SELECT COUNT(*) AS n FROM videos WHERE site = 'JADE'")).toBe(0);
    db.close();
  });

  it('re-seeds only when the size changes', () => {
    const dir = freshDir();
    const first = openCatalogue(dir, 12, sites);
    first.exec("UPDATE main.videos SET title = 'Marker' WHERE video_id = 1");
    first.close();
    const again = openCatalogue(dir, 12, sites);
    expect(count(again, "SELECT COUNT(*) AS n FROM videos WHERE title = 'Marker'")).toBe(1);
    again.close();
    const resized = openCatalogue(dir, 13, sites);
    expect(count(resized, "SELECT COUNT(*) AS n FROM videos WHERE title = 'Marker'")).toBe(0);
    expect(count(resized, 'SELECT COUNT(*) AS n FROM videos')).toBe(13 * 9);
    resized.close();
  });

  // How fast it seeds is bench:build's business; this proves a benchmark-sized seed completes whole.
  it('seeds a benchmark-sized catalogue whole', { timeout: 120_000 }, () => {
    const db = openCatalogue(freshDir(), 2500, sites);
    expect(count(db, 'SELECT COUNT(*) AS n FROM videos')).toBe(22_500);
    db.close();
  });

  // A snapshot looks these up once per video: a scan each time grows with the catalogue squared.
  it.each([
    ['picture_sets', 'video_id'],
    ['related_videos', 'video_id'],
    ['video_performers', 'video_id'],
    ['video_categories', 'video_id'],
    ['video_directors', 'video_id'],
    ['channels', 'channel_id'],
  ])('finds a video\'s %s by %s through an index, not a scan', (table, column) => {
    const db = openCatalogue(freshDir(), 2, sites);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT * FROM ${table} WHERE ${column} = ?`).all(1) as { detail: string }[];
    expect(plan.map((step) => step.detail).join('; ')).toMatch(/^SEARCH /);
    db.close();
  });

  it('adds an index to a database seeded before the index existed', () => {
    const dir = freshDir();
    const old = openCatalogue(dir, 2, sites);
    old.exec('DROP INDEX picture_sets_by_video');
    old.close();
    const reopened = openCatalogue(dir, 2, sites);
    expect(count(reopened, "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index' AND name = 'picture_sets_by_video'")).toBe(1);
    reopened.close();
  });

  it('refuses a size that is not a whole number of at least 1', () => {
    expect(() => openCatalogue(freshDir(), 0, sites)).toThrow('CATALOGUE_SIZE must be a whole number of at least 1');
  });
});
