import type { LoginDecision, NotFoundDecision, RedirectDecision, RouteAuth } from './decision.ts';
import type { RouteName } from './routes.ts';

/*
 * The route rules' whole answer. Apart from decision.ts because a page to serve names its route
 * from the route table (routes.ts), and the table's rules build their redirects from decision.ts.
 */

export interface ServeDecision {
  kind: 'serve';
  route: RouteName;
  /** Path parameters, already decoded, plus the query values the route's page reads. */
  params: Record<string, string>;
  auth: RouteAuth;
  /**
   * The decoded canonical path of the page to serve: no trailing slash, and `/joinnow` for any path
   * holding the joinnow segment. Safe to join to a folder: no dot segment, slash or backslash inside.
   */
  path: string;
}

/** What the site server does with a request, decided before any file is read or page rendered. */
export type RouteDecision = RedirectDecision | NotFoundDecision | LoginDecision | ServeDecision;
