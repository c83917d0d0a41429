import { createGraphQLError } from 'graphql-yoga';
import { COMMENT_REFUSALS, type CommentRefusalCode } from './rules.ts';

/** A comment request refused with the spec's message for its code (or `message`). */
export function refused(code: CommentRefusalCode | 'FORBIDDEN' | 'COMMENT_NOT_FOUND' | 'BAD_USER_INPUT', message?: string) {
  const text = message ?? (code in COMMENT_REFUSALS ? COMMENT_REFUSALS[code as CommentRefusalCode] : code);
  return createGraphQLError(text, { extensions: { code } });
}
