import { z } from 'zod';
import { openSignedValue, signValue } from '../../session/signed-value.ts';
import { outgoingUpsellConfirmationSchema, type OutgoingUpsellConfirmation } from './offer-confirmation.ts';


/**
 * How long a confirmation may be confirmed after the upstream made it: time to read the offer, not a
 * link to keep. Past it the member opens the offer's link again and the upstream answers afresh.
 */
export const CONFIRMATION_LIFETIME_MS = 30 * 60 * 1000;

/** Longest `confirmation` query value or Action input read: a signed confirmation is about a kilobyte. */
export const MAX_SIGNED_CONFIRMATION_LENGTH = 8192;

/** Whom a confirmation was made for: the member (their profile's uuid) on one tenant. */
export interface ConfirmationHolder {
  member: string;
  tenant: string;
}

/**
 * What the server signs (src/session/signed-value.ts): the upstream's confirmation as it answered it,
 * with the link to buy, for one member on one tenant, until a time. The browser carries it from
 * /oneclick/outgoing-upsell to /deals and back to the Action, and can change none of it.
 */
const signedConfirmationSchema = z.object({
  confirmation: outgoingUpsellConfirmationSchema,
  member: z.string().min(1),
  tenant: z.string().min(1),
  expiresAt: z.number().int(),
});

/** Why a confirmation was refused: not one the server signed (forged, altered, cut), too old, or made for someone else. */
export type ConfirmationProblem = 'unsigned' | 'expired' | 'not-yours';
export type ConfirmationCheck = { ok: true; confirmation: OutgoingUpsellConfirmation } | { ok: false; problem: ConfirmationProblem };

/** The confirmation as /deals' `confirmation` query value: the upstream's answer, signed for `holder` until the lifetime is up. */
export function signConfirmation(key: Buffer, confirmation: OutgoingUpsellConfirmation, holder: ConfirmationHolder, now: number): string {
  return signValue(key, { confirmation, ...holder, expiresAt: now + CONFIRMATION_LIFETIME_MS });
}

/**
 * The confirmation a signed value holds, when the server signed it for this very member and tenant
 * and it has not expired; else why not. Nothing of an unsigned value is read: a price, a title or a
 * link the server did not get from the upstream is never shown, nor bought.
 */
export function openConfirmation(key: Buffer, signed: string | null | undefined, holder: ConfirmationHolder, now: number): ConfirmationCheck {
  if (!signed || signed.length > MAX_SIGNED_CONFIRMATION_LENGTH) return { ok: false, problem: 'unsigned' };
  const parsed = signedConfirmationSchema.safeParse(openSignedValue(key, signed));
  if (!parsed.success) return { ok: false, problem: 'unsigned' };
  const { confirmation, member, tenant, expiresAt } = parsed.data;
  if (member !== holder.member || tenant !== holder.tenant) return { ok: false, problem: 'not-yours' };
  if (expiresAt <= now) return { ok: false, problem: 'expired' };
  return { ok: true, confirmation };
}

/** The holder of a confirmation made or read on this request: its member on its tenant. */
export function confirmationHolder(member: { profile: { uuid: string } }, tenant: { tenant: string }): ConfirmationHolder {
  return { member: member.profile.uuid, tenant: tenant.tenant };
}
