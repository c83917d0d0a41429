import type { HoleRequest, SessionHoleLoader } from '../../holes/hole-request.ts';

/** The head's parts for a page rendered for a request (src/layouts/shell/ShellHead.astro). */
export interface ShellHeadProps {
  /** A member's page: the page-leaving mark's script. */
  signedIn: boolean;
  /** Where 'Fill a report' leads (ERROR_REPORT_URL); null for none, and on a visitor's file. */
  reportUrl: string | null;
}

export const loadShellHead: SessionHoleLoader<'head', ShellHeadProps> = (_args, { locals }: HoleRequest) => ({
  signedIn: (locals?.context.member ?? null) !== null,
  reportUrl: locals?.errorScreen?.reportUrl ?? null,
});
