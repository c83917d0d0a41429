import type { Logger } from '../../server/log.ts';
import type { Operator, OpsConsole } from './console-model.ts';

/**
 * What the site server hands the console's pages and Actions as `Astro.locals.ops`: the server's,
 * apart from the console's model, which the islands read.
 */
export interface OpsLocals {
  operator: Operator;
  console: OpsConsole;
  /** This request's log: its lines carry the correlation id. */
  log: Logger;
}
