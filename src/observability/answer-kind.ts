import type { IncomingMessage, ServerResponse } from 'node:http';
import { isActionPost } from '../http/action-request.ts';
import type { AnswerKind } from './metrics.ts';

/** What answered, as the part that answered says (a file from the static files, a member's page from its shell); `unobserved`: a probe or a scrape, not a visitor's request. */
export type MarkedAnswer = Extract<AnswerKind, 'static' | 'member-page'> | 'unobserved';
/** A property of the response rather than a WeakMap entry: every request has one, and a property costs less to set and to collect. */
const MARK = Symbol('answer kind');
type Marked = ServerResponse & { [MARK]?: MarkedAnswer };

/** Says what answers this request, for its metrics: the static files and the member shell call it. */
export function markAnswer(res: ServerResponse, kind: MarkedAnswer): void {
  (res as Marked)[MARK] = kind;
}

export function markedAnswer(res: ServerResponse): MarkedAnswer | undefined {
  return (res as Marked)[MARK];
}

/** The request's answer kind: an Action, a redirect, an error, else what the part that answered marked (a page rendered by the tenant's handler when none did). */
export function answerKind(req: IncomingMessage, status: number, marked: MarkedAnswer | undefined): AnswerKind {
  if (req.method === 'POST') {
    const url = URL.parse(req.url ?? '/', 'http://site');
    if (url && isActionPost(req.method, url)) return 'action';
  }
  if (status >= 300 && status < 400 && status !== 304) return 'redirect';
  if (status >= 400 || status === 0) return 'error';
  return marked === 'static' || marked === 'member-page' ? marked : 'rendered';
}
