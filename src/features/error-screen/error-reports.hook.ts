import type { RequestHook } from '../../server/request-hooks.ts';
import { ERROR_REPORT_MAX_BYTES } from '../../shell/error-screen/error-report.ts';
import { ERROR_REPORTS_PATH } from '../../shell/error-screen/paths.ts';

/**
 * The error reporter's endpoint is open to anyone: the site server refuses a report's body past its
 * cap (413) before it reads it, so a report can never cost the server more than its few kilobytes.
 */
export const errorReportsHook: RequestHook = {
  bodyLimit: (pathname) => (pathname === ERROR_REPORTS_PATH ? ERROR_REPORT_MAX_BYTES : undefined),
};
