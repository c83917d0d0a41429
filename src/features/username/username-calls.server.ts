import { z } from 'zod';
import { SET_USERNAME } from '../../gateway/documents/member.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';

/** How the gateway answers a choice of username (contract: upstream/members/schema.graphql UsernameChoice). */
export const USERNAME_CHOICES = ['CHOSEN', 'TAKEN', 'INVALID', 'ALREADY_CHOSEN'] as const;
export type UsernameChoice = (typeof USERNAME_CHOICES)[number];

const choiceResult = resultOf(z.object({ status: z.enum(USERNAME_CHOICES), username: z.string().nullable() }));

/** The member's username, once: the gateway's verdict. A change: the member's cached profile is asked afresh. */
export async function setUsername(gateway: MemberGateway, username: string): Promise<UsernameChoice> {
  return (await gateway.mutate('setUsername', SET_USERNAME, { username }, choiceResult)).status;
}
