import { z } from 'zod';
import type { MemberStore } from './store.ts';

/** What a member may change about themselves (membership spec section 7, account mutations). */
const memberSettingsSchema = z.object({
  displayName: z.string(),
  autoplayEnabled: z.boolean(),
  hasEmailConsent: z.boolean(),
  relationshipStatus: z.string().nullable(),
  relationshipRole: z.string().nullable(),
  /** Set by Convert VIP (the account's own address and password are in the accounts table). */
  vipConverted: z.boolean(),
  tandemChildEmail: z.string().nullable(),
  /** The one-click consent the member gave: the words they read, and when. Absent in older rows: none. */
  termsConsent: z.object({ consentHtmlSnippet: z.string(), at: z.string() }).nullable().default(null),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

export const MEMBER_SETTINGS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS member_settings (account_id TEXT PRIMARY KEY, settings TEXT NOT NULL);
`;

export interface MemberSettingsRecords {
  /** The member's stored settings; undefined until they first changed one. */
  get(accountId: string): MemberSettings | undefined;
  /** Whether a tandem child account already uses `email` (lower-cased). */
  tandemChildEmailTaken(email: string): boolean;
  /** Reads the settings (or `initial`), lets `change` edit them, and stores them, in one transaction. */
  update<T>(accountId: string, initial: () => MemberSettings, change: (settings: MemberSettings) => T): T;
}

/**
 * The members' settings in the member store, so a display name or a converted VIP's address outlives
 * a restart. Each record is checked on the way out: a row another version wrote in another shape is
 * an error naming the account, never a half-read member.
 */
export function memberSettingsRecords(store: MemberStore): MemberSettingsRecords {
  store.db.exec(MEMBER_SETTINGS_STORE_SCHEMA);
  const statements = {
    get: store.db.prepare('SELECT settings FROM member_settings WHERE account_id = ?'),
    tandemChild: store.db.prepare("SELECT 1 AS found FROM member_settings WHERE json_extract(settings, '$.tandemChildEmail') = ?"),
    put: store.db.prepare('INSERT INTO member_settings (account_id, settings) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET settings = excluded.settings'),
  };
  const get = (accountId: string): MemberSettings | undefined => {
    const row = statements.get.get(accountId) as { settings: string } | undefined;
    if (!row) return undefined;
    const parsed = memberSettingsSchema.safeParse(JSON.parse(row.settings));
    if (!parsed.success) throw new Error(`The stored settings of member "${accountId}" are not in the expected shape: ${parsed.error.message}`);
    return parsed.data;
  };
  return {
    get,
    tandemChildEmailTaken: (email) => statements.tandemChild.get(email) !== undefined,
    update(accountId, initial, change) {
      return store.transaction(() => {
        const settings = get(accountId) ?? initial();
        const result = change(settings);
        statements.put.run(accountId, JSON.stringify(settings));
        return result;
      });
    },
  };
}
