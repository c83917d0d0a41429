import type { APIRoute } from 'astro';
import { tenant } from 'virtual:tenant';
import { NO_STORE } from '../../http/cache-control.ts';

// Rendered per request by the tenant's server handler: proves the site server reaches it.
export const prerender = false;

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ tenant: tenant.tenant, rendered: 'server' }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': NO_STORE },
  });
