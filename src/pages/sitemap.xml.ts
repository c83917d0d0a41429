import type { APIRoute } from 'astro';
import { tenant, tenants } from 'virtual:tenant';
import { sitemapIndexXml, urlSetXml } from '../tour/sitemap.ts';
import { tenantSitemapParts } from '../tour/tenant-sitemap.ts';

/** One sitemap while it fits the protocol's limit; otherwise an index of /sitemap-N.xml parts. */
export const GET: APIRoute = () => {
  const parts = tenantSitemapParts(tenant, tenants);
  const body = parts.length <= 1 ? urlSetXml(tenant.tourUrl, parts[0] ?? []) : sitemapIndexXml(tenant.tourUrl, parts.length);
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
