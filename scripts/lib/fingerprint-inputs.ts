import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Env } from '../../src/settings/env.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { tenantModuleJson } from '../../src/tenants/tenant-module.ts';
import { FINGERPRINT_FORMAT, type Fingerprint } from './fingerprint.ts';
import { hashOf } from './hash.ts';

/**
 * The code that renders a tenant's pages, relative to the project: Astro's and UnoCSS's config,
 * the pages and everything they import, the islands, the files copied as they are, the
 * dependencies (through the lock file), and the build steps that shape the output.
 */
export const CODE_INPUTS = [
  'src',
  'islands',
  'public',
  'astro.config.mjs',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/lib/astro-worker.ts',
  'scripts/lib/astro-protocol.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/precompress-thread.ts',
  'scripts/lib/variants.ts',
  'scripts/lib/hash.ts',
  'scripts/lib/static-render-worker.ts',
  'scripts/lib/carried-build.ts',
  'scripts/lib/project-root.ts',
] as const;

async function* filesUnder(path: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') {
      yield path;
      return;
    }
    if (code === 'ENOENT') return;
    throw error;
  }
  // Editor and OS droppings (.DS_Store, .swp) are not code.
  for (const entry of entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) yield* filesUnder(join(path, entry.name));
    else if (entry.isFile()) yield join(path, entry.name);
  }
}

/** Path → hash of every file of CODE_INPUTS under `root` (about 250 files, read in tens of ms). */
export async function hashCode(root: string, inputs: readonly string[] = CODE_INPUTS): Promise<Record<string, string>> {
  const files: string[] = [];
  for (const input of inputs) for await (const file of filesUnder(join(root, input))) files.push(file);
  const hashes = await Promise.all(files.map(async (file) => [relative(root, file).split(sep).join('/'), hashOf(await readFile(file))] as const));
  return Object.fromEntries(hashes);
}

/** The settings `astro build` reads besides the tenant (astro.config.mjs parses them with readEnv). */
export function astroSettings(env: Pick<Env, 'SITE_ENV' | 'PORT'>, gatewayUrl: string): Record<string, string> {
  return { SITE_ENV: env.SITE_ENV, PORT: String(env.PORT), UPSTREAM_URL: gatewayUrl };
}

export interface FingerprintParts {
  tenant: TenantConfig;
  all: TenantConfig[];
  catalogueJson: string;
  settings: Record<string, string>;
  code: Record<string, string>;
}

/** The fingerprint of one tenant's build from its inputs. */
export function fingerprintOf({ tenant, all, catalogueJson, settings, code }: FingerprintParts): Fingerprint {
  return {
    format: FINGERPRINT_FORMAT,
    tenant: hashOf(JSON.stringify(tenant)),
    tenantModule: hashOf(tenantModuleJson(tenant, all)),
    catalogue: hashOf(catalogueJson),
    // Astro's output may differ between Node versions (it runs on the one in node_modules).
    settings: { ...settings, node: process.version },
    code,
  };
}
