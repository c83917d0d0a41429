import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describeIssues } from './error-map.ts';
import { TENANT_IDS, tenantSchema, type TenantConfig, type TenantId } from './schema.ts';

/** A tenant file that cannot be used; the message names the file, the field and the fix. */
export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

/** Parses one tenant file's text; `file` is only used in messages. */
export function parseTenantFile(file: string, text: string): TenantConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new TenantConfigError(`${file}: is not valid JSON (${(cause as Error).message}). Fix the syntax and try again.`, {
      cause,
    });
  }
  const result = tenantSchema.safeParse(json, { reportInput: true });
  if (!result.success) {
    const lines = describeIssues(result.error.issues).map((line) => `  - ${line}`);
    throw new TenantConfigError(`${file}: invalid tenant config\n${lines.join('\n')}`);
  }
  const expected = basename(file, '.json');
  if (result.data.tenant !== expected) {
    throw new TenantConfigError(
      `${file}: field "tenant": is "${result.data.tenant}" but the file is named "${expected}.json". Make them the same.`,
    );
  }
  return result.data;
}

/** Every tenant file of a folder read on its own: the usable tenants, and what is wrong with the others. */
export interface TenantFiles {
  /** The tenants with a usable file, and those kept with their last good facts (`kept`). */
  tenants: Map<TenantId, TenantConfig>;
  /** One error per unusable tenant (or stray file), each naming the file, the field and the fix. */
  problems: TenantConfigError[];
  /** The tenants whose file is missing or unusable: none of them is built. */
  unusable: TenantId[];
  /**
   * Of `unusable`, those that keep the facts their served build was made from (`lastGood`): they
   * are served with them, and every other tenant lists them as before, so a typo in one file
   * changes no other site. The others are left out until their file is fixed.
   */
  kept: TenantId[];
}

/** The config a tenant's served build was made from, if it has one (scripts/lib/last-good-tenants.ts reads it). */
export type LastGoodTenant = (id: TenantId) => TenantConfig | undefined;

/**
 * Reads and validates every tenant file in `dir`, each on its own: one bad file makes only its own
 * tenant unusable, and the others build and serve. An unusable tenant keeps the facts its served
 * build was made from (`lastGood`), so the others still list it, and the combined tenant still shows
 * its site; one never built is left out (the combined tenant then goes on without its site). All
 * ten known tenants are expected and no other file may be there, so a typo in a file name cannot
 * silently drop a brand: each is a problem named here.
 */
export function readTenantFiles(dir: string, lastGood?: LastGoodTenant): TenantFiles {
  const shown = relative(process.cwd(), dir) || dir;
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const tenants = new Map<TenantId, TenantConfig>();
  const problems: TenantConfigError[] = [];
  const unusable = new Set<TenantId>();
  for (const name of files) {
    const id = basename(name, '.json');
    if (!(TENANT_IDS as readonly string[]).includes(id)) {
      problems.push(new TenantConfigError(`${join(shown, name)}: unknown tenant "${id}". Tenant files must be named after one of: ${TENANT_IDS.join(', ')}.`));
      continue;
    }
    try {
      const config = parseTenantFile(join(shown, name), readFileSync(join(dir, name), 'utf8'));
      tenants.set(config.tenant, config);
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error;
      problems.push(error);
      unusable.add(id as TenantId);
    }
  }
  const missing = TENANT_IDS.filter((id) => !tenants.has(id) && !unusable.has(id));
  if (missing.length > 0) {
    problems.push(new TenantConfigError(`${shown}: missing tenant file${missing.length > 1 ? 's' : ''} ${missing.map((id) => `${id}.json`).join(', ')}.`));
    for (const id of missing) unusable.add(id);
  }
  const kept = new Set<TenantId>();
  for (const id of unusable) {
    const good = lastGood?.(id);
    if (good?.tenant !== id) continue;
    tenants.set(id, good);
    kept.add(id);
  }
  const absent = (site: TenantId) => !tenants.has(site);
  for (const config of [...tenants.values()].filter((config) => !kept.has(config.tenant))) {
    const file = join(shown, `${config.tenant}.json`);
    const notStandalone = config.standaloneSites.find((site) => !absent(site) && !tenants.get(site)?.standalone);
    if (notStandalone !== undefined) {
      problems.push(new TenantConfigError(`${file}: field "standaloneSites": "${notStandalone}" is not a standalone tenant. List only tenants whose "standalone" is true.`));
      tenants.delete(config.tenant);
      unusable.add(config.tenant);
      continue;
    }
    // A site whose own file is unusable and was never built is left out of the combined tenant's
    // lists for now, rather than the combined tenant going down with it.
    const lost = config.standaloneSites.filter(absent);
    if (lost.length > 0) {
      problems.push(new TenantConfigError(`${file}: field "standaloneSites": ${lost.map((site) => `"${site}"`).join(', ')} left out until ${lost.length > 1 ? 'their files are' : 'its file is'} fixed.`));
      tenants.set(config.tenant, { ...config, standaloneSites: config.standaloneSites.filter((site) => !absent(site)) });
    }
  }
  // In the one order of the tenants: the directory every page lists them from is hashed in that order.
  const ordered = new Map(TENANT_IDS.flatMap((id) => (tenants.has(id) ? [[id, tenants.get(id) as TenantConfig] as const] : [])));
  return { tenants: ordered, problems, unusable: TENANT_IDS.filter((id) => unusable.has(id)), kept: TENANT_IDS.filter((id) => kept.has(id)) };
}

/** Reads every tenant file in `dir`, all of them usable or none: the error names every problem. */
export function loadTenants(dir: string): Map<TenantId, TenantConfig> {
  const { tenants, problems } = readTenantFiles(dir);
  if (problems.length > 0) throw new TenantConfigError(problems.map((problem) => problem.message).join('\n'));
  return tenants;
}
