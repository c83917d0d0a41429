import type { SessionHoleLoader } from '../../holes/hole-request.ts';
import { arrivalOfRequest } from './arrival.ts';

/** The body's opening tag (src/layouts/shell/BodyOpen.astro). */
export interface BodyOpenProps {
  signedIn: boolean;
  /** What the query asks the browser to do (islands/shell/modals/arrival.ts), as JSON; absent when nothing. */
  arrivalData?: string | undefined;
  afterPurchase: boolean;
}

export const loadBodyOpen: SessionHoleLoader<'body', BodyOpenProps> = (_args, { locals }) => {
  const context = locals?.context;
  const { arrival, arrivalData } = arrivalOfRequest(context);
  return { signedIn: (context?.member ?? null) !== null, arrivalData, afterPurchase: arrival?.afterPurchase === true };
};
