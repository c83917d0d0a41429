import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A video page of a tenant's build: the first folder under /videos that is not the listing's pages. */
export function aVideoPath(clientDir: string): string {
  const slug = readdirSync(join(clientDir, 'videos'), { withFileTypes: true }).find((e) => e.isDirectory() && e.name !== 'page')?.name;
  if (!slug) throw new Error(`No video page in ${clientDir}/videos: is the catalogue empty?`);
  return `/videos/${slug}`;
}
