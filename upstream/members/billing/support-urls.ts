import { EXTERNAL_BILLERS, NATIVE_BILLERS } from './billers.ts';

/**
 * Membership spec section 3: "Billers: EPOCH, SEGPAY, VXNBILL, CENTROBILL (internal) and ECHST,
 * SUPPORTSK, SPIZOO (external), each with a support URL". The stand-in's billers' support pages, as
 * the subscription's `billerUrl` answers them: where a member manages or cancels what a biller bills.
 */
export const BILLER_SUPPORT_URLS: Readonly<Record<(typeof NATIVE_BILLERS)[number] | (typeof EXTERNAL_BILLERS)[number], string>> = {
  EPOCH: 'https://support.epoch.example/',
  SEGPAY: 'https://support.segpay.example/',
  VXNBILL: 'https://support.vxnbill.example/',
  CENTROBILL: 'https://support.centrobill.example/',
  ECHST: 'https://support.echst.example/',
  SUPPORTSK: 'https://support.supportsk.example/',
  SPIZOO: 'https://support.spizoo.example/',
};

/** The biller's support URL, or null for no biller (a guest's) or one the stand-in does not know. */
export function billerSupportUrl(billerName: string | null): string | null {
  return billerName !== null && Object.hasOwn(BILLER_SUPPORT_URLS, billerName) ? BILLER_SUPPORT_URLS[billerName as keyof typeof BILLER_SUPPORT_URLS] : null;
}
