import type { Random } from './random.ts';
import type { SiteSeeding } from './seeding.ts';
import { slugify } from './slugs.ts';
import * as words from './vocabulary.ts';

/** Deals per site for each audience but members (membership spec section 6: trial deals, expired deals). */
export const AUDIENCE_DEALS_PER_SITE = 3;

const AUDIENCE_DEAL_TEXTS = {
  trial: (partner: string, discount: number, brand: string) => `Trial special: save ${discount}% on ${partner} while you try ${brand}.`,
  expired: (partner: string, discount: number, brand: string) => `Welcome back: save ${discount}% on ${partner} when you rejoin ${brand}.`,
} as const;

type DealTerms = { dealId: number; partnerName: string; discount: number; dealText: string; exclusive: boolean; oneClickEnabled: boolean; requestPartnerConsent: boolean; slug: string };

/** A deal's data as the catalogue stores it (its JSON, in this order); the ad zone and campaign are drawn last. */
function dealData(rng: Random, terms: DealTerms) {
  const { dealId, partnerName, discount, oneClickEnabled } = terms;
  const partnerHost = `${slugify(partnerName)}.example`;
  return {
    name: `${partnerName} ${discount}% off`,
    dealText: terms.dealText,
    dealTextListing: `${discount}% off ${partnerName}`,
    discount,
    discountPrefix: 'Save',
    discountTextPostPrefix: 'off',
    discountLiteral: `${discount}%`,
    exclusive: terms.exclusive,
    partnerName,
    url: `https://${partnerHost}/deal/${dealId}`,
    oneClickUrl: oneClickEnabled ? `https://${partnerHost}/oneclick/${dealId}` : null,
    oneClickEnabled,
    requestPartnerConsent: terms.requestPartnerConsent,
    adZoneId: `zone-${rng.int(1000, 9999)}`,
    campaignId: `campaign-${rng.int(1000, 9999)}`,
    slug: terms.slug,
  };
}

/** A site's members' deals, each enabled and ranked in the carousel, the listing and the interstitial by draw. */
export function seedDeals({ insert, rng, tenant, ids, unique }: SiteSeeding, count: number): void {
  for (let n = 0; n < count; n += 1) {
    const dealId = (ids.deal += 1);
    const partnerName = rng.pick(words.PARTNER_NAMES);
    const discount = rng.int(4, 16) * 5;
    const oneClickEnabled = rng.chance(0.4);
    const exclusive = rng.chance(0.3);
    const requestPartnerConsent = rng.chance(0.5);
    const dealText = `Save ${discount}% on ${partnerName} as a ${tenant.name} member.`;
    const deal = dealData(rng, { dealId, partnerName, discount, dealText, exclusive, oneClickEnabled, requestPartnerConsent, slug: unique(slugify(`${partnerName} deal ${dealId}`)) });
    insert.deal.run(dealId, tenant.site, rng.int(1, 100), rng.int(1, 100), rng.int(1, 100), rng.chance(0.9) ? 1 : 0, rng.chance(0.8) ? 1 : 0, rng.chance(0.5) ? 1 : 0, JSON.stringify(deal));
  }
}

/** A site's trial deals and expired deals, AUDIENCE_DEALS_PER_SITE of each, enabled in the carousel and the listing. */
export function seedAudienceDeals({ insert, rng, tenant, ids, unique }: SiteSeeding): void {
  for (const [audience, text] of Object.entries(AUDIENCE_DEAL_TEXTS)) {
    for (let n = 0; n < AUDIENCE_DEALS_PER_SITE; n += 1) {
      const dealId = (ids.deal += 1);
      const partnerName = rng.pick(words.PARTNER_NAMES);
      const discount = rng.int(6, 16) * 5;
      const dealText = text(partnerName, discount, tenant.name);
      const slug = unique(slugify(`${partnerName} ${audience} deal ${dealId}`));
      const deal = dealData(rng, { dealId, partnerName, discount, dealText, exclusive: false, oneClickEnabled: false, requestPartnerConsent: false, slug });
      insert.audienceDeal.run(dealId, tenant.site, n + 1, n + 1, n + 1, 1, 1, 0, JSON.stringify(deal), audience);
    }
  }
}
