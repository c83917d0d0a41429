import { TENANT_IDS, type TenantId } from '../../src/tenants/schema.ts';

const TENANT_FLAGS = ['--tenant', '--tenants'];
const ROLLBACK_FLAGS = ['--rollback'];
/** The switches that take a list of tenants after them. */
const VALUE_FLAGS = [...TENANT_FLAGS, ...ROLLBACK_FLAGS];
/** The build's switches, each with what it does (shown when an unknown one is given). */
export const BUILD_FLAGS = {
  '--tenant': 'build these tenants only, e.g. --tenant aurora,blaze',
  '--force': 'rebuild every tenant given, whatever changed',
  '--dry-run': 'only say what would be rebuilt and why',
  '--rollback': 'serve these tenants\' previous output again instead of building, e.g. --rollback aurora',
} as const;

/**
 * The tenants a command is for: `--tenant aurora,blaze` (or `--tenant=aurora`), all ten without it.
 * An unknown id stops with the list of known ones.
 */
export function selectedTenants(argv: readonly string[], flags: readonly string[] = TENANT_FLAGS): TenantId[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    if (flags.includes(arg)) values.push(argv[i + 1] ?? '');
    else if (flags.some((flag) => arg.startsWith(`${flag}=`))) values.push(arg.slice(arg.indexOf('=') + 1));
  });
  if (values.length === 0) return [...TENANT_IDS];
  const ids = values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (ids.length === 0) throw new Error(`${flags[0] ?? '--tenant'} needs a value, e.g. ${flags[0] ?? '--tenant'} aurora,blaze. Known tenants: ${TENANT_IDS.join(', ')}.`);
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
  /** `--rollback a,b`: these tenants go back to their previous output; nothing is built. */
  rollback: TenantId[] | null;
}

/** `npm run build -- [--tenant a,b] [--force] [--dry-run] | --rollback a`; an unknown switch stops with the known ones. */
export function buildArgs(argv: readonly string[]): BuildArgs {
  // Anything but a known switch or the value after --tenant: a typo must not build all ten.
  const unknown = argv.filter(
    (arg, i) => !(arg in BUILD_FLAGS) && !VALUE_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`)) && !VALUE_FLAGS.includes(argv[i - 1] ?? ''),
  );
  if (unknown.length > 0) {
    const known = Object.entries(BUILD_FLAGS).map(([flag, what]) => `  ${flag}  ${what}`);
    throw new Error(`Unknown option ${unknown.map((u) => `"${u}"`).join(', ')}. The build knows:\n${known.join('\n')}`);
  }
  const rollingBack = argv.some((arg) => ROLLBACK_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`)));
  const besides = argv.filter((arg, i) => !ROLLBACK_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`)) && !ROLLBACK_FLAGS.includes(argv[i - 1] ?? ''));
  if (rollingBack && besides.length > 0) {
    throw new Error('--rollback goes alone: it builds nothing, it serves the tenants\' previous output again.');
  }
  return { ids: selectedTenants(argv), force: argv.includes('--force'), dryRun: argv.includes('--dry-run'), rollback: rollingBack ? selectedTenants(argv, ROLLBACK_FLAGS) : null };
}
