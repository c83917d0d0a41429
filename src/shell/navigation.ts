import type { TenantConfig } from '../tenants/schema.ts';

export interface NavigationLink {
  href: string;
  label: string;
}

/** The tour's top navigation; links that a tenant switch turns off are not shown at all. */
export function tourNavigation(tenant: Pick<TenantConfig, 'headerFeatures' | 'features'>): NavigationLink[] {
  return [
    { href: '/videos', label: 'Videos' },
    { href: '/performers', label: 'Performers' },
    { href: '/categories', label: 'Categories' },
    ...(tenant.headerFeatures.awardsLink ? [{ href: '/awards', label: 'Awards' }] : []),
    ...(tenant.features.showcasesPage ? [{ href: '/showcases', label: 'Showcases' }] : []),
  ];
}
