import { isReelEvent } from '../tracking-paths.ts';
import { NOT_FOUND } from '../decision.ts';
import { pass, type RouteRule } from '../rule.ts';

/** /rest/reel/:event: only the four reel events of membership spec section 7 exist. */
export const reelEventRule: RouteRule = ({ params }) => (isReelEvent(params['event']) ? pass() : NOT_FOUND);
