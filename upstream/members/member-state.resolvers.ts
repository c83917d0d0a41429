import { readFileSync } from 'node:fs';
import { createGraphQLError } from 'graphql-yoga';
import type { MemberFeature } from './member-feature.ts';
import { healthWarningFlag, MEMBER_STATE_STORE_SCHEMA, memberStateRecords, type MemberStateRecords } from './member-state.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';

const memberStateTypeDefs = readFileSync(new URL('./member-state.graphql', import.meta.url), 'utf8');

/** `when` is a String in the schema, so GraphQL hands over a string or nothing. */
function whenOf(value: string | null | undefined, now: Date): Date {
  if (value === undefined || value === null) return now;
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) throw createGraphQLError(`"when" must be an ISO date-time, got "${value}"`, { extensions: { code: 'BAD_USER_INPUT' } });
  return when;
}

export function createMemberStateResolvers(records: MemberStateRecords, verify: VerifyAccessToken, now: () => Date = () => new Date()) {
  const as = (fn: (accountId: string, args: Record<string, unknown>) => void) => async (_: unknown, args: Record<string, unknown>, context: MemberContext) => {
    fn(await memberOf(context, verify), args);
    return true;
  };
  return {
    Mutation: {
      acknowledgeGemsIntro: as((id, args) => records.setFlag(id, 'gemsIntro', whenOf(args['when'] as string | null | undefined, now()))),
      acknowledgeNewGemsBalance: as((id) => records.acknowledgeGems(id, now())),
      acknowledgePromotionalTeaserViewed: as((id) => records.setFlag(id, 'teaserViewed', now())),
      acknowledgeHealthWarning: as((id, args) => {
        const code = args['usaHealthWarningStateCode'] as string;
        const flag = healthWarningFlag(code);
        if (!flag) throw createGraphQLError(`No health warning for state "${code}": TX and AL have one.`, { extensions: { code: 'BAD_USER_INPUT' } });
        records.setFlag(id, flag, now());
      }),
    },
  };
}

/** The member's one-time acknowledgements as a member feature of the upstream. */
export const memberStateFeature: MemberFeature = {
  storeSchema: MEMBER_STATE_STORE_SCHEMA,
  create: ({ store, verify }) => ({ graphql: { typeDefs: memberStateTypeDefs, resolvers: createMemberStateResolvers(memberStateRecords(store), verify) } }),
};
