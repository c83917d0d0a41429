import type { MemberStore } from './store.ts';

/**
 * The health-warning regions the upstream knows, by the state code `acknowledgeHealthWarning`
 * takes, and the name its `state.modals.<regionName>HealthWarningAcknowledged` flag carries
 * (membership spec section 3). The upstream keeps its own copy: it never loads the site's code.
 */
export const HEALTH_WARNING_STATES = { TX: 'texas', AL: 'alabama' } as const;
export type HealthWarningStateCode = keyof typeof HEALTH_WARNING_STATES;

/** The flags of `state.modals`: each one set once, by its acknowledging mutation. */
export const MODAL_FLAGS = ['gemsIntro', 'teaserViewed', 'texasHealthWarningAcknowledged', 'alabamaHealthWarningAcknowledged'] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];

export const MEMBER_STATE_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS member_modal_flags (
  account_id TEXT NOT NULL,
  flag TEXT NOT NULL,
  set_at TEXT NOT NULL,
  PRIMARY KEY (account_id, flag)
);
CREATE TABLE IF NOT EXISTS member_gems_acknowledgements (account_id TEXT PRIMARY KEY, acknowledged_at TEXT NOT NULL);
`;

/** `state` of the user profile (membership spec section 3). */
export interface MemberStateAnswer {
  modals: Record<ModalFlag, boolean>;
  gems: { lastAcknowledgementDate: string | null };
}

export interface MemberStateRecords {
  get(accountId: string): MemberStateAnswer;
  /** Sets a flag; setting it again keeps the first time (the flag is what the site reads). */
  setFlag(accountId: string, flag: ModalFlag, when: Date): void;
  /** The member has seen their new gems balance: the date the gems modal compares with. */
  acknowledgeGems(accountId: string, when: Date): void;
}

/**
 * Per-member UI state that must outlive a restart: which one-time modals (gems intro, promotional
 * teaser, each health warning) were acknowledged, and when the gems balance was last acknowledged.
 */
export function memberStateRecords(store: MemberStore): MemberStateRecords {
  store.db.exec(MEMBER_STATE_STORE_SCHEMA);
  const statements = {
    flags: store.db.prepare('SELECT flag FROM member_modal_flags WHERE account_id = ?'),
    setFlag: store.db.prepare('INSERT INTO member_modal_flags (account_id, flag, set_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    gems: store.db.prepare('SELECT acknowledged_at FROM member_gems_acknowledgements WHERE account_id = ?'),
    acknowledgeGems: store.db.prepare(
      'INSERT INTO member_gems_acknowledgements (account_id, acknowledged_at) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET acknowledged_at = excluded.acknowledged_at',
    ),
  };
  return {
    get(accountId) {
      const set = new Set((statements.flags.all(accountId) as { flag: string }[]).map((row) => row.flag));
      const gems = statements.gems.get(accountId) as { acknowledged_at: string } | undefined;
      return {
        modals: Object.fromEntries(MODAL_FLAGS.map((flag) => [flag, set.has(flag)])) as Record<ModalFlag, boolean>,
        gems: { lastAcknowledgementDate: gems?.acknowledged_at ?? null },
      };
    },
    setFlag(accountId, flag, when) {
      statements.setFlag.run(accountId, flag, when.toISOString());
    },
    acknowledgeGems(accountId, when) {
      statements.acknowledgeGems.run(accountId, when.toISOString());
    },
  };
}

/** The flag `acknowledgeHealthWarning` sets for a state code, or null for a region without a warning. */
export function healthWarningFlag(stateCode: string): ModalFlag | null {
  const code = stateCode.trim().toUpperCase().replace(/^US-/, '');
  return code in HEALTH_WARNING_STATES ? `${HEALTH_WARNING_STATES[code as HealthWarningStateCode]}HealthWarningAcknowledged` : null;
}
