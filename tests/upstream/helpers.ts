import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemberResolvers, memberTypeDefs, type MemberFeature } from '../../upstream/members/index.ts';
import type { VerifyAccessToken } from '../../upstream/members/resolvers.ts';
import { startUpstream, type Upstream, type UpstreamPart } from '../../upstream/server.ts';
import { SITE_HEADER } from '../../upstream/members/call-site.ts';

/**
 * The tests' stand-in for the identity provider's token check (tests/identity tests the real one):
 * `token-<account>` is that account's live token.
 */
const TEST_TOKEN_PREFIX = 'token-';

/** The live token of `account` under `verifyTestToken`. */
export const testTokenOf = (account: string): string => `${TEST_TOKEN_PREFIX}${account}`;

/**
 * The site the tests' member calls are made on (the site header, src/http/site-header.ts): the
 * combined site, which shows every brand's items, so a test of rights meets the rights of the item's
 * own brand. The tests of which brand's items a site may name pass a site of their own.
 */
export const TEST_CALL_SITE = 'JADE';

/** The headers of a member call as `account` (none for a visitor) on `site`. */
export function memberHeaders(account: string | null | undefined, site: string = TEST_CALL_SITE): Record<string, string> {
  return account ? { authorization: `Bearer ${testTokenOf(account)}`, [SITE_HEADER]: site } : {};
}

/** The members part's own schema (profile and member state), for tests that serve only some features beside it. */
export const memberBaseFeature: MemberFeature = {
  create: ({ directory, verify }) => ({ graphql: { typeDefs: memberTypeDefs, resolvers: createMemberResolvers(directory, verify) } }),
};

/** The test upstream's token check: `token-<account>` for that account, anything else refused. */
export const verifyTestToken: VerifyAccessToken = async (token) =>
  token.startsWith(TEST_TOKEN_PREFIX) ? { accountId: token.slice(TEST_TOKEN_PREFIX.length), scopes: ['openid'] } : null;

/**
 * A real upstream on an OS-assigned port over a fresh data folder, removed when it closes; `parts`
 * are built on that folder (e.g. the member features a test needs).
 */
export async function startTestUpstream(size = 24, parts: (dataDir: string) => UpstreamPart[] = () => []): Promise<Upstream & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
  const upstream = await startUpstream({ port: 0, dataDir, size, parts: parts(dataDir) });
  return {
    ...upstream,
    dataDir,
    close: async () => {
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs one GraphQL query and returns its `data`, failing loudly on GraphQL errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read ad-hoc answers; see eslint.config.js
export async function query<T = any>(url: string, document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/**
 * One JSON request to a test upstream, as `account` when one is given (with its `testTokenOf`, on
 * `site` or TEST_CALL_SITE). A
 * string body goes as it is (for a malformed body), anything else as JSON; the answer is the status
 * and the parsed body.
 */
export async function requestAs(
  url: string,
  path: string,
  { method = 'POST', body, account, site }: { method?: string; body?: unknown; account?: string | undefined; site?: string | undefined } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...memberHeaders(account, site) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
