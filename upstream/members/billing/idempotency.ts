import type { MemberStore } from '../store.ts';
import type { BillingRecords, ChargeRecord } from './records.ts';

/** Refusals the resolvers answer as BAD_USER_INPUT: the request itself is wrong, nothing was charged. */
export class BillingInputError extends Error {
  override name = 'BillingInputError';
}

/** A client-made key: a UUID or anything as unguessable, within these characters. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export type Charged<T> = { answer: T; charge?: Omit<ChargeRecord, 'key' | 'request' | 'answer'> };

/**
 * Runs one charge once per idempotency key: inside one write transaction, a key already used for
 * the same request answers what it answered then (a double click, a retry, a reload), a key used for
 * another request is refused, and a new key runs `charge` and records its transaction under the key
 * (the column is unique, so even a second writer could not record it twice). Answers that charged
 * nothing (an account that exists, an option withdrawn) are not recorded: they may change.
 */
export function idempotent<T>(store: MemberStore, records: BillingRecords, key: string, request: unknown, charge: () => Charged<T>): T {
  if (!IDEMPOTENCY_KEY.test(key)) throw new BillingInputError('idempotencyKey must be 16 to 128 letters, digits, "-" or "_" (a UUID is fine)');
  const fingerprint = JSON.stringify(request);
  return store.transaction(() => {
    const earlier = records.chargeByKey(key);
    if (earlier) {
      if (earlier.request !== fingerprint) throw new BillingInputError('This idempotency key was already used for another request: make a new key for a new purchase');
      return earlier.answer as T;
    }
    const result = charge();
    if (result.charge) records.recordCharge({ ...result.charge, key, request: fingerprint, answer: result.answer }, new Date());
    return result.answer;
  });
}
