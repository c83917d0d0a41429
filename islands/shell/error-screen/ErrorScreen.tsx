import { HOME_PATH } from '../../../src/routing/paths.ts';
import { ERROR_SCREEN_HEADING, ERROR_SCREEN_TEXT, FILL_REPORT_LABEL, GO_HOME_LABEL, reportLink } from '../../../src/shell/error-screen-texts.ts';

export interface ErrorScreenProps {
  /** The error report form (ERROR_REPORT_URL); null when error reporting is not configured. */
  reportUrl: string | null;
  /** The failed request's correlation id, handed to the report form. */
  correlationId?: string | null | undefined;
  /** Laid over the page (an island's crash), or the page's own content (a server-rendered crash). */
  overlay?: boolean | undefined;
}

/**
 * The error screen of browsing spec section 2: the message, 'Go Home' and, when error reporting is
 * configured, 'Fill a report'. The same markup for a page the server could not render (rendered there
 * without hydration) and for an island that crashed in the browser (its error boundary).
 */
export default function ErrorScreen({ reportUrl, correlationId = null, overlay = false }: ErrorScreenProps) {
  const screen = (
    <section role="alert" aria-labelledby="error-screen-heading" className="grid justify-items-start gap-4 py-12" data-error-screen>
      <h1 id="error-screen-heading" className="m-0 font-heading text-4xl">
        {ERROR_SCREEN_HEADING}
      </h1>
      <p className="m-0 text-muted">{ERROR_SCREEN_TEXT}</p>
      <div className="flex flex-wrap gap-3">
        <a className="btn" href={HOME_PATH}>
          {GO_HOME_LABEL}
        </a>
        {reportUrl !== null && (
          <a className="btn" href={reportLink(reportUrl, correlationId)} target="_blank" rel="noopener">
            {FILL_REPORT_LABEL}
          </a>
        )}
      </div>
    </section>
  );
  if (!overlay) return screen;
  return <div className="fixed inset-0 layer-error overflow-y-auto bg-page text-ink"><div className="container-page">{screen}</div></div>;
}
