import { TENANT_IDS, type TenantId } from '../../src/tenants/schema.ts';

const TENANT_FLAGS = ['--tenant', '--tenants'];
/** The build's switches, each with what it does (shown when an unknown one is given). */
export const BUILD_FLAGS = {
  '--tenant': 'build these tenants only, e.g. --tenant aurora,blaze',
  '--force': 'rebuild every tenant given, whatever changed',
  '--dry-run': 'only say what would be rebuilt and why',
} as const;

/**
 * The tenants a command is for: `--tenant aurora,blaze` (or `--tenant=aurora`), all ten without it.
 * An unknown id stops with the list of known ones.
 */
export function selectedTenants(argv: readonly string[]): TenantId[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    if (TENANT_FLAGS.includes(arg)) values.push(argv[i + 1] ?? '');
    else if (TENANT_FLAGS.some((flag) => arg.startsWith(`${flag}=`))) values.push(arg.slice(arg.indexOf('=') + 1));
  });
  if (values.length === 0) return [...TENANT_IDS];
  const ids = values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (ids.length === 0) throw new Error(`--tenant needs a value, e.g. --tenant aurora,blaze. Known tenants: ${TENANT_IDS.join(', ')}.`);
  const unknown = ids.filter((id) => !(TENANT_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) {
    throw new Error(`Unknown tenant${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}. Known tenants: ${TENANT_IDS.join(', ')}.`);
  }
  return [...new Set(ids)] as TenantId[];
}

export interface BuildArgs {
  ids: TenantId[];
  force: boolean;
  dryRun: boolean;
}

/** `npm run build -- [--tenant a,b] [--force] [--dry-run]`; an unknown switch stops with the known ones. */
export function buildArgs(argv: readonly string[]): BuildArgs {
  // Anything but a known switch or the value after --tenant: a typo must not build all ten.
  const unknown = argv.filter(
    (arg, i) => !(arg in BUILD_FLAGS) && !TENANT_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`)) && !TENANT_FLAGS.includes(argv[i - 1] ?? ''),
  );
  if (unknown.length > 0) {
    const known = Object.entries(BUILD_FLAGS).map(([flag, what]) => `  ${flag}  ${what}`);
    throw new Error(`Unknown option ${unknown.map((u) => `"${u}"`).join(', ')}. The build knows:\n${known.join('\n')}`);
  }
  return { ids: selectedTenants(argv), force: argv.includes('--force'), dryRun: argv.includes('--dry-run') };
}
