import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performerPagePath, PERFORMERS_PATH, videoPagePath, VIDEOS_PATH } from '../../src/routing/paths.ts';
import { PAGE_SEGMENT } from '../../src/tour/pagination.ts';

/** The slugs of the detail pages a tenant's build wrote under a listing's path: its folders, but the listing's later pages. */
export function builtSlugs(clientDir: string, listingPath: string): string[] {
  return readdirSync(join(clientDir, listingPath), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== PAGE_SEGMENT)
    .map((entry) => entry.name);
}

function firstPage(clientDir: string, listingPath: string, pagePath: (slug: string) => string): string {
  const slug = builtSlugs(clientDir, listingPath)[0];
  if (!slug) throw new Error(`No page in ${join(clientDir, listingPath)}: is the catalogue empty?`);
  return pagePath(slug);
}

/** A video page of a tenant's build. */
export const aVideoPath = (clientDir: string): string => firstPage(clientDir, VIDEOS_PATH, videoPagePath);

/** A performer page of a tenant's build. */
export const aPerformerPath = (clientDir: string): string => firstPage(clientDir, PERFORMERS_PATH, performerPagePath);
