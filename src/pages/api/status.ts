import type { APIRoute } from 'astro';
import { tenant } from 'virtual:tenant';

// Rendered per request by the tenant's server handler: proves the site server reaches it.
export const prerender = false;

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ tenant: tenant.tenant, rendered: 'server' }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
