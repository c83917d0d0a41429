import type { APIRoute } from 'astro';
import { tenant } from 'virtual:tenant';

/** The tenant's initial on its brand colour: one favicon per tenant, no binary files to keep. */
export const GET: APIRoute = () =>
  new Response(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${tenant.theme.background}"/><text x="32" y="45" font-family="sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="${tenant.theme.primary}">${tenant.name.charAt(0)}</text></svg>`,
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );
