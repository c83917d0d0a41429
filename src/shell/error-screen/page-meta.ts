/** The `<meta>` a server-rendered page carries when error reporting is configured (ERROR_REPORT_URL). */
export const REPORT_URL_META = 'error-report-url';
/**
 * The `<meta>` carrying the correlation id of the request that rendered the page, for the islands'
 * error reports (src/http/correlation.ts writes it; the islands read it, so it lives apart from node:crypto).
 */
export const CORRELATION_META = 'correlation-id';

/** A `<meta>`'s content on this page, or null (none, or no document: rendering on the server). */
export function metaContent(name: string, page: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  return page?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}
