import { describe, expect, it } from 'vitest';
import { planAnswer, type Answer, type AnswerFacts } from '../../src/server/answer-plan.ts';

/** A visitor asking for a prerendered page of a built tenant, no cover, no arrival: each row changes what it names. */
const VISITOR: AnswerFacts = { asker: 'visitor', arrivalFlash: false, arrivalCookies: false, membersOnly: false, covered: false, file: 'page', build: 'built' };

const visitorsFile: Answer = { kind: 'file', pageHeaders: true, remember: true };

describe('the answer to a page the route rules serve', () => {
  it.each<[string, Partial<AnswerFacts>, Answer]>([
    // One row per answer.
    ["the visitor's file, remembered by the fast path", {}, visitorsFile],
    ['a member gets the same page with their holes', { asker: 'member' }, { kind: 'member-page' }],
    ['a page without a file is rendered per request', { asker: 'member', file: 'none' }, { kind: 'rendered' }],
    ['a cover is rendered in place of the page', { covered: true, file: 'none' }, { kind: 'cover' }],
    ['a member who cannot be identified, on a page with no file, gets 503', { asker: 'unidentified', file: 'none' }, { kind: 'member-unavailable' }],
    ['a member who cannot be identified, on a page for members only, gets 503 though it has a file', { asker: 'unidentified', membersOnly: true }, { kind: 'member-unavailable' }],
    ['no server build and no file: not built', { file: 'none', build: 'absent' }, { kind: 'not-built' }],
    // The facts that decide within an answer.
    ["an arrival's cookies: the file, never remembered", { arrivalCookies: true }, { ...visitorsFile, remember: false }],
    ["a member's file that is no page (an image): sent as it is, not remembered", { asker: 'member', file: 'other' }, { kind: 'file', pageHeaders: false, remember: false }],
    ["a visitor's file that is no page: remembered", { file: 'other' }, { kind: 'file', pageHeaders: false, remember: true }],
    ['a visitor asking for a flash on arrival gets the page with holes', { arrivalFlash: true }, { kind: 'member-page' }],
    ['a member who cannot be identified reads the visitor\'s page with a notice (its holes)', { asker: 'unidentified' }, { kind: 'member-page' }],
    ['a visitor on a page without a file: rendered per request', { file: 'none' }, { kind: 'rendered' }],
    // The order in which they win.
    ['a cover wins over the file', { covered: true }, { kind: 'cover' }],
    ['a cover wins over the 503 of a member who cannot be identified (it fails closed)', { asker: 'unidentified', covered: true, file: 'none' }, { kind: 'cover' }],
    ["the visitor's file wins over a missing server build", { build: 'absent' }, visitorsFile],
    ['a cover wins over the 503 on a page for members only', { asker: 'unidentified', membersOnly: true, covered: true, file: 'none' }, { kind: 'cover' }],
    ["a file that is no page wins over the 503 on a page for members only", { asker: 'unidentified', membersOnly: true, file: 'other' }, { kind: 'file', pageHeaders: false, remember: false }],
    ['the 503 wins over a missing server build', { asker: 'unidentified', file: 'none', build: 'absent' }, { kind: 'member-unavailable' }],
    ["a missing server build sends a member's page as it is: nothing can fill its holes", { asker: 'member', build: 'absent' }, { kind: 'file', pageHeaders: false, remember: false }],
    ['a missing server build: no cover, not built', { covered: true, file: 'none', build: 'absent' }, { kind: 'not-built' }],
    // The build is asked only when the answer depends on it (loading it costs, and a broken one must not fail a visitor's file).
    ["the visitor's file without asking for the build", { build: 'unknown' }, visitorsFile],
    ['the 503 without asking for the build', { asker: 'unidentified', file: 'none', build: 'unknown' }, { kind: 'member-unavailable' }],
    ["a member's page asks for the build first", { asker: 'member', build: 'unknown' }, { kind: 'needs-build' }],
    ['a cover asks for the build first', { covered: true, file: 'none', build: 'unknown' }, { kind: 'needs-build' }],
  ])('%s', (_case, facts, answer) => {
    expect(planAnswer({ ...VISITOR, ...facts })).toEqual(answer);
  });
});
