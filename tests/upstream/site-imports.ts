import { dirname, relative, resolve, sep } from 'node:path';
import { moduleReferences } from '../support/module-references.ts';

/**
 * The site modules the stand-in may import values from: the tenant files are shared configuration,
 * loaded and checked by these. Everything else of the site it may import as `import type` only, so a
 * bug in the site's rules can never hide the same bug in the stand-in's.
 */
export const ALLOWED_SITE_MODULES: readonly string[] = ['src/tenants/load.ts', 'src/tenants/registry.ts'];

export interface SiteImport {
  /** 1-based line of the import in its file. */
  line: number;
  specifier: string;
  /** The imported file, relative to the project root (e.g. "src/validation/index.ts"). */
  target: string;
}

/**
 * The imports of one upstream file that load the site's code at run time, other than the tenant
 * modules: what the stand-in must not do.
 */
export function forbiddenSiteImports(projectRoot: string, file: string, text: string): SiteImport[] {
  return moduleReferences(file, text).flatMap(({ specifier, line, typeOnly }) => {
    if (typeOnly || !specifier.startsWith('.')) return [];
    const target = relative(projectRoot, resolve(dirname(file), specifier)).split(sep).join('/');
    if (!target.startsWith('src/') || ALLOWED_SITE_MODULES.includes(target)) return [];
    return [{ line, specifier, target }];
  });
}
