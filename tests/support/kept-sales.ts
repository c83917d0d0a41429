import { reading } from './member-store.ts';

export interface KeptSale {
  accountId: string | null;
  /** The sales tracking in the purchase's recorded request (membership spec section 7). */
  sale: { ref?: string | null } | undefined;
}

/** What the upstream's biller (its data in `dataDir`) kept of each purchase of `kind`, oldest first. */
export function keptSales(dataDir: string, kind: string): KeptSale[] {
  return reading(dataDir, (db) => {
    const rows = db.prepare('SELECT account_id, request FROM billing_transactions WHERE kind = ? ORDER BY transaction_id').all(kind) as { account_id: string | null; request: string }[];
    return rows.map((row) => ({ accountId: row.account_id, sale: (JSON.parse(row.request) as Pick<KeptSale, 'sale'>).sale }));
  });
}
