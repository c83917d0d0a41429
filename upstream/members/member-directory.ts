import { billerSupportUrl } from './billing/support-urls.ts';
import type { UserProfileInput, UserSubscription } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoAccount } from '../identity/demo-accounts.ts';
import { accountRecords, type AccountRecord, type AccountRecords } from './accounts.ts';
import { loadSites, type Sites } from '../sites.ts';
import { badgesAt } from './badges.ts';
import { shiftByCalendarMonths } from './calendar-months.ts';
import { checkPasswordChange, checkTandemChildCredentials, checkVipCredentials, CREDENTIAL_MESSAGES } from './credentials.ts';
import { downloadQuotas } from './download-quota.ts';
import { createFavoriteStore, FAVORITE_SEED, type FavoriteKind, type FavoriteList, type FavoriteSeed } from './favorites.ts';
import { memberSettingsRecords, type MemberSettings } from './member-settings.ts';
import { ownedSites } from './membership-facts.ts';
import { memberStateRecords } from './member-state.ts';
import { openMemberStore, type MemberStore } from './store.ts';
import { videoUnlocks } from './unlock.ts';
import { channelPackUnlocks } from './gems/channel-packs.ts';
import { daysUntilRefreshGems } from './gems/weekly-gems.ts';

/** Brands launched with the copyright (membership spec section 2: copyright starts in 2014). */
const BRAND_LAUNCH_DATE = new Date('2014-01-01T00:00:00Z');
/** The biller's card-update page the creditCardUpdate query hands out (a stand-in address). */
const CREDIT_CARD_UPDATE_BASE = 'https://billing.demo.test/update-card';

/** A member or an unknown site asked for: the resolvers turn it into a GraphQL error. */
export class MemberLookupError extends Error {
  override name = 'MemberLookupError';
}

/** Outcome of a credential change: the server message on failure (membership spec section 8). */
export type CredentialResult = { ok: true } | { ok: false; message: string };

export interface MemberDirectory {
  /** Where what members do is recorded (features keep their own tables there). */
  readonly store: MemberStore;
  /** Accounts and their membership facts, which the biller changes. */
  readonly accounts: AccountRecords;
  getFullUserProfile(accountId: string, site: string): UserProfileInput;
  getUserSubscription(accountId: string, site: string): UserSubscription;
  setDisplayName(accountId: string, displayName: string): UserProfileInput['displayName'];
  setAutoplay(accountId: string, autoplayEnabled: boolean): boolean;
  setEmailConsent(accountId: string, emailConsent: boolean): boolean;
  /**
   * The one-click consent (REST POST /v2/user/email-consent): the words the member accepted are kept
   * with the time, the terms are no longer asked for, and `emailConsent` also sets the email consent.
   */
  recordConsent(accountId: string, consent: { emailConsent: boolean; consentHtmlSnippet: string }): void;
  setRelationship(accountId: string, relationshipStatus: string, relationshipRole: string): { relationshipStatus: string; relationshipRole: string };
  /** Convert VIP: `body` is the REST body { newEmail, newPassword }, validated here. */
  convertVipCredentials(accountId: string, body: unknown): CredentialResult;
  createTandemChildAccount(accountId: string, email: unknown, password: unknown): CredentialResult;
  /** A change of password on /account: the old one, the new one and its confirmation. */
  changePassword(accountId: string, change: { oldPassword: string; newPassword: string; newPasswordConfirmation: string }): CredentialResult;
  creditCardUpdateUrl(accountId: string): string;
  /**
   * The member's stored favourites of `kind` on `site`, newest first, to read or change;
   * a demo account starts with FAVORITE_SEED entries on its own site, picked by `seed`.
   */
  favorites(accountId: string, site: string, kind: FavoriteKind, seed: FavoriteSeed): FavoriteList;
}

export interface MemberDirectoryOptions {
  /** The accounts seeded into the store once (the demo accounts unless given). */
  accounts?: readonly DemoAccount[];
  /** The clock badges and dates are computed against; fixed in tests for deterministic answers. */
  now?: () => Date;
  sites?: Sites;
  /** Where what members do is recorded; an in-memory store unless given. */
  store?: MemberStore;
  /** Every channel pack of the catalogue (ids), for a demo account that has unlocked them all; none unless given. */
  channelPackIds?: () => readonly string[];
}

/** Midnight of the day `months` calendar months before `date`: when a membership of that length began. */
function monthsBefore(date: Date, months: number): Date {
  const result = shiftByCalendarMonths(date, -months);
  result.setUTCHours(0, 0, 0, 0);
  return result;
}

/**
 * The member side of the embedded upstream: profiles and subscriptions of the demo accounts, derived
 * from their membership facts against the tenants' multisite packages. Deterministic at start; the
 * account mutations change a per-account settings record in the member store.
 */
export function createMemberDirectory(options: MemberDirectoryOptions = {}): MemberDirectory {
  const now = options.now ?? (() => new Date());
  const sites = options.sites ?? loadSites();
  const store = options.store ?? openMemberStore(null);
  // Accounts and their membership facts: the demo accounts seeded once, the biller's added later.
  const accounts = accountRecords(store, options.accounts);
  const favoriteStore = createFavoriteStore(store);
  const settings = memberSettingsRecords(store);
  // One-time acknowledgements (gems intro, teaser, health warnings) are the member-state feature's records.
  const memberState = memberStateRecords(store);
  // Credits spent and videos unlocked are the unlock feature's records (unlock.ts).
  const unlocks = videoUnlocks(store);
  // Channel packs unlocked with gems are the gems feature's records (gems/channel-packs.ts).
  const packUnlocks = channelPackUnlocks(store);
  // What was downloaded is the streaming feature's record (download-quota.ts), on the directory's clock.
  const downloads = downloadQuotas(store, now);

  // From the tenant files, so a brand added there is known here without a code change.
  const tenantIds: TenantId[] = [...sites.bySite.values()].map((tenant) => tenant.tenant);

  function account(accountId: string): AccountRecord {
    const found = accounts.byId(accountId);
    if (!found) throw new MemberLookupError(`Unknown member "${accountId}"`);
    return found;
  }

  function tenantOf(site: string): TenantId {
    const tenant = sites.bySite.get(site.toUpperCase());
    if (!tenant) throw new MemberLookupError(`Unknown site "${site}". Known sites: ${[...sites.bySite.keys()].join(', ')}.`);
    return tenant.tenant;
  }

  /** What the member starts with, before they change anything. */
  function initialSettings(member: AccountRecord): MemberSettings {
    const { membership } = member;
    return {
      displayName: member.displayName,
      autoplayEnabled: true,
      hasEmailConsent: membership.hasEmailConsent,
      relationshipStatus: membership.relationshipStatus,
      relationshipRole: membership.relationshipRole,
      vipConverted: false,
      tandemChildEmail: null,
      termsConsent: null,
    };
  }

  function settingsOf(member: AccountRecord): MemberSettings {
    return settings.get(member.accountId) ?? initialSettings(member);
  }

  /** Changes the member's settings in one transaction; what `change` answers is the mutation's answer. */
  function changeSettings<T>(member: AccountRecord, change: (own: MemberSettings) => T): T {
    return settings.update(member.accountId, () => initialSettings(member), change);
  }

  /** Whether an account (a converted VIP's included) or a tandem child already uses `email`. */
  function emailTaken(email: string): boolean {
    return accounts.byEmail(email) !== undefined || settings.tandemChildEmailTaken(email);
  }

  function subscriptionOf(member: AccountRecord, tenant: TenantId): UserSubscription {
    const m = member.membership;
    const today = now();
    const activeSince = monthsBefore(today, m.activeMonths).toISOString();
    const multisite = m.multisiteType !== null && m.isActive;
    const owned = ownedSites(m, sites.contentTenants);
    const state = (id: TenantId): string | null => {
      if (owned.includes(id)) return 'full';
      if (id === m.site) return m.subscriptionType === 'trial' && m.isActive ? 'trial' : 'expired';
      return null;
    };
    const tenantsSubscriptionState = {
      ...(Object.fromEntries(tenantIds.map((id) => [id, state(id)])) as Record<TenantId, string | null>),
      channels: [],
    };
    return {
      siteAccessArray: owned,
      tenantsSubscriptionState,
      billerName: m.billerName,
      multisiteType: m.multisiteType,
      hasActiveMultisiteSubscription: multisite,
      subscription: {
        subscriptionType: m.subscriptionType,
        pornPortal: m.subscriptionType === 'porn-portal',
        payPerVideoCredits: Math.max(0, m.payPerVideoCredits + unlocks.creditChange(member.accountId)),
        unlockedVideoIds: unlocks.unlockedVideoIds(member.accountId),
        seniority: m.activeMonths,
        isActive: m.isActive,
        activeSince,
        joinDate: activeSince,
        xSiteInfo: m.site === tenant ? null : { site: m.site.toUpperCase() },
        isFreeLimitedTrial: m.isFreeLimitedTrial,
        isGuestUser: m.isGuestUser,
        cancelled: m.cancelled,
        siteType: null,
        billerName: m.billerName,
        billerUrl: billerSupportUrl(m.billerName),
        upgradeOptions: { isUpgradeableToVixenPlusYearly: m.isActive && m.subscriptionType === 'member' && !multisite && m.billingPeriod !== 'yearly' },
      },
    };
  }

  return {
    store,
    accounts,
    getUserSubscription(accountId, site) {
      return subscriptionOf(account(accountId), tenantOf(site));
    },

    getFullUserProfile(accountId, site) {
      const member = account(accountId);
      const tenant = tenantOf(site);
      const m = member.membership;
      const own = settingsOf(member);
      const subscription = subscriptionOf(member, tenant);
      const allPacks = options.channelPackIds?.() ?? [];
      const unlockedPacks = m.channelPacks === 'all' ? [...allPacks] : packUnlocks.unlockedPackIds(member.accountId);
      const today = now();
      const activeFrom = monthsBefore(today, m.activeMonths);
      const active = m.isActive && m.subscriptionType === 'member';
      // Tenure counts paid membership only: trials and porn-portal access earn no tenure badge.
      const badges = badgesAt(
        {
          stretches: active ? [{ start: activeFrom, end: null }] : [],
          joinedAt: activeFrom,
          brandLaunchedAt: BRAND_LAUNCH_DATE,
          roles: {
            director: m.specialAttributes.isDirectorUser,
            verifiedPerformer: m.specialAttributes.isPornstarUser,
            moderator: m.groups.includes('moderator'),
            king: m.specialAttributes.isKingUser,
          },
        },
        today,
      );
      return {
        userId: member.accountId,
        uuid: `00000000-0000-4000-8000-${String(member.seq).padStart(12, '0')}`,
        email: member.email,
        displayName: own.displayName,
        activeSince: activeFrom.toISOString(),
        badges,
        groups: m.groups,
        scopes: m.scopes,
        abTestVariant: null,
        isTelemetryEnabled: false,
        billerName: m.billerName,
        multisiteType: m.multisiteType,
        siteAccessArray: subscription.siteAccessArray,
        autoplayEnabled: own.autoplayEnabled,
        relationshipStatus: own.relationshipStatus,
        relationshipRole: own.relationshipRole,
        daysUntilRefreshGems: daysUntilRefreshGems(today),
        unlockedChannelPackIds: unlockedPacks,
        percentageOfUnlockedChannelPacks: allPacks.length > 0 ? (100 * unlockedPacks.length) / allPacks.length : 0,
        hasActiveMultisiteSubscription: subscription.hasActiveMultisiteSubscription,
        abilities: [],
        hasEmailConsent: own.hasEmailConsent,
        consent: { requestTermsConsent: m.termsConsentPending && own.termsConsent === null, requestEmailConsent: !own.hasEmailConsent },
        subscription: subscription.subscription,
        tandemSubscription: own.tandemChildEmail ? { ...m.tandem, hasTandemChildAccount: true } : m.tandem,
        specialAttributes: own.vipConverted ? { ...m.specialAttributes, isVipUser: false } : m.specialAttributes,
        tenantsSubscriptionState: subscription.tenantsSubscriptionState,
        downloadQuotas: m.isActive ? downloads.profile(member.accountId, tenant.toUpperCase()) : null,
        state: memberState.get(member.accountId),
      };
    },

    setDisplayName(accountId, displayName) {
      const trimmed = displayName.trim();
      if (trimmed.length < 1 || trimmed.length > 40) throw new MemberLookupError('displayName must be 1 to 40 characters');
      return changeSettings(account(accountId), (own) => (own.displayName = trimmed));
    },
    setAutoplay(accountId, autoplayEnabled) {
      return changeSettings(account(accountId), (own) => (own.autoplayEnabled = autoplayEnabled));
    },
    setEmailConsent(accountId, emailConsent) {
      return changeSettings(account(accountId), (own) => (own.hasEmailConsent = emailConsent));
    },
    recordConsent(accountId, { emailConsent, consentHtmlSnippet }) {
      changeSettings(account(accountId), (own) => {
        own.termsConsent = { consentHtmlSnippet, at: now().toISOString() };
        if (emailConsent) own.hasEmailConsent = true;
      });
    },
    setRelationship(accountId, relationshipStatus, relationshipRole) {
      return changeSettings(account(accountId), (own) => {
        own.relationshipStatus = relationshipStatus;
        own.relationshipRole = relationshipRole;
        return { relationshipStatus, relationshipRole };
      });
    },

    convertVipCredentials(accountId, body) {
      const member = account(accountId);
      return changeSettings(member, (own): CredentialResult => {
        if (!member.membership.specialAttributes.isVipUser || own.vipConverted) return { ok: false, message: CREDENTIAL_MESSAGES.notVipUser };
        const checked = checkVipCredentials(body);
        if (!checked.ok) return checked;
        if (emailTaken(checked.email)) return { ok: false, message: CREDENTIAL_MESSAGES.emailAlreadyExists };
        // The new address and password are the account's own from now on: they log in at once.
        // checkVipCredentials accepted the body, so its newPassword is an acceptable password.
        accounts.setCredentials(member.accountId, checked.email, String((body as Record<string, unknown>)['newPassword']));
        own.vipConverted = true;
        return { ok: true };
      });
    },

    createTandemChildAccount(accountId, email, password) {
      const member = account(accountId);
      const { tandem, isActive } = member.membership;
      return changeSettings(member, (own): CredentialResult => {
        if (tandem.isTandemChildAccount || !isActive) return { ok: false, message: CREDENTIAL_MESSAGES.tandemNotAllowed };
        if (tandem.hasTandemChildAccount || own.tandemChildEmail) return { ok: false, message: CREDENTIAL_MESSAGES.tandemChildExists };
        const checked = checkTandemChildCredentials(email, password);
        if (!checked.ok) return checked;
        if (emailTaken(checked.email)) return { ok: false, message: CREDENTIAL_MESSAGES.emailAlreadyExists };
        own.tandemChildEmail = checked.email;
        return { ok: true };
      });
    },

    changePassword(accountId, change) {
      const member = account(accountId);
      const checked = checkPasswordChange(change, accounts.hasPassword(member.accountId, change.oldPassword));
      if (checked.ok) accounts.setPassword(member.accountId, change.newPassword);
      return checked;
    },

    favorites(accountId, site, kind, seed) {
      const member = account(accountId);
      const tenant = tenantOf(site);
      return favoriteStore.list(member.accountId, tenant, kind, member.kind !== null && tenant === member.membership.site ? FAVORITE_SEED[kind] : 0, seed);
    },

    creditCardUpdateUrl(accountId) {
      const member = account(accountId);
      const url = new URL(CREDIT_CARD_UPDATE_BASE);
      url.searchParams.set('biller', member.membership.billerName);
      url.searchParams.set('member', member.accountId);
      return url.href;
    },
  };
}
