import type { APIRoute } from 'astro';
import { staticFiles, takeContentRebuildSnapshot } from '../tour/static-pages.ts';

/**
 * The list of the tenant's static files for a catalogue snapshot, each with its render key: what a
 * content rebuild renders through src/pages/static-render, and which files it may keep. Like that
 * route, only the build calls it (a snapshot and no request context); anyone else gets 404.
 */
export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  if (!takeContentRebuildSnapshot(locals)) return new Response(null, { status: 404 });
  return Response.json(await staticFiles());
};
