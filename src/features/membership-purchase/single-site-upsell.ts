import { z } from 'zod';
import type { JoinOption } from '../join/join-option.ts';
import { joinFormSchema } from '../join/join-form.ts';

/** A join option id as the biller makes them (digits). */
export const joinOptionIdSchema = z.string().regex(/^\d{1,10}$/);

/**
 * The single-site one-click Action's input (internalUpsellOneclickSinglesite): the option and the
 * attempt's key. The site bought is always the one the member is on, so it is not the client's to say.
 */
export const singleSiteUpsellInput = z.object({ joinOptionId: joinOptionIdSchema, idempotencyKey: joinFormSchema.shape.idempotencyKey });

/** What one click buys of a brand alone: its own paid options (a trial is for newcomers, on the join page). */
export function oneClickSingleSiteOptions(options: readonly JoinOption[]): JoinOption[] {
  return options.filter((option) => option.multisiteType === null && !option.trial);
}

/**
 * Membership spec section 9: "Special offer: 33% off for members from another origin": a member of
 * one brand buys every sister brand at that discount (the biller prices the special options; the
 * purchase modal says what it is).
 */
export const SPECIAL_OFFER_PERCENT_OFF = 33;

export type PurchaseChoiceKind = 'singleSite' | 'multisite';
export interface PurchaseChoice {
  kind: PurchaseChoiceKind;
  option: JoinOption;
}

/**
 * What the 'sixSite' purchase modal lists (membership spec section 6: "the purchase modal with
 * singlesite included"): this brand's single-site options first when the offer includes them, then
 * the multisite ones at the special price.
 */
export function purchaseChoices(singleSite: readonly JoinOption[], multisite: readonly JoinOption[], offerIncludesSingleSite: boolean): PurchaseChoice[] {
  return [
    ...(offerIncludesSingleSite ? oneClickSingleSiteOptions(singleSite).map((option) => ({ kind: 'singleSite' as const, option })) : []),
    ...multisite.map((option) => ({ kind: 'multisite' as const, option })),
  ];
}
