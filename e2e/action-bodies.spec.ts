import { expect, test, type Page } from '@playwright/test';
import { UNKNOWN_ACTION_MESSAGE, UNREADABLE_FORM_MESSAGE, UNREADABLE_JSON_MESSAGE } from '../src/shell/action-body.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/server/request-body.ts';
import { logIn, tenantPost } from './support/login.ts';

/**
 * A body an Action cannot read is the sender's mistake: a 400 said the way the caller reads it,
 * never the error screen's 500 (src/shell/action-body.ts says where Astro would have crashed). The
 * caller is an island (RPC, `/_actions/<name>`) or a form posted to a page (`?_action=<name>`).
 */
const TENANT = 'aurora';
const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data; boundary=edge';

function post(page: Page, path: string, contentType: string, body: string) {
  return tenantPost(page, TENANT, path, { headers: { 'content-type': contentType }, body });
}

const cases: readonly [who: 'visitor' | 'member', caller: 'island' | 'form', path: string, contentType: string, body: string, message: string][] = [
  ['visitor', 'island', '/_actions/join.signup', JSON_TYPE, '{', UNREADABLE_JSON_MESSAGE],
  ['visitor', 'island', '/_actions/join.signup', MULTIPART, 'garbage', UNREADABLE_FORM_MESSAGE],
  ['visitor', 'form', '/joinnow?_action=join.signup', MULTIPART, 'garbage', UNREADABLE_FORM_MESSAGE],
  ['visitor', 'form', '/joinnow?_action=join.signup', JSON_TYPE, '{"email":', UNREADABLE_JSON_MESSAGE],
  ['member', 'island', '/_actions/ratings.rate', JSON_TYPE, '{', UNREADABLE_JSON_MESSAGE],
  ['member', 'island', '/_actions/favorites.change', MULTIPART, 'garbage', UNREADABLE_FORM_MESSAGE],
  ['member', 'form', '/account?_action=account.update', MULTIPART, 'garbage', UNREADABLE_FORM_MESSAGE],
  ['member', 'form', '/account?_action=account.update', JSON_TYPE, '   ', UNREADABLE_JSON_MESSAGE],
];

for (const [who, caller, path, contentType, body, message] of cases) {
  test(`a ${who}'s ${caller} posting ${contentType.split(';')[0] ?? ''} that does not parse to ${path} gets 400: "${message}"`, async ({ page }) => {
    if (who === 'member') await logIn(page, TENANT, 'member');
    const answer = await post(page, path, contentType, body);
    expect(answer.status).toBe(400);
    if (caller === 'island') {
      // The Action error an island's call reads (isActionError, error.code).
      expect(JSON.parse(answer.text)).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST', message });
    } else {
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.text).toContain(message);
    }
  });
}

test('a body that parses still reaches the Action, which judges its fields', async ({ page }) => {
  await logIn(page, TENANT, 'member');
  const answer = await post(page, '/_actions/ratings.rate', JSON_TYPE, '"five stars"');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.text)).toMatchObject({ type: 'AstroActionInputError' });
});

test('a body over the Action limit is refused as too large, without being read for the check', async ({ page }) => {
  const answer = await post(page, '/_actions/join.signup', JSON_TYPE, `"${'x'.repeat(DEFAULT_BODY_LIMIT_BYTES)}"`);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text)).toMatchObject({ type: 'AstroActionError', code: 'CONTENT_TOO_LARGE' });
});

for (const name of ['gems', 'gems.nope', 'constructor', 'ratings.rate.extra']) {
  test(`a post to /_actions/${name}, which names no Action, gets 404, not the error screen`, async ({ page }) => {
    const answer = await post(page, `/_actions/${name}`, JSON_TYPE, '{}');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ type: 'AstroActionError', code: 'NOT_FOUND', message: UNKNOWN_ACTION_MESSAGE });
  });
}

test('a form posted to a page with a name that is no Action gets 404', async ({ page }) => {
  const answer = await post(page, '/joinnow?_action=join', 'application/x-www-form-urlencoded', 'a=1');
  expect(answer.status).toBe(404);
  expect(answer.text).toContain(UNKNOWN_ACTION_MESSAGE);
});
