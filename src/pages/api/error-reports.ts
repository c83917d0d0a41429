import type { APIRoute } from 'astro';
import { receiveErrorReport } from '../../features/error-screen/error-reports.server.ts';

// The error reporter's endpoint for the browser (src/shell/error-screen/paths.ts ERROR_REPORTS_PATH).
export const prerender = false;

export const POST: APIRoute = ({ locals, request }) => {
  const context = locals.context;
  if (!context) return new Response(null, { status: 404 });
  return receiveErrorReport(context, request);
};
