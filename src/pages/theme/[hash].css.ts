import type { APIRoute, GetStaticPaths } from 'astro';
import { tenant } from 'virtual:tenant';
import { themeStylesheet, themeStylesheetHash } from '../../shell/theme-stylesheet.ts';

/** The tenant's theme stylesheet under its content hash: the one file of the client output that differs by theme. */
export const getStaticPaths = (() => [{ params: { hash: themeStylesheetHash(tenant.theme) } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(themeStylesheet(tenant.theme), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
