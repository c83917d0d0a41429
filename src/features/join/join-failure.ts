import type { GatewayErrorKind } from '../../gateway/errors.ts';
import { JOIN_MESSAGES } from './join-form.ts';

/**
 * A join's gateway failure as the visitor reads it: the spec's message and a code to quote to
 * support (`GATEWAY_BAD_ANSWER`), the same whether the offers or the signup failed. The server's
 * (it names the gateway's kinds): the join form's island never loads it.
 */
export function failedToStartMessage(kind: GatewayErrorKind): string {
  return `${JOIN_MESSAGES.failedToStart} (GATEWAY_${kind.toUpperCase().replaceAll('-', '_')})`;
}
