import { describe, expect, it, vi } from 'vitest';
import { defineAbilities } from '../../src/access/abilities.ts';
import type { Member, RequestContext } from '../../src/server/request-context.ts';
import { PURCHASE_NOT_ALLOWED_MESSAGE } from '../../src/shell/signed-in-action.ts';
import type { DemoUserKind } from '../../upstream/identity/demo-accounts.ts';
import { demoMember, TENANTS } from '../member-pages/demo-profiles.ts';
import { actionRegistry } from '../support/action-registry.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';

// ActionError as Astro's: it keeps its code.
vi.mock('astro:actions', async () => ({
  ...(await import('../support/action-registry.ts')).astroActionsStub,
  ActionError: class ActionError extends Error {
    code: string;
    constructor({ code, message }: { code: string; message: string }) {
      super(message);
      this.code = code;
    }
  },
}));

/*
 * Security probe reading 12, first question: may a tandem child buy? No purchase Action checked an
 * ability, so the child's login could charge the parent's card on file. The reading a paying parent
 * and the business expect: no. A tandem child lacks the Purchases ability, and every Action that
 * charges asks it first (purchasingAction): FORBIDDEN, before any call. docs/security.md says why.
 */

/** The Actions that charge the card on file. */
const CHARGING_ACTIONS = ['purchase.multisite', 'purchase.singleSite', 'purchase.trialUpgrade', 'purchase.yearly', 'purchase.reactivate', 'upsells.confirmOutgoing'];

/** The locals of a member's Action, whose gateway records every call it is asked for and answers none. */
function localsOf(kind: DemoUserKind) {
  const calls: string[] = [];
  const refuse = (what: string) => (operation: string) => {
    calls.push(`${what} ${operation}`);
    return Promise.reject(new Error('the test gateway answers nothing'));
  };
  const { profile, abilities } = demoMember(kind, 'aurora');
  const member = { profile, abilities, unreadNotifications: 0, gateway: { query: refuse('query'), mutate: refuse('mutate'), charge: refuse('charge'), api: refuse('api') }, sessions: { endOthers: () => Promise.resolve(0) } } as unknown as Member;
  const context = { tenant: TENANTS.get('aurora'), member, log: SILENT_LOGGER, correlationId: 'test', partners: { allowedPartnerHosts: [], confirmationKey: Buffer.alloc(32) }, reportError: () => undefined } as unknown as RequestContext;
  return { locals: { context }, calls };
}

const cookies = { get: () => undefined, set: () => undefined, has: () => false, delete: () => undefined };

describe('a tandem child may not buy', () => {
  it.each<[DemoUserKind, boolean]>([
    ['tandemchild', false],
    ['tandemparent', true],
    ['member', true],
    ['trial', true],
    ['expired', true],
    ['guest', true],
  ])('%s may use Purchases: %s', (kind, expected) => {
    const { profile } = demoMember(kind, 'aurora');
    expect(defineAbilities({ profile, tenant: TENANTS.get('aurora')! }).can('use', 'Purchases')).toBe(expected);
  });

  it.each(CHARGING_ACTIONS)('%s refuses the tandem child (FORBIDDEN) before any call to the gateway', async (name) => {
    const action = (await actionRegistry()).get(name)!;
    const { locals, calls } = localsOf('tandemchild');
    const handler = action.handler as (input: unknown, context: unknown) => Promise<unknown>;
    await expect(handler({ idempotencyKey: 'k'.repeat(16), confirmation: 'x', optionId: '1', joinOptionId: '1', retentionOfferName: null }, { locals, cookies })).rejects.toMatchObject({ code: 'FORBIDDEN', message: PURCHASE_NOT_ALLOWED_MESSAGE });
    expect(calls).toEqual([]);
  });

  it('no Action of the registry charges the card on file for a tandem child', async () => {
    const charged: string[] = [];
    for (const [name, action] of await actionRegistry()) {
      const { locals, calls } = localsOf('tandemchild');
      const handler = action.handler as (input: unknown, context: unknown) => Promise<unknown>;
      // Whatever each answers (most want other input): what counts is that nothing was charged.
      await Promise.resolve()
        .then(() => handler({ idempotencyKey: 'k'.repeat(16), optionId: '1', joinOptionId: '1' }, { locals, cookies }))
        .catch(() => undefined);
      charged.push(...calls.filter((call) => call.startsWith('charge')).map((call) => `${name}: ${call}`));
    }
    expect(charged).toEqual([]);
  });

  it('the parent still reaches the biller', async () => {
    const action = (await actionRegistry()).get('purchase.yearly')!;
    const { locals, calls } = localsOf('tandemparent');
    await (action.handler as (input: unknown, context: unknown) => Promise<unknown>)({ idempotencyKey: 'k'.repeat(16) }, { locals, cookies }).catch(() => undefined);
    expect(calls).toEqual(['charge internalUpsellYearly']);
  });
});
