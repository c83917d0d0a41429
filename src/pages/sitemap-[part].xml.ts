import type { APIRoute, GetStaticPaths } from 'astro';
import { tenant, tenants } from 'virtual:tenant';
import { urlSetXml } from '../tour/sitemap.ts';
import { tenantSitemapParts } from '../tour/tenant-sitemap.ts';

// Parts exist only when the sitemap is too large for one file.
export const getStaticPaths = (() => {
  const parts = tenantSitemapParts(tenant, tenants);
  return parts.length <= 1 ? [] : parts.map((paths, i) => ({ params: { part: String(i + 1) }, props: { paths } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(urlSetXml(tenant.tourUrl, (props as { paths: string[] }).paths), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
