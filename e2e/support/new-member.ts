import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { GEMS_INTRO_LAST_SHOWN_COOKIE } from '../../src/features/gems/gems-intro.ts';
import { ARRIVAL_GREETED_COOKIE } from '../../src/features/consent/greeting.ts';
import { greetingMark } from '../../src/features/consent/greeting-mark.server.ts';
import { TEST_CARDS } from '../../upstream/members/billing/cards.ts';
import { accountIdOf } from '../../tests/support/member-store.ts';
import { E2E_DATA_DIR, E2E_UPSTREAM_PORT, tenantUrl } from './ports.ts';

/** A member made by a journey for itself: journeys that change a membership leave the demo accounts as they are. */
export interface NewMember {
  accountId: string;
  email: string;
  password: string;
}

async function upstreamGraphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`The upstream refused: ${body.errors?.map((error) => error.message).join('; ')}`);
  return body.data;
}

/**
 * A single-site member of `site` (e.g. 'BLAZE') at its monthly price, joined at the stand-in biller
 * itself with the approving test card: the join form is the join's own journeys' subject, not these.
 */
export async function joinThroughBiller(site: string): Promise<NewMember> {
  const { getJoinOptions } = await upstreamGraphql<{ getJoinOptions: { options: { joinOptionId: string; trial: boolean; multisiteType: string | null; periodDays: number }[] } }>(
    'query o($site: String!) { getJoinOptions(site: $site) { options { joinOptionId trial multisiteType periodDays } } }',
    { site },
  );
  const monthly = getJoinOptions.options.filter((option) => !option.trial && option.multisiteType === null).sort((a, b) => a.periodDays - b.periodDays)[0];
  if (!monthly) throw new Error(`${site} sells no single-site membership`);
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  const member = { email: `journey-${id}@example.test`, password: `Journey${id.slice(0, 8)}` };
  const input = { site, joinOptionId: monthly.joinOptionId, ...member, username: `j${id}`, card: { number: TEST_CARDS.approves, expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() };
  const { signup } = await upstreamGraphql<{ signup: { status: string } }>('mutation s($input: SignupInput!) { signup(input: $input) { status } }', { input });
  expect(signup.status).toBe('APPROVED');
  return { ...member, accountId: accountIdOf(E2E_DATA_DIR, member.email)! };
}

/** Logs the member in through the provider's own form, greeted already and shown the gems intro today (as e2e/support/login.ts's demo logins), onto `path`. */
export async function logInAsNewMember(page: Page, tenant: string, member: NewMember, path: string): Promise<void> {
  const url = tenantUrl(tenant, '/');
  await page.context().addCookies([
    { name: GEMS_INTRO_LAST_SHOWN_COOKIE, value: String(Date.now()), url },
    { name: ARRIVAL_GREETED_COOKIE, value: greetingMark(member.accountId), url },
  ]);
  await page.goto(tenantUrl(tenant, `/oidc/login?uri=${encodeURIComponent(path)}`));
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, path));
}
