import type { MemberStore } from '../store.ts';
import { UPSELL_PRICE } from './prices.ts';

/**
 * The outgoing one-click upsell of the sales-payments stand-in (membership spec section 7): a
 * partner's membership bought in one click with the card the member already pays with. Each offer
 * is bought once per member (its key is the biller ids), so a double click, a retry or a reload
 * after the confirmation never charges twice.
 */

/** Where the biller sends the member after the charge: the site's pages of membership spec section 2. */
export const UPSELL_SUCCESS_PATH = '/_upsell_signupsuccess';
export const UPSELL_FAILURE_PATH = '/_upsell_signupdenial';

/** A biller id the stand-in declines, so that a test can ask for the failure path. */
export const DECLINED_UPSELL_ID = 'declined';

/** The stand-in's one offer: what the confirmation modal shows before the member buys. */
export const STAND_IN_CONFIRMATION = {
  price: UPSELL_PRICE,
  title: 'Add the partner membership',
  description: "One click adds the partner's membership, billed to the card you already use with us. Cancel at any time.",
  component: 'default',
} as const;

export const OUTGOING_UPSELL_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS outgoing_upsells (
  account_id TEXT NOT NULL,
  upsell_key TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('bought', 'declined')),
  member_link TEXT,
  fallback_url TEXT,
  click_id TEXT,
  site TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, upsell_key)
);
CREATE TABLE IF NOT EXISTS outgoing_upsell_tracking (
  account_id TEXT NOT NULL,
  status INTEGER NOT NULL,
  tracked_at TEXT NOT NULL
);
`;

export interface OutgoingUpsellRequest {
  epochUpsellId?: string | null;
  segpayUpsellId?: string | null;
  rgUpsellId?: string | null;
  fallbackUrl?: string | null;
  memberLink?: string | null;
  clickId?: string | null;
  confirmationRequired: boolean;
  site: string;
}

export type OutgoingUpsellAnswer =
  | { success: boolean; redirectUrl: string; redirectToConfirmationStep: false; confirmationModal: null }
  | { success: false; redirectUrl: null; redirectToConfirmationStep: true; confirmationModal: typeof STAND_IN_CONFIRMATION };

/** The offer's key: its biller ids, the same whichever order a retry sends them in. Null without any. */
export function upsellKey(request: Pick<OutgoingUpsellRequest, 'epochUpsellId' | 'segpayUpsellId' | 'rgUpsellId'>): string | null {
  const ids = { epoch: request.epochUpsellId, segpay: request.segpayUpsellId, rg: request.rgUpsellId };
  const named = Object.entries(ids).flatMap(([biller, id]) => (id?.trim() ? [`${biller}:${id.trim()}`] : []));
  return named.length === 0 ? null : named.join('|');
}

/** An absolute http(s) URL or nothing: the links the member is sent to later. */
export function linkOrNull(value: string | null | undefined): string | null {
  const url = value?.trim() ? URL.parse(value.trim()) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

export interface OutgoingUpsells {
  /** Asks for the confirmation, or buys (once) and says where the member goes. */
  request(accountId: string, key: string, request: OutgoingUpsellRequest, when: Date): OutgoingUpsellAnswer;
  /** Records the success or failure page's visit and answers the partner URL to go on to. */
  track(accountId: string, status: boolean, when: Date): { success: true; redirectUrl: string | null };
}

export function outgoingUpsells(store: MemberStore): OutgoingUpsells {
  store.db.exec(OUTGOING_UPSELL_STORE_SCHEMA);
  const statements = {
    find: store.db.prepare('SELECT outcome FROM outgoing_upsells WHERE account_id = ? AND upsell_key = ?'),
    insert: store.db.prepare(
      'INSERT INTO outgoing_upsells (account_id, upsell_key, outcome, member_link, fallback_url, click_id, site, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    latest: store.db.prepare('SELECT outcome, member_link, fallback_url FROM outgoing_upsells WHERE account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1'),
    track: store.db.prepare('INSERT INTO outgoing_upsell_tracking (account_id, status, tracked_at) VALUES (?, ?, ?)'),
  };
  const done = (outcome: string) =>
    ({ success: outcome === 'bought', redirectUrl: outcome === 'bought' ? UPSELL_SUCCESS_PATH : UPSELL_FAILURE_PATH, redirectToConfirmationStep: false, confirmationModal: null }) as const;
  return {
    request(accountId, key, request, when) {
      return store.transaction(() => {
        const earlier = statements.find.get(accountId, key) as { outcome: string } | undefined;
        // Bought already: never a second charge, nor a second confirmation.
        if (earlier) return done(earlier.outcome);
        if (request.confirmationRequired) {
          return { success: false, redirectUrl: null, redirectToConfirmationStep: true, confirmationModal: STAND_IN_CONFIRMATION } as const;
        }
        const declined = [request.epochUpsellId, request.segpayUpsellId, request.rgUpsellId].some((id) => id?.trim() === DECLINED_UPSELL_ID);
        const outcome = declined ? 'declined' : 'bought';
        statements.insert.run(accountId, key, outcome, linkOrNull(request.memberLink), linkOrNull(request.fallbackUrl), (request.clickId?.trim() ? request.clickId.trim() : null), request.site, when.toISOString());
        return done(outcome);
      });
    },
    track(accountId, status, when) {
      return store.transaction(() => {
        statements.track.run(accountId, status ? 1 : 0, when.toISOString());
        const latest = statements.latest.get(accountId) as { outcome: string; member_link: string | null; fallback_url: string | null } | undefined;
        if (!latest) return { success: true, redirectUrl: null };
        return { success: true, redirectUrl: status ? (latest.outcome === 'bought' ? latest.member_link : null) : latest.fallback_url };
      });
    },
  };
}
