import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStaticFiles, DEFAULT_STATIC_FILES_OPTIONS, type StaticFiles } from './static-files.ts';
import { tenantBuilds, type TenantBuild } from './tenant-builds.ts';
import { watchTenantFolders } from './tenant-folders.ts';

/**
 * Where the site server finds each tenant's pages: its static files and its server build. Served
 * from the built output in DIST_DIR; in development (`npm run dev`) from Astro's dev server, which
 * renders the same pages on demand (scripts/lib/dev-output.ts).
 */
export interface TenantOutput {
  statics: StaticFiles;
  builds: { of(tenant: string, generation?: number): Promise<TenantBuild | null> };
  /**
   * Whether the pages carry only the scripts and styles the Content-Security-Policy lists: the
   * build's do; Astro's dev server injects its hot reload's inline styles and scripts.
   */
  contentSecurityPolicy: boolean;
  /** Answers the requests that are the output's own before any rule of the site (the dev server's modules); false for the others. */
  answersItself?(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The tenants' built output: `<distDir>/<tenant>/client` and `<distDir>/<tenant>/server`. */
export function builtOutput(distDir: string): TenantOutput {
  // One look at the folders for both: a member's page is a file and holes of the same swap.
  const folders = watchTenantFolders(distDir);
  return { statics: createStaticFiles(distDir, DEFAULT_STATIC_FILES_OPTIONS, folders), builds: tenantBuilds(distDir, folders), contentSecurityPolicy: true };
}
