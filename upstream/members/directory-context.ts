import type { TenantId } from '../../src/tenants/schema.ts';
import type { Sites } from '../sites.ts';
import type { AccountRecord, AccountRecords } from './accounts.ts';
import type { DownloadQuotas } from './download-quota.ts';
import type { FreeTrialVideos } from './free-trial.ts';
import type { ChannelPackUnlocks } from './gems/channel-packs.ts';
import type { MemberSettings, MemberSettingsRecords } from './member-settings.ts';
import type { MemberStateRecords } from './member-state.ts';
import type { MemberStore } from './store.ts';
import type { VideoUnlocks } from './unlock.ts';

/** A member or an unknown site asked for: the resolvers turn it into a GraphQL error. */
export class MemberLookupError extends Error {
  override name = 'MemberLookupError';
}

/** Outcome of a credential change: the server message on failure (membership spec section 8). */
export type CredentialResult = { ok: true } | { ok: false; message: string };

/**
 * What the member directory's answers and changes read: the accounts, each feature's own records of
 * what members did, the brands, and the clock badges and dates are computed against.
 */
export interface DirectoryContext {
  now: () => Date;
  sites: Sites;
  store: MemberStore;
  accounts: AccountRecords;
  settings: MemberSettingsRecords;
  /** One-time acknowledgements (gems intro, teaser, health warnings): the member-state feature's records. */
  memberState: MemberStateRecords;
  /** Credits spent and videos unlocked: the unlock feature's records (unlock.ts). */
  unlocks: VideoUnlocks;
  /** The free limited trial's videos played: the streaming feature's records (free-trial.ts). */
  freeTrial: FreeTrialVideos;
  /** Channel packs unlocked with gems: the gems feature's records (gems/channel-packs.ts). */
  packUnlocks: ChannelPackUnlocks;
  /** What was downloaded: the streaming feature's record (download-quota.ts), on the directory's clock. */
  downloads: DownloadQuotas;
  /** Every channel pack of the catalogue (ids), for a demo account that has unlocked them all. */
  channelPackIds: () => readonly string[];
  /** From the tenant files, so a brand added there is known here without a code change. */
  tenantIds: readonly TenantId[];
}

export function accountOf({ accounts }: Pick<DirectoryContext, 'accounts'>, accountId: string): AccountRecord {
  const found = accounts.byId(accountId);
  if (!found) throw new MemberLookupError(`Unknown member "${accountId}"`);
  return found;
}

export function tenantOfSite({ sites }: Pick<DirectoryContext, 'sites'>, site: string): TenantId {
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

export function settingsOf({ settings }: Pick<DirectoryContext, 'settings'>, member: AccountRecord): MemberSettings {
  return settings.get(member.accountId) ?? initialSettings(member);
}

/** Changes the member's settings in one transaction; what `change` answers is the mutation's answer. */
export function changeSettings<T>({ settings }: Pick<DirectoryContext, 'settings'>, member: AccountRecord, change: (own: MemberSettings) => T): T {
  return settings.update(member.accountId, () => initialSettings(member), change);
}
