import { z } from 'zod';

/** The ten tenant ids. One constant: everything that enumerates tenants derives from it. */
export const TENANT_IDS = [
  'aurora',
  'blaze',
  'cinder',
  'dahlia',
  'ember',
  'fable',
  'garnet',
  'halo',
  'ivy',
  'jade',
] as const;
export const tenantIdSchema = z.enum(TENANT_IDS);
export type TenantId = z.infer<typeof tenantIdSchema>;

/** Multisite packages of membership spec section 1; the default one is multisiteVP. */
export const MULTISITE_PACKAGES = ['multisite2020', 'multisiteVP', 'multisite2025'] as const;
export const multisitePackageSchema = z.enum(MULTISITE_PACKAGES);
export type MultisitePackage = z.infer<typeof multisitePackageSchema>;
export const DEFAULT_MULTISITE_PACKAGE: MultisitePackage = 'multisiteVP';

/**
 * Health-warning regions of browsing spec section 9, each with the US state it is: the footer's
 * notices and the member's acknowledgement flags (membership spec section 3) name the state.
 */
export const HEALTH_WARNING_STATES = { 'US-TX': 'Texas', 'US-AL': 'Alabama' } as const;
export type HealthWarningRegion = keyof typeof HEALTH_WARNING_STATES;
export const HEALTH_WARNING_REGIONS = Object.keys(HEALTH_WARNING_STATES) as [HealthWarningRegion, ...HealthWarningRegion[]];

/** Recommendation shelves of browsing spec section 6. */
export const RECOMMENDATION_SHELVES = [
  'HOME_RECOMMENDATIONS',
  'TAG',
  'CHANNELS',
  'RECOMMENDED_MODELS',
  'VMG',
  'INTERNAL_CHANNELS',
  'EXTERNAL_CHANNEL_VIDEO_PAGE',
  'INTERNAL_CHANNEL_VIDEO_PAGE',
  'VIDEO_PAGE',
  'VIDEO_PAGE_CROSSNAVIGATION',
  'RECOMMENDED_VIDEOS',
] as const;
export type RecommendationShelf = (typeof RECOMMENDATION_SHELVES)[number];

/** A host name as a tenant's `hosts` (and the console's OPS_HOST) write it. */
export const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'must be a lower-case host name without port or scheme, like "www.example.com"',
  });
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL, like "https://cdn.example.com"' })
  .refine((value) => !value.endsWith('/'), { message: 'must not end with a slash' });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'must be a six-digit hex colour like "#ff3366"' });
// Written as it is into the theme stylesheet: no `;`, `}` or `\` can end its declaration early.
const fontStack = z.string().regex(/^[A-Za-z0-9 ,"'-]+$/, { message: 'must be font family names separated by commas, like "Georgia, serif"' });

/** What a tenant's visual identity is made of: CSS custom properties of its theme stylesheet (src/shell/theme-stylesheet.ts). */
export const themeSchema = z.strictObject({
  /** Brand colour: buttons, links, highlights. */
  primary: hexColour,
  /** Second brand colour: badges, hover states. */
  accent: hexColour,
  /** Page background. */
  background: hexColour,
  /** Cards, header and footer background. */
  surface: hexColour,
  /** Body text on background and surface. */
  text: hexColour,
  /** Secondary text; must still reach 4.5:1 contrast on background. */
  muted: hexColour,
  /** Heading font stack (system fonts only: nothing is downloaded). */
  headingFont: fontStack,
});

/** Per-region health-warning switch (browsing spec section 3, "per-region healthWarning"). */
export const healthWarningSchema = z.strictObject({
  regionName: z.enum(HEALTH_WARNING_REGIONS),
  enabled: z.boolean(),
});

/** Tenant feature switches (browsing spec sections 3 and 6). */
export const featuresSchema = z.strictObject({
  showAngels: z.boolean(),
  showcasesPage: z.boolean(),
  reels: z.boolean(),
  curator: z.boolean(),
  facetedSearch: z.boolean(),
  promotionalVideoTeaserModal: z.boolean(),
  healthWarning: z.array(healthWarningSchema),
  /** External channels (paid add-on packs unlocked with gems). */
  channels: z.boolean(),
  internalChannels: z.boolean(),
  channelTrailers: z.boolean(),
  expertReview: z.boolean(),
  /** Recommendation shelves switched on for this tenant. */
  recommendationShelves: z.array(z.enum(RECOMMENDATION_SHELVES)),
});

export const tenantSchema = z
  .strictObject({
    /** Tenant id; must equal the file name. */
    tenant: tenantIdSchema,
    /** Upper-case site code the upstream knows the brand by, e.g. "AURORA". */
    site: z.string().regex(/^[A-Z][A-Z0-9]*$/, { message: 'must be upper-case letters and digits, like "AURORA"' }),
    /** Brand name shown to visitors. */
    name: z.string().min(1).max(40),
    /** Short tag line under the logo and in the page description. */
    tagline: z.string().min(1).max(120),
    /** Production host names the tenant answers to; "<tenant>.localhost" is added in development. */
    hosts: z.array(hostName).min(1),
    /** Brand role: the premium-plus brand, the relationship-status brand, or the combined tenant. */
    role: z.enum(['brand', 'premium-plus', 'relationship-status', 'combined']),
    /** Whether this tenant is a standalone site; the combined tenant is not. */
    standalone: z.boolean(),
    /** The standalone sites whose content a non-standalone tenant shows under /sites/:brand/:type. */
    standaloneSites: z.array(tenantIdSchema),
    /** Multisite packages (membership spec section 1) that include this brand. */
    multisitePackages: z.array(multisitePackageSchema),
    /** Hidden tenants stay off the paysite list and the payment page's site list. */
    visibility: z.strictObject({ paysiteList: z.boolean(), paymentPage: z.boolean() }),
    features: featuresSchema,
    headerFeatures: z.strictObject({ awardsLink: z.boolean() }),
    /** Listing sizes (browsing spec section 9: large 6, medium 4, small 3). */
    paginationListSizes: z.strictObject({
      small: z.number().int().positive(),
      medium: z.number().int().positive(),
      large: z.number().int().positive(),
    }),
    /** The brand's production API gateway; used when UPSTREAM_URL=tenant. */
    api: z.strictObject({ host: httpUrl }),
    /** CDN for catalogue media in production. */
    assetsUrlV2: httpUrl,
    /** CDN for the brand's static assets (logos, backgrounds) in production. */
    publicAssets: httpUrl,
    /** Members-area origin; contains the tenant id so /xsite can swap it for another site. */
    membersUrl: httpUrl,
    /** Public tour origin; canonical URLs are built on it. */
    tourUrl: httpUrl,
    /** Sales-payments service (cams one-click, upsells). */
    salesPaymentsUrl: httpUrl,
    theme: themeSchema,
    /**
     * A third-party tracker (tag manager) for this tenant's pages. Optional: without it a visitor's
     * static page carries no script at all (src/features/tracking/Tracking.astro); its origin is
     * added to the CSP's script and connect sources.
     */
    tracking: z.strictObject({ tagManagerUrl: httpUrl }).optional(),
    /** BCP 47 locale for dates and the page language. */
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, { message: 'must be a BCP 47 locale like "en-US"' }),
  })
  .superRefine((config, ctx) => {
    if (config.standalone && config.standaloneSites.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['standaloneSites'],
        message: 'must be empty when "standalone" is true: only a combined tenant lists standalone sites',
      });
    }
    if (!config.standalone && config.standaloneSites.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['standaloneSites'],
        message: 'must list at least one site when "standalone" is false',
      });
    }
    if (config.standaloneSites.includes(config.tenant)) {
      ctx.addIssue({ code: 'custom', path: ['standaloneSites'], message: 'must not include the tenant itself' });
    }
    // /xsite swaps this label for another tenant id; a mere substring ("ember" in "members") would not do.
    if (!URL.canParse(config.membersUrl) || !new URL(config.membersUrl).hostname.split('.').includes(config.tenant)) {
      ctx.addIssue({
        code: 'custom',
        path: ['membersUrl'],
        message: `must have a host name label equal to the tenant id, like "https://members.${config.tenant}.example.com", so that /xsite can swap it for another site`,
      });
    }
  });

export type TenantConfig = z.infer<typeof tenantSchema>;
