import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';

/** The committed tenant files, read the way the site reads them. */
export const TENANTS = [...loadTenants(TENANTS_DIR).values()];

/** `#rrggbb` → `rgb(r, g, b)`, the form getComputedStyle answers in. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
