import type { UserProfileInput, UserSubscription } from '../../src/membership/profile.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import type { DemoAccount } from '../identity/demo-accounts.ts';
import { loadSites, type Sites } from '../sites.ts';
import { accountRecords, type AccountRecords, type UsernameChoice } from './accounts.ts';
import { credentialChanges } from './credential-changes.ts';
import { accountOf, MemberLookupError, tenantOfSite, type CredentialResult, type DirectoryContext } from './directory-context.ts';
import { downloadQuotas } from './download-quota.ts';
import { freeTrialVideos } from './free-trial.ts';
import { createFavoriteStore, FAVORITE_SEED, type FavoriteKind, type FavoriteList, type FavoriteSeed } from './favorites.ts';
import { channelPackUnlocks } from './gems/channel-packs.ts';
import { memberSettingsRecords } from './member-settings.ts';
import { memberStateRecords } from './member-state.ts';
import { profileAnswer } from './profile-answer.ts';
import { settingsChanges } from './settings-changes.ts';
import { openMemberStore, type MemberStore } from './store.ts';
import { subscriptionAnswer } from './subscription-answer.ts';
import { videoUnlocks } from './unlock.ts';

/** The biller's card-update page the creditCardUpdate query hands out (a stand-in address). */
export const CREDIT_CARD_UPDATE_BASE = 'https://billing.demo.test/update-card';

export { MemberLookupError, type CredentialResult };

export interface MemberDirectory {
  /** Where what members do is recorded (features keep their own tables there). */
  readonly store: MemberStore;
  /** Accounts and their membership facts, which the biller changes. */
  readonly accounts: AccountRecords;
  getFullUserProfile(accountId: string, site: string): UserProfileInput;
  getUserSubscription(accountId: string, site: string): UserSubscription;
  setDisplayName(accountId: string, displayName: string): UserProfileInput['displayName'];
  /** The member's username, once: how the choice ended, and the username they have after it. */
  setUsername(accountId: string, username: string): { status: UsernameChoice; username: string | null };
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

/**
 * The member side of the embedded upstream: profiles and subscriptions of the demo accounts, derived
 * from their membership facts against the tenants' multisite packages (profile-answer.ts,
 * subscription-answer.ts). Deterministic at start; the account mutations change a per-account
 * settings record in the member store (settings-changes.ts, credential-changes.ts).
 */
export function createMemberDirectory(options: MemberDirectoryOptions = {}): MemberDirectory {
  const now = options.now ?? (() => new Date());
  const sites = options.sites ?? loadSites();
  const store = options.store ?? openMemberStore(null);
  const context: DirectoryContext = {
    now,
    sites,
    store,
    // Accounts and their membership facts: the demo accounts seeded once, the biller's added later.
    accounts: accountRecords(store, options.accounts),
    settings: memberSettingsRecords(store),
    memberState: memberStateRecords(store),
    unlocks: videoUnlocks(store),
    freeTrial: freeTrialVideos(store),
    packUnlocks: channelPackUnlocks(store),
    downloads: downloadQuotas(store, now),
    channelPackIds: options.channelPackIds ?? (() => []),
    tenantIds: [...sites.bySite.values()].map((tenant): TenantId => tenant.tenant),
  };
  const favoriteStore = createFavoriteStore(store);

  return {
    store,
    accounts: context.accounts,
    getUserSubscription: (accountId, site) => subscriptionAnswer(context, accountOf(context, accountId), tenantOfSite(context, site)),
    getFullUserProfile: (accountId, site) => profileAnswer(context, accountOf(context, accountId), tenantOfSite(context, site)),
    ...settingsChanges(context),
    ...credentialChanges(context),

    favorites(accountId, site, kind, seed) {
      const member = accountOf(context, accountId);
      const tenant = tenantOfSite(context, site);
      return favoriteStore.list(member.accountId, tenant, kind, member.kind !== null && tenant === member.membership.site ? FAVORITE_SEED[kind] : 0, seed);
    },

    creditCardUpdateUrl(accountId) {
      const member = accountOf(context, accountId);
      const url = new URL(CREDIT_CARD_UPDATE_BASE);
      url.searchParams.set('biller', member.membership.billerName);
      url.searchParams.set('member', member.accountId);
      return url.href;
    },
  };
}
