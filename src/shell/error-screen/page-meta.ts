/** The `<meta>` a server-rendered page carries when error reporting is configured (ERROR_REPORT_URL). */
export const REPORT_URL_META = 'error-report-url';
export { CORRELATION_META } from '../../http/correlation.ts';

/** A `<meta>`'s content on this page, or null (none, or no document: rendering on the server). */
export function metaContent(name: string, page: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  return page?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}
