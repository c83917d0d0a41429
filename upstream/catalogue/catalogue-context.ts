import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { GraphQLError } from 'graphql';
import type { MediaUrls } from '../media.ts';
import type { VideoRow } from '../rows.ts';
import { UnknownSiteError, type Sites } from '../sites.ts';
import { createShapes, type Shapes } from './shapes.ts';

/** What the catalogue's resolvers work with: the database, its sites and media, and the shapes of its answers. */
export interface CatalogueContext {
  sites: Sites;
  media: MediaUrls;
  shape: Shapes;
  all: <T>(sql: string, ...params: SQLInputValue[]) => T[];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- node:sqlite rows are untyped: the caller names the shape its SELECT returns
  one: <T>(sql: string, ...params: SQLInputValue[]) => T | undefined;
  /** The content sites a site shows, as the JSON array `IN_SITES` reads; an unknown site is the caller's error. */
  sitesOf: (site: string) => string;
  /** Videos shaped together, so that their relations are loaded together (shapes.ts). */
  videos: (rows: VideoRow[]) => ReturnType<Shapes['videos']>;
}

export function createCatalogueContext(db: DatabaseSync, sites: Sites, media: MediaUrls): CatalogueContext {
  const shape = createShapes(db, sites, media);
  return {
    sites,
    media,
    shape,
    all: <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as unknown as T[],
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- node:sqlite rows are untyped: the caller names the shape its SELECT returns
    one: <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as unknown as T | undefined,
    sitesOf(site) {
      try {
        return JSON.stringify(sites.contentSitesOf(site));
      } catch (error) {
        if (error instanceof UnknownSiteError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
        throw error;
      }
    },
    videos: (rows) => shape.videos(rows),
  };
}

/** Rows whose `column` is one of the sites of a `sitesOf` JSON array (its parameter). */
export const IN_SITES = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;
