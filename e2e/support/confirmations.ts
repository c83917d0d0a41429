import { expect, type Page } from '@playwright/test';
import { signConfirmation, type ConfirmationHolder } from '../../src/features/upsells/confirmation.ts';
import type { OutgoingUpsellConfirmation } from '../../src/features/upsells/offer-confirmation.ts';
import { CONFIRMATION_PARAM } from '../../src/routing/partner-paths.ts';
import { partnerSettings, readEnv } from '../../src/settings/env.ts';
import { E2E_SIGNING_SECRET, tenantUrl } from './ports.ts';

/** What a signed confirmation's payload holds (src/features/upsells/confirmation.ts). */
export interface ConfirmationPayload extends ConfirmationHolder {
  confirmation: OutgoingUpsellConfirmation;
  expiresAt: number;
}

/** A partner offer's one-click link, a fresh offer each call so none was bought before. */
export function outgoingUpsellPath(offer: string): string {
  const query = new URLSearchParams({ epoch_upsellid: offer, member_link: 'https://velvet-dating.example/members', tour_link_code: 'https://velvet-dating.example/tour', gas_cid: 'e2e-click' });
  return `/oneclick/outgoing-upsell?${query}`;
}

/** Opens an offer's one-click link as the member, and answers the signed confirmation /deals was sent. */
export async function signedConfirmationOf(page: Page, tenant: string, offer: string): Promise<string> {
  await page.goto(tenantUrl(tenant, outgoingUpsellPath(offer)));
  await expect(page).toHaveURL(/\/deals\?confirmation=/);
  return new URL(page.url()).searchParams.get(CONFIRMATION_PARAM) ?? '';
}

/** The payload of a signed confirmation, read as anyone can read it (it is signed, not hidden). */
export function payloadOf(signed: string): ConfirmationPayload {
  return JSON.parse(Buffer.from(signed.split('.')[0] ?? '', 'base64url').toString('utf8')) as ConfirmationPayload;
}

/** The same payload with `change` made and the signature kept: what an attacker can send. */
export function alteredConfirmation(signed: string, change: (payload: ConfirmationPayload) => void): string {
  const payload = payloadOf(signed);
  change(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signed.split('.')[1] ?? ''}`;
}

/** A confirmation signed as the end-to-end site signs (its known SIGNING_SECRET): what only the server can make. */
export function signedAsTheSite(confirmation: OutgoingUpsellConfirmation, holder: ConfirmationHolder): string {
  return signConfirmation(partnerSettings(readEnv({ SIGNING_SECRET: E2E_SIGNING_SECRET })).confirmationKey, confirmation, holder, Date.now());
}
