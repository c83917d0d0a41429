import type { Logger } from './log.ts';

/**
 * The error reporter (browsing spec section 8: an unparseable API answer and a chunk that fails to
 * load are "reported"; membership spec section 8: a failed reactivation sends "an error report").
 * A report is a line at error level in the server's log, with the tenant and the correlation id of
 * the request it belongs to; where ERROR_REPORT_URL names the error reporting service, the report
 * is also POSTed there as JSON (its page is the form the error screen's 'Fill a report' opens).
 * Forwarding never holds up the request, and a service that fails is logged, not retried.
 */

/**
 * How long the reporting service may take to accept a report. The spec gives none. No one waits on
 * it (a report is sent beside the answer), so it is not held to a page's budget: long enough for a
 * slow service, short enough that reports to a dead one do not pile up in memory.
 */
export const REPORT_FORWARD_TIMEOUT_MS = 10_000;

export interface ErrorReport {
  /** What failed, in the spec's words where it has them ('Loading chunk N failed'). */
  message: string;
  /** Facts that help find it (the page, the chunk, the status, method and path of a call). */
  detail: Record<string, unknown>;
}

/** What one report is sent with: who reports it, in which request. */
export interface ReportOrigin {
  log: Pick<Logger, 'error' | 'warn'>;
  tenant: string;
  correlationId: string;
}

export interface ErrorReporter {
  report(report: ErrorReport, origin: ReportOrigin): void;
}

export interface ErrorReporterOptions {
  /** ERROR_REPORT_URL; null: reports go to the log only. */
  forwardUrl: string | null;
  fetch?: typeof fetch;
}

export function createErrorReporter({ forwardUrl, fetch: fetchImpl = globalThis.fetch }: ErrorReporterOptions): ErrorReporter {
  return {
    report(report, { log, tenant, correlationId }) {
      log.error({ report: report.detail, reported: true }, report.message);
      if (forwardUrl === null) return;
      const body = JSON.stringify({ message: report.message, detail: report.detail, tenant, correlationId, at: new Date().toISOString() });
      fetchImpl(forwardUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(REPORT_FORWARD_TIMEOUT_MS) })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) log.warn({ status: response.status, forwardUrl }, 'the error reporting service refused a report');
        })
        .catch((error: unknown) => log.warn({ err: (error as Error).message, forwardUrl }, 'the error reporting service could not be reached'));
    },
  };
}

/** Reports go to the log only: the default where no reporting service is configured. */
export const LOG_ONLY_REPORTER: ErrorReporter = createErrorReporter({ forwardUrl: null });
