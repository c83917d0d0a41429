import { NO_STORE } from '../../http/cache-control.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { errorReportSchema } from '../../shell/error-screen/error-report.ts';

/** The report was taken: nothing comes back to the page. */
export const REPORT_ACCEPTED = 202;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Cache-Control': NO_STORE, ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }) },
  });
}

/**
 * POST ERROR_REPORTS_PATH: one report of a page, checked by its schema, sent to the error reporter
 * with this request's correlation id (and the page's, when it had one). A report of another shape is
 * refused with 400 and logged nowhere: the log holds only what the schema allows. A body past
 * ERROR_REPORT_MAX_BYTES never gets here: the site server answers it 413 unread (error-reports.hook.ts).
 */
export async function receiveErrorReport(context: Pick<RequestContext, 'reportError'>, request: Request): Promise<Response> {
  const text = await request.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return answer(400, { message: 'Expected a JSON report.' });
  }
  const parsed = errorReportSchema.safeParse(raw);
  if (!parsed.success) return answer(400, { message: 'The report is not one the site takes.' });
  const { message, ...detail } = parsed.data;
  context.reportError({ message, detail: { source: 'browser', ...detail } });
  return answer(REPORT_ACCEPTED);
}
