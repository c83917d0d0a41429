import { readFileSync } from 'node:fs';
import type { GraphQLError } from 'graphql';
// Yoga's own error factory: under Vitest, graphql can load twice (ESM and CJS) and a GraphQLError from
// the other copy would be masked as an internal error instead of answering 401.
import { createGraphQLError } from 'graphql-yoga';
import { MemberLookupError, type CredentialResult, type MemberDirectory } from './member-directory.ts';

/** The member type definitions; `extend type Query/Mutation`, to merge after the catalogue schema. */
export const memberTypeDefs = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

/** What the resolvers need from the GraphQL context: the request, for its bearer token. */
export interface MemberContext {
  request: { headers: { get(name: string): string | null } };
}

export type VerifyAccessToken = (token: string) => Promise<{ accountId: string; scopes: string[] } | null>;

/** HTTP 401: the site sends the member to /oidc/login (membership spec section 7). */
function unauthenticated(): GraphQLError {
  return createGraphQLError('A valid access token is required', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

/** The verified account of the request's bearer token; a 401 error without one. */
export async function memberOf(context: MemberContext, verify: VerifyAccessToken): Promise<string> {
  const header = context.request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated();
  const verified = await verify(match[1]);
  if (!verified) throw unauthenticated();
  return verified.accountId;
}

/** Runs `run`, turning a MemberLookupError into a BAD_USER_INPUT GraphQL error. */
export function lookup<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof MemberLookupError) throw createGraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
    throw error;
  }
}

type Args = Record<string, unknown>;

/** Resolvers for memberTypeDefs; merge `Query` and `Mutation` into the upstream's. */
/** A credential change as the schema's CredentialChangeResult. */
function credentialChangeResult(result: CredentialResult): { success: boolean; message: string | null } {
  return result.ok ? { success: true, message: null } : { success: false, message: result.message };
}

export function createMemberResolvers(members: MemberDirectory | (() => MemberDirectory), verify: VerifyAccessToken) {
  // A function is called at the first request, so the shared directory is not built at import time.
  const directoryOf = typeof members === 'function' ? members : () => members;
  const as = <T>(fn: (accountId: string, args: Args) => T) => async (_: unknown, args: Args, context: MemberContext) => {
    const accountId = await memberOf(context, verify);
    return lookup(() => fn(accountId, args));
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the directory's methods are closures (createMemberDirectory) and never use `this`
  const directory = new Proxy({} as MemberDirectory, { get: (_, name) => directoryOf()[name as keyof MemberDirectory] });
  const setAutoplay = as((id, args) => directory.setAutoplay(id, args['autoplayEnabled'] as boolean));
  return {
    Query: {
      getFullUserProfile: as((id, args) => directory.getFullUserProfile(id, args['site'] as string)),
      getUserSubscription: as((id, args) => directory.getUserSubscription(id, args['site'] as string)),
      creditCardUpdate: as((id) => ({ url: directory.creditCardUpdateUrl(id) })),
    },
    Mutation: {
      setDisplayName: as((id, args) => directory.setDisplayName(id, args['displayName'] as string)),
      setUsername: as((id, args) => directory.setUsername(id, args['username'] as string)),
      setAutoplay,
      updateUserAutoplay: setAutoplay,
      setEmailConsent: as((id, args) => directory.setEmailConsent(id, args['emailConsent'] as boolean)),
      setRelationship: as((id, args) =>
        directory.setRelationship(id, args['relationshipStatus'] as string, args['relationshipRole'] as string),
      ),
      createTandemChildAccount: as((id, args) => credentialChangeResult(directory.createTandemChildAccount(id, args['email'], args['password']))),
      endAllSessions: as((id) => {
        directory.accounts.endSessions(id);
        return true;
      }),
      changePassword: as((id, args) =>
        credentialChangeResult(
          directory.changePassword(id, {
            oldPassword: args['oldPassword'] as string,
            newPassword: args['newPassword'] as string,
            newPasswordConfirmation: args['newPasswordConfirmation'] as string,
          }),
        ),
      ),
    },
  };
}
