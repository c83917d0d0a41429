import { TENANT_IDS, type TenantId } from '../../src/tenants/schema.ts';

/**
 * The tenants a command is for: `--tenant aurora,blaze` (or `--tenant=aurora`), all ten without it.
 * An unknown id stops with the list of known ones.
 */
export function selectedTenants(argv: readonly string[]): TenantId[] {
  const values: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--tenant' || arg === '--tenants') values.push(argv[i + 1] ?? '');
    else if (arg.startsWith('--tenant=') || arg.startsWith('--tenants=')) values.push(arg.slice(arg.indexOf('=') + 1));
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
