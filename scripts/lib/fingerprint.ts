import { z } from 'zod';
import { hashOf } from './hash.ts';

const hashes = z.record(z.string(), z.string());

/**
 * What a tenant's output is built from, each part kept apart so that a decision can say which
 * part changed. Pure: gathering the inputs is fingerprint-inputs.ts's job.
 */
export const fingerprintSchema = z.object({
  /** The layout of this record; a new one rebuilds every tenant once. */
  format: z.number().int(),
  /** Hash of the tenant's config as the build sees it (its tenant file, as this environment serves it). */
  tenant: z.string(),
  /**
   * Hash of what `virtual:tenant` hands the tenant's pages (its tenant file beside the server
   * build): the tenant's config and the directory of all tenants (names, sites, URLs). It changes
   * when another tenant's listed fields change.
   */
  tenantModule: z.string(),
  /**
   * Hash of the gateway's catalogue answers (JSON), the records as received: the snapshot the pages
   * read is checked from them record by record, only for a tenant to build.
   */
  catalogue: z.string(),
  /** The settings handed to `astro build` (SITE_ENV, PORT, the gateway URL) and the Node version. */
  settings: hashes,
  /** Path (relative to the project) → hash of every file of the code that renders the pages. */
  code: hashes,
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/**
 * The record layout; 2: the catalogue hash is of the gateway's answers, no longer of the checked
 * snapshot; 3: the server build is the same for every tenant, its tenant in a file beside it.
 */
export const FINGERPRINT_FORMAT = 3;

/**
 * What a tenant's pages are rendered from besides the catalogue: the fingerprint without it. While
 * it is unchanged, a page whose render key is unchanged comes out as the served one, so a content
 * rebuild links it from the served output instead of rendering it (static-render-worker.ts).
 */
export function renderInputsOf(fingerprint: Fingerprint): string {
  const { catalogue: _catalogue, ...rest } = fingerprint;
  return hashOf(JSON.stringify(rest));
}

/**
 * What the server build is made of: the code, the Node version that builds it and the record layout.
 * No tenant, catalogue or setting goes into it (src/tenants/vite-plugin.ts), so every tenant whose
 * served build has the same value can render its pages with it, or with any other build of them.
 */
export function serverBuildInputsOf(fingerprint: Fingerprint): string {
  return serverBuildInputs(fingerprint.format, fingerprint.settings.node, fingerprint.code);
}

/** serverBuildInputsOf's value for the code and Node this process would build with (the console's build is checked against it). */
export function serverBuildInputs(format: number, node: string | undefined, code: Record<string, string>): string {
  return hashOf(JSON.stringify({ format, node, code }));
}

export interface Decision {
  rebuild: boolean;
  /** One line for content ops: why the tenant is rebuilt, or that it is unchanged. */
  reason: string;
}

/** Changed file paths named in a reason before the rest is counted. */
const NAMED_PATHS = 3;

/** The keys whose values differ between two records (added and removed keys included), sorted. */
export function changedKeys(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}

function listPaths(paths: readonly string[]): string {
  const named = paths.slice(0, NAMED_PATHS).join(', ');
  return paths.length > NAMED_PATHS ? `${named} and ${paths.length - NAMED_PATHS} more` : named;
}

/**
 * Whether a tenant must be rebuilt, from the fingerprint of the output it serves now (or why it has
 * none, e.g. "not built yet") and the fingerprint of what it would be built from now.
 */
export function decideRebuild(previous: Fingerprint | { missing: string }, current: Fingerprint, force = false): Decision {
  if (force) return { rebuild: true, reason: '--force' };
  if ('missing' in previous) return { rebuild: true, reason: previous.missing };
  if (previous.format !== current.format) return { rebuild: true, reason: 'built by an older build script' };
  const reasons: string[] = [];
  if (previous.tenant !== current.tenant) reasons.push('tenant file changed');
  else if (previous.tenantModule !== current.tenantModule) reasons.push("another tenant's name, site or URLs changed");
  if (previous.catalogue !== current.catalogue) reasons.push('catalogue changed');
  const settings = changedKeys(previous.settings, current.settings);
  if (settings.length > 0) {
    const changes = settings.map((key) => `${key} ${previous.settings[key] ?? '(unset)'} → ${current.settings[key] ?? '(unset)'}`);
    reasons.push(`build settings changed: ${changes.join(', ')}`);
  }
  const code = changedKeys(previous.code, current.code);
  if (code.length > 0) reasons.push(`code changed: ${listPaths(code)}`);
  return reasons.length > 0 ? { rebuild: true, reason: reasons.join('; ') } : { rebuild: false, reason: 'unchanged' };
}
