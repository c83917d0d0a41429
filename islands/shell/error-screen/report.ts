import type { ErrorReportBody } from '../../../src/shell/error-screen/error-report.ts';
import { ERROR_REPORTS_PATH, type ErrorReportKind } from '../../../src/shell/error-screen/paths.ts';
import { CORRELATION_META, metaContent } from '../../../src/shell/error-screen/page-meta.ts';

/** The page's facts a report carries: its path (never its query) and the correlation id of its render, when it has one. */
export function reportOf(kind: ErrorReportKind, message: string, page: Pick<Document, 'querySelector'> & { location: Pick<Location, 'pathname'> }): ErrorReportBody {
  return { kind, message: message.slice(0, 500), page: page.location.pathname, pageCorrelationId: metaContent(CORRELATION_META, page) };
}

/**
 * Sends a report to the site's error reporter (src/pages/api/error-reports.ts), which logs it at error
 * level and forwards it to the reporting service. `keepalive`: a page being left still sends it. A
 * report that cannot be sent is dropped: the page has nothing more to tell the member.
 */
export function sendErrorReport(kind: ErrorReportKind, message: string, send: typeof fetch = (input, init) => globalThis.fetch(input, init)): void {
  const body = JSON.stringify(reportOf(kind, message, document));
  send(ERROR_REPORTS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
