import type { RequestContext } from '../../server/request-context.ts';
import { hasArrivalWork, queryBehaviour, queryMemberOf, type QueryBehaviour } from '../../shell/query-behaviour.ts';

/**
 * Membership spec section 2: what the query of a member's page asks for (modals, markers), decided
 * on the server and applied in the browser (islands/shell/modals/arrival.ts); `arrivalData` is set only
 * when the browser has something to do. Nothing for a visitor or a prerendered page.
 */
export function arrivalOfRequest(context: RequestContext | undefined): { arrival: QueryBehaviour | null; arrivalData: string | undefined } {
  const member = context?.member ?? null;
  const arrival = context && member ? queryBehaviour(context.url.searchParams, queryMemberOf(member)) : null;
  const arrivalData = context && arrival && hasArrivalWork(arrival, context.url) ? JSON.stringify(arrival) : undefined;
  return { arrival, arrivalData };
}
