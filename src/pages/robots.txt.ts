import type { APIRoute } from 'astro';
import { tenant } from 'virtual:tenant';
import { robotsTxt } from '../tour/sitemap.ts';

export const GET: APIRoute = () => new Response(robotsTxt(tenant.tourUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
