import type { APIRoute } from 'astro';
import { tenant } from 'virtual:tenant';
import { THEME_COLOUR } from '../shell/constants.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: tenant.name,
      short_name: tenant.name,
      start_url: '/',
      display: 'standalone',
      background_color: THEME_COLOUR,
      theme_color: THEME_COLOUR,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
