import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerKind, type MarkedAnswer } from '../../src/observability/answer-kind.ts';
import type { AnswerKind } from '../../src/observability/metrics.ts';

const request = (method: string, url: string) => ({ method, url }) as unknown as IncomingMessage;

describe('the answer kind of a request, its metrics\' `kind` label', () => {
  it.each<[string, string, number, MarkedAnswer | undefined, AnswerKind]>([
    ['GET', '/', 200, 'static', 'static'],
    ['GET', '/', 304, 'static', 'static'],
    ['GET', '/videos/v1', 200, 'member-page', 'member-page'],
    ['GET', '/account', 200, undefined, 'rendered'],
    ['POST', '/_actions/favorites.add', 200, undefined, 'action'],
    ['POST', '/_actions/favorites.add', 400, undefined, 'action'],
    ['POST', '/account?_action=account.setDisplayName', 303, undefined, 'action'],
    ['GET', '/_actions/favorites.add', 404, 'static', 'error'],
    ['GET', '/oidc/login', 302, undefined, 'redirect'],
    ['GET', '/videos', 301, undefined, 'redirect'],
    ['GET', '/missing', 404, 'static', 'error'],
    ['GET', '/account', 503, 'static', 'error'],
    ['GET', '/account', 500, undefined, 'error'],
    ['GET', '/videos/v1', 0, 'member-page', 'error'],
  ])('%s %s answered %i (marked %s): %s', (method, url, status, marked, kind) => {
    expect(answerKind(request(method, url), status, marked)).toBe(kind);
  });
});
