import { expect, test } from '@playwright/test';
import { TenantBrowser } from '../scripts/lib/browser.ts';
import { allowedPartnerUrl } from '../src/features/upsells/partner-allow-list.ts';
import { DEFAULT_PARTNER_HOSTS, oidcIssuer, readEnv } from '../src/settings/env.ts';
import { CREDIT_CARD_UPDATE_BASE } from '../upstream/members/member-directory.ts';
import { crawl } from './support/crawl.ts';
import { demoEmail } from './support/login.ts';
import { E2E_PORT, E2E_UPSTREAM_PORT } from './support/ports.ts';
import { TENANTS } from './support/tenants.ts';

/*
 * Every link goes somewhere: every tenant crawled from its home page as a visitor and as a member,
 * following every link (e2e/support/crawl.ts), over HTTP from Node. None answers 404 or a server
 * error, and none leaves for a host this run does not serve or know: a sister brand's public
 * address (`https://www.<brand>.example`) leads nowhere on this run, which serves the brand at
 * `http://<brand>.localhost:<port>`.
 */

/**
 * The member: an active multi-site member of the default package who has unlocked no channel pack,
 * so that the crawl meets the channels, the packs and a denied channel video's links to its pack.
 * Its crawl only reads: no other journey's account, and the routes that act are never followed.
 */
const MEMBER = 'multisite';
/** A hang guard for the largest tenant (the combined one, ~1,700 pages), not a timing. */
const CRAWL_BUDGET_MS = 300_000;

const served = new Set(TENANTS.map((tenant) => `${tenant.tenant}.localhost:${E2E_PORT}`));
/** The tenants' public hosts, which a local run does not serve: a link there is a dead link. */
const publicHosts = new Set(TENANTS.flatMap((tenant) => [...tenant.hosts, new URL(tenant.tourUrl).hostname, new URL(tenant.membersUrl).hostname]));
const identityProvider = new URL(oidcIssuer(readEnv({ UPSTREAM_PORT: String(E2E_UPSTREAM_PORT) }))).host;
/** The biller's own card page, which the stand-in biller names for a member's credit card update. */
const billerCardPage = new URL(CREDIT_CARD_UPDATE_BASE).host;

function knownHost(url: URL): boolean {
  if (served.has(url.host) || url.host === identityProvider || url.host === billerCardPage) return true;
  if (publicHosts.has(url.hostname)) return false;
  // The partners, their deals and the curator's networks: the hosts a member may be sent to.
  return allowedPartnerUrl(url.href, DEFAULT_PARTNER_HOSTS) !== null;
}

for (const { tenant } of TENANTS) {
  test(`${tenant}: every link a visitor follows answers, and stays on hosts this run knows`, async () => {
    test.setTimeout(CRAWL_BUDGET_MS);
    const visitor = new TenantBrowser(E2E_PORT, `${tenant}.localhost:${E2E_PORT}`);
    const { fetched, problems } = await crawl(visitor, { knownHost, member: false });
    expect(problems).toEqual([]);
    expect(fetched).toBeGreaterThan(50);
  });

  test(`${tenant}: every link a member follows answers, and stays on hosts this run knows`, async () => {
    test.setTimeout(CRAWL_BUDGET_MS);
    const member = new TenantBrowser(E2E_PORT, `${tenant}.localhost:${E2E_PORT}`);
    await member.logIn(demoEmail(MEMBER));
    const { fetched, problems } = await crawl(member, { knownHost, member: true });
    expect(problems).toEqual([]);
    expect(fetched).toBeGreaterThan(20);
  });
}
