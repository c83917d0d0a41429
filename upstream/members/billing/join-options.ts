import type { MultisitePackage, TenantConfig, TenantId } from '../../../src/tenants/schema.ts';

/**
 * What can be bought (membership spec sections 1 and 3: "Join options carry joinOptionId"). Each
 * brand sells itself (monthly, yearly, a two-day trial) and each multisite package it belongs to for
 * 1, 3 or 12 months; multisite2025's ids are the spec's (3045, 3046, 3047, and 2566, 2567, 2568 at
 * the special price). The special options (33% off, spec section 9: "for members from another
 * origin") are sold to existing members by the one-click multisite upsell, not on the join page.
 */
export type OptionKind = 'monthly' | 'yearly' | 'trial';

export interface JoinOption {
  joinOptionId: string;
  /** null: a single-site subscription of `site`. */
  package: MultisitePackage | null;
  site: TenantId;
  name: string;
  /** What is charged now. */
  price: number;
  /** What each rebill charges. */
  rebillPrice: number;
  currency: 'USD';
  /** Days until the first rebill. */
  periodDays: number;
  /** Days between rebills after the first (a trial rebills monthly once its own days are over). */
  rebillPeriodDays: number;
  /** A trial: a trial subscription until it is upgraded or rebilled. */
  trial: boolean;
  /** Pay-per-video credits the deal comes with: a trial's videos of the member's choice. */
  payPerVideoCredits: number;
  special: boolean;
  /** The native biller that bills it. */
  billerName: string;
}

const CURRENCY = 'USD';
/** Membership spec section 9: "Special offer: 33% off for members from another origin." */
export const SPECIAL_OFFER_DISCOUNT = 0.33;
/** A yearly term: the join options' and the one-click's "yearly" is any period this long or longer. */
export const YEAR_DAYS = 365;
const SINGLE_SITE = { monthly: 29.95, yearly: 99.96, trial: 1.0, trialDays: 2 } as const;
/**
 * A brand's paid trial unlocks this many of its videos with credits (membership spec section 6:
 * "Trial (not the premium-plus brand): unlocked videos per unlocked list"). The premium-plus brand is
 * not sold by the video: its trial plays its library and comes with no credits.
 */
export const TRIAL_PAY_PER_VIDEO_CREDITS = 5;
/** Each package's 1-, 3- and 12-month terms with their option ids, standard and special. */
const MULTISITE_TERMS = [
  { months: 1, price: 39.95, ids: { multisite2020: ['1045', '1566'], multisiteVP: ['4045', '4566'], multisite2025: ['3045', '2566'] } },
  { months: 3, price: 89.95, ids: { multisite2020: ['1046', '1567'], multisiteVP: ['4046', '4567'], multisite2025: ['3046', '2567'] } },
  { months: 12, price: 239.4, ids: { multisite2020: ['1047', '1568'], multisiteVP: ['4047', '4568'], multisite2025: ['3047', '2568'] } },
] as const satisfies readonly { months: number; price: number; ids: Record<MultisitePackage, readonly [string, string]> }[];
const PACKAGE_BILLER: Record<MultisitePackage, string> = { multisite2020: 'VXNBILL', multisiteVP: 'VXNBILL', multisite2025: 'SEGPAY' };
const PACKAGE_NAMES: Record<MultisitePackage, string> = { multisite2020: 'All 7 sites', multisiteVP: 'All 8 sites', multisite2025: 'All 9 sites' };
const DAYS_PER_MONTH = 30;

const cents = (value: number) => Math.round(value * 100) / 100;

function singleSiteOptions(tenant: TenantConfig, index: number): JoinOption[] {
  const billerName = tenant.role === 'premium-plus' ? 'CENTROBILL' : 'EPOCH';
  const base = { package: null, site: tenant.tenant, currency: CURRENCY, special: false, billerName, payPerVideoCredits: 0 } as const;
  const id = (n: number) => String(100 * (index + 1) + n);
  return [
    { ...base, joinOptionId: id(1), name: `${tenant.name}, monthly`, price: SINGLE_SITE.monthly, rebillPrice: SINGLE_SITE.monthly, periodDays: DAYS_PER_MONTH, rebillPeriodDays: DAYS_PER_MONTH, trial: false },
    { ...base, joinOptionId: id(2), name: `${tenant.name}, yearly`, price: SINGLE_SITE.yearly, rebillPrice: SINGLE_SITE.yearly, periodDays: YEAR_DAYS, rebillPeriodDays: YEAR_DAYS, trial: false },
    {
      ...base,
      joinOptionId: id(3),
      name: `${tenant.name}, ${SINGLE_SITE.trialDays}-day trial`,
      price: SINGLE_SITE.trial,
      rebillPrice: SINGLE_SITE.monthly,
      periodDays: SINGLE_SITE.trialDays,
      rebillPeriodDays: DAYS_PER_MONTH,
      trial: true,
      payPerVideoCredits: tenant.role === 'premium-plus' ? 0 : TRIAL_PAY_PER_VIDEO_CREDITS,
    },
  ];
}

function packageOptions(name: MultisitePackage, site: TenantId): JoinOption[] {
  return (['standard', 'special'] as const).flatMap((variant) =>
    MULTISITE_TERMS.map((term) => {
      const price = variant === 'special' ? cents(term.price * (1 - SPECIAL_OFFER_DISCOUNT)) : term.price;
      return {
        joinOptionId: term.ids[name][variant === 'standard' ? 0 : 1],
        package: name,
        site,
        name: `${PACKAGE_NAMES[name]}, ${term.months} month${term.months > 1 ? 's' : ''}${variant === 'special' ? ' (special offer)' : ''}`,
        price,
        rebillPrice: price,
        currency: CURRENCY,
        periodDays: term.months * DAYS_PER_MONTH,
        rebillPeriodDays: term.months * DAYS_PER_MONTH,
        trial: false,
        payPerVideoCredits: 0,
        special: variant === 'special',
        billerName: PACKAGE_BILLER[name],
      };
    }),
  );
}

/** Every option a brand sells (the combined tenant sells none: it is hidden from the payment page). */
export function optionsOf(tenant: TenantConfig, index: number): JoinOption[] {
  if (!tenant.visibility.paymentPage || !tenant.standalone) return [];
  return [...singleSiteOptions(tenant, index), ...tenant.multisitePackages.flatMap((name) => packageOptions(name, tenant.tenant))];
}

export interface JoinOptionCatalogue {
  /** Every option `tenant` sells, special ones included. */
  all(tenant: TenantConfig): JoinOption[];
  /** The options the join page of `tenant` offers (special ones left out). */
  joinOptions(tenant: TenantConfig): JoinOption[];
  /** The special multisite options offered to a member of `tenant` by the one-click upsell. */
  upsellOptions(tenant: TenantConfig): JoinOption[];
  /** The option `id` as sold on `tenant`, or undefined (unknown, or not sold there). */
  find(tenant: TenantConfig, id: string): JoinOption | undefined;
}

export function joinOptionCatalogue(tenants: readonly TenantConfig[]): JoinOptionCatalogue {
  const all = new Map(tenants.map((tenant, index) => [tenant.tenant, optionsOf(tenant, index)]));
  const of = (tenant: TenantConfig) => all.get(tenant.tenant) ?? [];
  return {
    all: of,
    joinOptions: (tenant) => of(tenant).filter((option) => !option.special),
    upsellOptions: (tenant) => of(tenant).filter((option) => option.special),
    find: (tenant, id) => of(tenant).find((option) => option.joinOptionId === id),
  };
}
