import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { AccountRecords } from '../accounts.ts';
import type { MemberStore } from '../store.ts';
import type { JoinOptionCatalogue } from './join-options.ts';
import type { BillingRecords } from './records.ts';

/** What every step of the biller works with: the stores, the brands and their join options, the clock. */
export interface BillingContext {
  store: MemberStore;
  accounts: AccountRecords;
  records: BillingRecords;
  options: JoinOptionCatalogue;
  tenants: readonly TenantConfig[];
  /** The brands with content of their own (sites.ts): whose libraries a multisite package opens. */
  contentTenants: readonly TenantConfig[];
  now: () => Date;
}

export const DAY_MS = 86_400_000;

export function tenantOf(context: Pick<BillingContext, 'tenants'>, tenantId: string): TenantConfig | undefined {
  return context.tenants.find((tenant) => tenant.tenant === tenantId);
}
