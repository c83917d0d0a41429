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

/**
 * Reads and validates every tenant file in `dir`. All ten known tenants must be present and no other
 * file may be there, so a typo in a file name cannot silently drop a brand.
 */
export function loadTenants(dir: string): Map<TenantId, TenantConfig> {
  const shown = relative(process.cwd(), dir) || dir;
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const tenants = new Map<TenantId, TenantConfig>();
  for (const name of files) {
    const id = basename(name, '.json');
    if (!(TENANT_IDS as readonly string[]).includes(id)) {
      throw new TenantConfigError(
        `${join(shown, name)}: unknown tenant "${id}". Tenant files must be named after one of: ${TENANT_IDS.join(', ')}.`,
      );
    }
    const config = parseTenantFile(join(shown, name), readFileSync(join(dir, name), 'utf8'));
    tenants.set(config.tenant, config);
  }
  const missing = TENANT_IDS.filter((id) => !tenants.has(id));
  if (missing.length > 0) {
    throw new TenantConfigError(`${shown}: missing tenant file${missing.length > 1 ? 's' : ''} ${missing.map((id) => `${id}.json`).join(', ')}.`);
  }
  for (const config of tenants.values()) {
    for (const site of config.standaloneSites) {
      if (!tenants.get(site)?.standalone) {
        throw new TenantConfigError(
          `${join(shown, `${config.tenant}.json`)}: field "standaloneSites": "${site}" is not a standalone tenant. List only tenants whose "standalone" is true.`,
        );
      }
    }
  }
  return tenants;
}
