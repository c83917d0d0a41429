import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { SEED_VERSION, seedCatalogue } from './seed/seed.ts';
import type { Sites } from './sites.ts';
import { openDatabase } from './lock-wait.ts';

/** Where the catalogue database lives unless told otherwise (git-ignored). */
export const DEFAULT_DATA_DIR = '.data/upstream';
/** Videos per site unless CATALOGUE_SIZE says otherwise: small enough to build all tenants in minutes. */
export const DEFAULT_CATALOGUE_SIZE = 40;
export const DATABASE_FILE = 'catalogue.sqlite';
/**
 * The tables' layout: a database of another layout is seeded afresh (with the same records: the seed's
 * values depend on SEED_VERSION alone). 2: deals have an audience. 3: a video's release is a time
 * (`release_at`), no longer a flag, and the seed schedules scenes to come.
 */
export const CATALOGUE_LAYOUT = 3;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE categories (category_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, is_highlighted INTEGER NOT NULL);
CREATE TABLE directors (director_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL, name TEXT NOT NULL);
CREATE TABLE performers (performer_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL, name TEXT NOT NULL,
  sex TEXT NOT NULL, hair_color TEXT NOT NULL, breast TEXT NOT NULL, nationality TEXT NOT NULL, age INTEGER NOT NULL,
  rating REAL NOT NULL, is_angel INTEGER NOT NULL, bio TEXT NOT NULL);
CREATE TABLE channels (channel_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL, name TEXT NOT NULL,
  description TEXT NOT NULL, is_third_party INTEGER NOT NULL, category TEXT NOT NULL);
CREATE TABLE channel_packs (channel_pack_id INTEGER PRIMARY KEY, channel_id INTEGER NOT NULL, slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL, gems INTEGER NOT NULL);
CREATE TABLE videos (video_id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL,
  title TEXT NOT NULL, description TEXT NOT NULL, release_date TEXT NOT NULL, run_length INTEGER NOT NULL, rating REAL NOT NULL,
  award INTEGER NOT NULL, free_video INTEGER NOT NULL, is_exclusive INTEGER NOT NULL, release_at TEXT NOT NULL,
  channel_id INTEGER, channel_pack_id INTEGER, tags TEXT NOT NULL);
CREATE TABLE video_performers (video_id INTEGER NOT NULL, performer_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (video_id, performer_id));
CREATE TABLE video_categories (video_id INTEGER NOT NULL, category_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (video_id, category_id));
CREATE TABLE video_directors (video_id INTEGER NOT NULL, director_id INTEGER NOT NULL, PRIMARY KEY (video_id, director_id));
CREATE TABLE related_videos (video_id INTEGER NOT NULL, related_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (video_id, position));
CREATE TABLE showcases (showcase_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL);
CREATE TABLE showcase_videos (showcase_id INTEGER NOT NULL, video_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (showcase_id, position));
CREATE TABLE picture_sets (picture_set_id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, site TEXT NOT NULL, title TEXT NOT NULL,
  video_id INTEGER, image_count INTEGER NOT NULL);
CREATE TABLE deals (deal_id INTEGER PRIMARY KEY, site TEXT NOT NULL, rank INTEGER NOT NULL, rank_listing INTEGER NOT NULL,
  rank_interstitial INTEGER NOT NULL, enabled_carousel INTEGER NOT NULL, enabled_listing INTEGER NOT NULL,
  enabled_interstitial INTEGER NOT NULL, data TEXT NOT NULL, audience TEXT NOT NULL DEFAULT 'member');
CREATE TABLE video_facets (video_id INTEGER NOT NULL, facet TEXT NOT NULL, value TEXT NOT NULL, label TEXT NOT NULL);
CREATE TABLE performer_facets (performer_id INTEGER NOT NULL, facet TEXT NOT NULL, value TEXT NOT NULL, label TEXT NOT NULL);
`;

/**
 * Every lookup a snapshot makes per record searches an index: without one, the combined tenant's
 * snapshot scanned the picture sets once per video, and every video once per channel pack (to
 * count the pack's videos). Idempotent, so a database seeded before an
 * index existed gets it when it is opened.
 */
const INDEXES = `
CREATE INDEX IF NOT EXISTS videos_by_site_date ON videos (site, release_date DESC, video_id DESC);
CREATE INDEX IF NOT EXISTS videos_by_channel ON videos (channel_id, release_date DESC);
CREATE INDEX IF NOT EXISTS videos_by_pack ON videos (channel_pack_id);
CREATE INDEX IF NOT EXISTS performers_by_site ON performers (site, rating DESC);
CREATE INDEX IF NOT EXISTS video_performers_by_performer ON video_performers (performer_id);
CREATE INDEX IF NOT EXISTS video_categories_by_category ON video_categories (category_id);
CREATE INDEX IF NOT EXISTS video_facets_by_value ON video_facets (facet, value, video_id);
CREATE INDEX IF NOT EXISTS video_facets_by_video ON video_facets (video_id);
CREATE INDEX IF NOT EXISTS performer_facets_by_value ON performer_facets (facet, value, performer_id);
CREATE INDEX IF NOT EXISTS performer_facets_by_performer ON performer_facets (performer_id);
CREATE INDEX IF NOT EXISTS picture_sets_by_video ON picture_sets (video_id);
`;

/** The catalogue's clock: what `catalogue_now()` answers in its SQL, and what the seed schedules from. */
export type CatalogueClock = () => Date;

/** The SQL function that answers the catalogue's clock as an ISO time (release times are compared as text: one format). */
export const CATALOGUE_NOW = 'catalogue_now';

/**
 * The public catalogue: the released scenes. A temporary view of this connection named `videos`
 * stands before the table of every scene (`main.videos`), so that each of the catalogue's queries,
 * every listing, relation, facet and count, knows only scenes whose release time has come, with
 * no condition of its own to forget; SQLite flattens the view into each query, so the table's
 * indexes still serve. `is_upcoming` is computed from the time (the schedule's query reads the
 * table, where it is true until the release). Another connection (a test, a bench editing the
 * database) sees the table itself.
 */
const RELEASED_VIDEOS = `
CREATE TEMP VIEW videos AS
  SELECT *, release_at > ${CATALOGUE_NOW}() AS is_upcoming FROM main.videos WHERE release_at <= ${CATALOGUE_NOW}();
`;

/**
 * Opens the catalogue database in `dataDir`, seeding it when it is new or was seeded with another
 * size, seed version or set of sites, so that restarts with the same settings are instant. `now` is
 * the catalogue's clock (a test's own): releases come at its time, and the seed schedules its
 * scenes to come from it.
 */
export function openCatalogue(dataDir: string, size: number, sites: Sites, now: CatalogueClock = () => new Date()): DatabaseSync {
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`CATALOGUE_SIZE must be a whole number of at least 1 (videos per site); received ${size}.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE);
  const wanted = { size: String(size), seedVersion: String(SEED_VERSION), layout: String(CATALOGUE_LAYOUT), sites: sites.contentTenants.map((t) => t.site).join(',') };
  const existing = tryOpen(file);
  if (existing && matches(existing, wanted)) {
    existing.exec(INDEXES);
    return withReleasedView(existing, now);
  }
  existing?.close();
  rmSync(file, { force: true });
  const db = openDatabase(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  db.exec('BEGIN');
  try {
    db.exec(SCHEMA);
    seedCatalogue(db, size, sites.contentTenants, now());
    db.exec(INDEXES);
    const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries(wanted)) setMeta.run(key, value);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    db.close();
    throw error;
  }
  return withReleasedView(db, now);
}

function withReleasedView(db: DatabaseSync, now: CatalogueClock): DatabaseSync {
  db.function(CATALOGUE_NOW, { deterministic: false }, () => now().toISOString());
  db.exec(RELEASED_VIDEOS);
  return db;
}

function tryOpen(file: string): DatabaseSync | undefined {
  try {
    return openDatabase(file);
  } catch {
    return undefined;
  }
}

function matches(db: DatabaseSync, wanted: Record<string, string>): boolean {
  try {
    const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    const meta = new Map(rows.map((row) => [row.key, row.value]));
    return Object.entries(wanted).every(([key, value]) => meta.get(key) === value);
  } catch {
    return false;
  }
}
