import { FAVORITE_FIELDS } from '../../src/features/favorites/favorite-buttons.ts';
import { LIST_FIELD, REMOVE_SLUG_FIELD } from '../../src/features/favorites/favorites.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';

/**
 * The tenant probe of every Astro Action (src/actions/index.ts): as a member of aurora, on aurora,
 * naming another brand's items (blaze's), nothing may change. e2e/tenant-isolation.spec.ts runs the
 * probes against the real site and upstream; tests/shell/tenant-probes.test.ts fails when an Action
 * of the registry has no entry here, or a probe's body is not one its Action accepts, so a new Action
 * cannot be forgotten.
 */

/** Another brand's items, as the upstream's catalogue and comments have them. */
export interface ForeignItems {
  videoId: number;
  videoSlug: string;
  performerId: number;
  performerSlug: string;
  pictureSetSlug: string;
  channelPackId: number;
  /** A top-level comment on one of its videos. */
  commentId: string;
  /** One of its single-site join options. */
  joinOptionId: string;
}

/** The attempt key of a purchase: any new one. */
export const PROBE_PURCHASE_KEY = 'tenant-probe-0123456789';

export interface Probe {
  /** What the probe tries. */
  what: string;
  /** The demo member who asks, on aurora: one whose membership would allow it on aurora's own items. */
  as: DemoUserKind;
  /** The island's JSON body, or a form's fields. */
  json?: (foreign: ForeignItems) => unknown;
  form?: (foreign: ForeignItems) => Record<string, string>;
  /**
   * How it is turned away: NOT_FOUND by the site's tenant check (the item is not aurora's), NOT_FOUND
   * as if there were no such Action (the console's, on a tenant's host), or an answer of the Action
   * that refuses it (the biller's: not this brand's option).
   */
  refusal: 'not-found' | 'no-such-action' | 'refused';
}

/** An Action's probes, or why it names no other brand's item (its site is always the tenant's). */
export type ActionProbes = { probes: readonly Probe[] } | { namesNoItem: string };

const comment = (what: string, as: DemoUserKind, json: (foreign: ForeignItems) => unknown): ActionProbes => ({ probes: [{ what, as, json, refusal: 'not-found' }] });
const body = 'Probing from another brand';

export const TENANT_PROBES: Readonly<Record<string, ActionProbes>> = {
  'account.update': { namesNoItem: "the member's own account; a setting kept per site (email consent) is set for the tenant's own site" },
  'username.choose': { namesNoItem: "the member's own username, one for every brand" },
  'favorites.remove': {
    probes: [{ what: "unfavourite blaze's video", as: 'member', form: (f) => ({ [LIST_FIELD]: '/favorites/videos', [REMOVE_SLUG_FIELD]: f.videoSlug }), refusal: 'not-found' }],
  },
  'favorites.change': {
    probes: [
      {
        what: "favourite blaze's video",
        as: 'member',
        form: (f) => ({ [FAVORITE_FIELDS.subject]: 'video', [FAVORITE_FIELDS.slug]: f.videoSlug, [FAVORITE_FIELDS.id]: String(f.videoId), [FAVORITE_FIELDS.op]: 'add', [FAVORITE_FIELDS.back]: '/videos' }),
        refusal: 'not-found',
      },
      {
        what: "favourite blaze's performer",
        as: 'member',
        form: (f) => ({ [FAVORITE_FIELDS.subject]: 'performer', [FAVORITE_FIELDS.slug]: f.performerSlug, [FAVORITE_FIELDS.id]: String(f.performerId), [FAVORITE_FIELDS.op]: 'add', [FAVORITE_FIELDS.back]: '/performers' }),
        refusal: 'not-found',
      },
    ],
  },
  'player.videoSources': { probes: [{ what: "stream blaze's video", as: 'multisite', json: (f) => ({ videoId: f.videoId }), refusal: 'not-found' }] },
  'downloads.videoFile': { probes: [{ what: "download blaze's video", as: 'multisite', json: (f) => ({ videoId: f.videoId, quality: 'p360' }), refusal: 'not-found' }] },
  'pictureSets.zip': { probes: [{ what: "zip blaze's picture set", as: 'multisite', json: (f) => ({ slug: f.pictureSetSlug }), refusal: 'not-found' }] },
  'unlock.video': { probes: [{ what: "spend a credit on blaze's video", as: 'trial', json: (f) => ({ videoId: f.videoId }), refusal: 'not-found' }] },
  'ratings.rate': {
    probes: [{ what: "rate blaze's video", as: 'multisite', json: (f) => ({ videoId: f.videoId, type: 'global', slug: 'global', rating: 8, recommId: null }), refusal: 'not-found' }],
  },
  'recommender.view': {
    probes: [
      { what: "send a detail view of blaze's video", as: 'multisite', json: (f) => ({ kind: 'video', id: f.videoId, recommId: null }), refusal: 'not-found' },
      { what: "send a detail view of blaze's performer", as: 'multisite', json: (f) => ({ kind: 'model', id: f.performerId, recommId: null }), refusal: 'not-found' },
    ],
  },
  'healthWarning.acknowledge': { namesNoItem: "the member's own acknowledgement of a region's warning" },
  'deals.snoozeInterstitial': { namesNoItem: "a cookie of the tenant's own host" },
  'upsells.confirmOutgoing': { namesNoItem: "a confirmation the server signed for this member on the tenant's own site, bought there (one signed elsewhere is refused unread)" },
  'comments.list': comment("read blaze's video's comments", 'member', (f) => ({ videoId: f.videoId, sort: 'top', after: null })),
  'comments.add': comment("comment on blaze's video (the probe's finding)", 'member', (f) => ({ videoId: f.videoId, body })),
  'comments.reply': comment("reply to blaze's comment", 'member', (f) => ({ commentId: f.commentId, body })),
  'comments.vote': comment("like blaze's comment", 'member', (f) => ({ commentId: f.commentId, vote: 'like' })),
  'comments.remove': comment("remove blaze's comment", 'admin', (f) => ({ commentId: f.commentId })),
  'comments.pin': comment("pin blaze's comment", 'admin', (f) => ({ commentId: f.commentId })),
  'comments.unpin': comment("unpin blaze's comment", 'admin', (f) => ({ commentId: f.commentId })),
  'comments.edit': comment("edit blaze's comment", 'admin', (f) => ({ commentId: f.commentId, body })),
  'notifications.markRead': { namesNoItem: "the member's own notifications" },
  'consent.teaserViewed': { namesNoItem: "the member's own flag" },
  'gems.balance': { namesNoItem: "the member's own wallet" },
  'gems.news': { namesNoItem: "the member's own wallet" },
  'gems.acknowledgeNew': { namesNoItem: "the member's own flag" },
  'gems.unlockChannelPack': { probes: [{ what: "spend gems on blaze's channel pack", as: 'multisite', json: (f) => ({ channelPackId: f.channelPackId }), refusal: 'not-found' }] },
  'gems.hideIntro': { namesNoItem: "the member's own flag" },
  'join.signup': { namesNoItem: "a visitor's join, sold for the tenant's own site" },
  'join.trialUpgradeWelcomePage': { namesNoItem: 'the purchase in the welcome cookie of this host' },
  'join.welcomeCheck': { namesNoItem: 'the purchase in the welcome cookie of this host' },
  'purchase.upsellOptions': { namesNoItem: "the tenant's own options" },
  'purchase.multisite': { namesNoItem: "an option of the upsell offered on the member's own site" },
  'purchase.singleSiteOptions': { namesNoItem: "the tenant's own options" },
  'purchase.singleSite': {
    probes: [
      {
        what: "buy blaze's single-site option on aurora",
        as: 'member',
        json: (f) => ({ joinOptionId: f.joinOptionId, idempotencyKey: PROBE_PURCHASE_KEY }),
        refusal: 'refused',
      },
    ],
  },
  'purchase.trialUpgrade': { namesNoItem: "the member's own trial, at its site's fixed price" },
  'purchase.yearlyOffer': { namesNoItem: "the tenant's own options" },
  'purchase.yearly': { namesNoItem: "the yearly option of the member's own site" },
  'purchase.retentionOffer': { namesNoItem: "the member's own offer" },
  'purchase.reactivate': { namesNoItem: "the member's own rebill; its deal is the biller's (e2e/membership.spec.ts sends a forged one)" },
  'purchase.stay': { namesNoItem: "the member's own rebill and its retention offer, named; the deal is the biller's" },
  'purchase.cancel': { namesNoItem: "the member's own membership" },
  'purchase.subscriptionStatus': { namesNoItem: "the member's own subscription" },
  // The content-ops console's Actions exist only on its own host, for content ops: from a tenant's
  // host, even naming another brand, a member is answered as if there were no such Action.
  'ops.dryRun': { probes: [{ what: 'decide a rebuild of blaze from a tenant host', as: 'member', json: () => ({ tenants: ['blaze'], force: false }), refusal: 'no-such-action' }] },
  'ops.rebuild': { probes: [{ what: 'rebuild blaze from a tenant host', as: 'member', json: () => ({ tenants: ['blaze'], force: true }), refusal: 'no-such-action' }] },
  'ops.rollBack': { probes: [{ what: 'roll blaze back from a tenant host', as: 'member', json: () => ({ tenant: 'blaze' }), refusal: 'no-such-action' }] },
  'ops.publishNow': { probes: [{ what: "publish blaze's scene from a tenant host", as: 'member', json: (f) => ({ videoId: f.videoId }), refusal: 'no-such-action' }] },
};
