import { readFileSync } from 'node:fs';
import { createGraphQLError } from 'graphql-yoga';
import type { MemberFeature } from '../member-feature.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import { createCamsRoute } from './cams.ts';
import { OUTGOING_UPSELL_STORE_SCHEMA, outgoingUpsells, upsellKey, type OutgoingUpsellRequest, type OutgoingUpsells } from './outgoing-upsell.ts';

export { CAMS_PATH, CAMS_STAND_IN_PARAMETER, CAMS_OUTSIDE_PARTNER_URL, CAMS_PARTNER_ORIGIN } from './cams.ts';
export { DECLINED_UPSELL_ID, STAND_IN_CONFIRMATION, UPSELL_FAILURE_PATH, UPSELL_SUCCESS_PATH } from './outgoing-upsell.ts';

const partnersTypeDefs = readFileSync(new URL('./partners.graphql', import.meta.url), 'utf8');

export function createPartnerResolvers(upsells: OutgoingUpsells, verify: VerifyAccessToken, now: () => Date = () => new Date()) {
  return {
    Mutation: {
      async outgoingUpsellOneclick(_: unknown, { input }: { input: OutgoingUpsellRequest }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const key = upsellKey(input);
        if (key === null) {
          throw createGraphQLError('An outgoing upsell names its offer: give epochUpsellId, segpayUpsellId or rgUpsellId.', { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return upsells.request(accountId, key, input, now());
      },
      async outgoingUpsellOneclickTracking(_: unknown, { input }: { input: { status: boolean } }, context: MemberContext) {
        return upsells.track(await memberOf(context, verify), input.status, now());
      },
    },
  };
}

/**
 * The partners' side of the upstream: the outgoing one-click upsells and their tracking (GraphQL)
 * and the sales-payments service's cams one-click (REST). Deals are the catalogue's (`findDeals`).
 */
export const partnersFeature: MemberFeature = {
  storeSchema: OUTGOING_UPSELL_STORE_SCHEMA,
  create: ({ store, verify }) => ({
    graphql: { typeDefs: partnersTypeDefs, resolvers: createPartnerResolvers(outgoingUpsells(store), verify) },
    routes: [createCamsRoute()],
  }),
};
