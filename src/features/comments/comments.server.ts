import { isGatewayError } from '../../gateway/errors.ts';
import type { WarnLog } from '../../gateway/failure.ts';
import { COMMENT_FAILURES, COMMENT_REFUSAL_CODES, type CommentAction } from './comment-rules.ts';

/** What a comment call comes to: its answer, or the message to show where the member acted. */
export type CommentOutcome<T> = { ok: true; data: T } | { ok: false; refused: boolean; message: string };

/**
 * Runs one comment call for the member. The gateway's refusals of the spec (a duplicate, a second
 * vote, banned words, a right the member lacks) are shown in the gateway's words; any other failure
 * of the gateway is logged and shown as the action's failure message (membership spec section 8).
 */
export async function commentOutcome<T>(action: CommentAction, call: () => Promise<T>, log: WarnLog): Promise<CommentOutcome<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    // Anything but a gateway failure is a bug and goes on to the 500.
    if (!isGatewayError(error)) throw error;
    if (error.code !== undefined && COMMENT_REFUSAL_CODES.includes(error.code) && error.refusal) {
      return { ok: false, refused: true, message: error.refusal.message };
    }
    log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error, action }, 'comment call failed');
    return { ok: false, refused: false, message: COMMENT_FAILURES[action] };
  }
}
