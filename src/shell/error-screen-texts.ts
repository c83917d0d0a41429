/** Browsing spec section 2, "A crash inside a page shows an error screen". Each text once. */
export const ERROR_SCREEN_HEADING = 'Something went wrong!';
export const ERROR_SCREEN_TEXT = 'We are working to fix this as soon as possible.';
/** The whole message, where it is one line (the plain-text fallback of the site server). */
export const ERROR_SCREEN_MESSAGE = `${ERROR_SCREEN_HEADING} ${ERROR_SCREEN_TEXT}`;
export const GO_HOME_LABEL = 'Go Home';
export const FILL_REPORT_LABEL = 'Fill a report';

/** The report form's parameter that ties a report to the server's log lines. */
export const REPORT_CORRELATION_PARAM = 'correlationId';

/** Where 'Fill a report' leads: the configured report form, with the correlation id when there is one. */
export function reportLink(reportUrl: string, correlationId: string | null): string {
  if (correlationId === null) return reportUrl;
  const url = new URL(reportUrl);
  url.searchParams.set(REPORT_CORRELATION_PARAM, correlationId);
  return url.href;
}
