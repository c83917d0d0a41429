import { describe, expect, it } from 'vitest';
import { choiceOutcome, isAllowedUsername, selectionTarget } from '../../src/features/username/choose-username.ts';
import type { UsernameChoice } from '../../src/features/username/username-calls.server.ts';
import { needsUsername } from '../../src/membership/username.ts';
import { loginCompleteUrl, usernameSelectionUrl } from '../../src/routing/paths.ts';
import { INVALID_USERNAME_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../../src/validation/index.ts';

// Membership spec section 2's username selection and section 5's rule: 3 to 20 lower-case letters
// and numbers, permanent once chosen.

describe('who is asked to choose a username', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['a member the gateway says has none', null, true],
    ['a member who has one', 'member', false],
    // Absent is unknown, never none: a gateway without the field does not ask every member.
    ['a member whose gateway does not say', undefined, false],
  ])('%s: %s', (_case, username, asked) => {
    expect(needsUsername({ username })).toBe(asked);
  });
});

describe('the username selection goes on to where the member was going', () => {
  it.each<[string, string | null, string]>([
    ['the page the login was for', '/videos?page=2', '/videos?page=2'],
    ['home without one', null, '/'],
    ['home for another site', '//evil.example', '/'],
    ['home for a script', 'javascript:alert(1)', '/'],
    ['home for the selection itself, which would only send the member on', '/username?uri=%2Faccount', '/'],
  ])('%s', (_case, returnTo, target) => {
    expect(selectionTarget(returnTo)).toBe(target);
  });

  it('is reached with that page in its query', () => {
    expect(usernameSelectionUrl('/videos?page=2')).toBe('/username?uri=%2Fvideos%3Fpage%3D2');
  });
});

describe('a choice of username', () => {
  it.each<[string, boolean]>([
    ['newname20', true],
    ['abc', true],
    ['a'.repeat(20), true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['NewName', false],
    ['new name', false],
    ['new-name', false],
    ['', false],
  ])('%j is sent to the gateway: %s', (typed, allowed) => {
    expect(isAllowedUsername(typed)).toBe(allowed);
  });

  it.each<[UsernameChoice, ReturnType<typeof choiceOutcome>]>([
    ['CHOSEN', { kind: 'redirect', location: '/videos' }],
    // Chosen before (in another tab): nothing to choose, on to the page.
    ['ALREADY_CHOSEN', { kind: 'redirect', location: '/videos' }],
    ['TAKEN', { kind: 'invalid', message: USERNAME_TAKEN_MESSAGE, value: 'newname', target: '/videos' }],
    ['INVALID', { kind: 'invalid', message: INVALID_USERNAME_MESSAGE, value: 'newname', target: '/videos' }],
  ])('the gateway’s %s leads to %j', (choice, outcome) => {
    expect(choiceOutcome(choice, 'newname', '/videos')).toEqual(outcome);
  });
});

describe('the login callback’s loading screen', () => {
  it('goes on to the completion with the provider’s answer and nothing else of the query', () => {
    const query = new URLSearchParams({ code: 'c0de', state: 's&t', iss: 'http://idp.example/oidc', next: '//evil.example' });
    expect(loginCompleteUrl(query)).toBe('/oidc/callback/complete?code=c0de&state=s%26t&iss=http%3A%2F%2Fidp.example%2Foidc');
  });
});
