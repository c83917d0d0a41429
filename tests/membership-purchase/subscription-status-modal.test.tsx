// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_POLLING } from '../../src/features/membership-purchase/subscription-polling.ts';
import type { pollSubscription as PollSubscription } from '../../islands/membership-purchase/status-actions.ts';
import { $modalInstances, $modals, hideAllModals, showModal } from '../../islands/shell/modals/store.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const poll = vi.hoisted(() => vi.fn<typeof PollSubscription>());
vi.mock('../../islands/membership-purchase/status-actions.ts', () => ({ pollSubscription: poll }));
const { default: SubscriptionStatusModal } = await import('../../islands/membership-purchase/SubscriptionStatusModal.tsx');

beforeEach(() => {
  vi.useFakeTimers();
  poll.mockReset().mockResolvedValue('inactive');
});
afterEach(() => {
  cleanup();
  hideAllModals();
  cleanStores($modals, $modalInstances);
  vi.useRealTimers();
});

describe('the subscription status modal (membership spec section 4)', () => {
  it('polls the profile once per 15 s when the page mounts it twice (every purchase modal carries one, and the query adds one)', async () => {
    render(
      <>
        <SubscriptionStatusModal premiumPlus={false} />
        <SubscriptionStatusModal premiumPlus={false} />
      </>,
    );
    await act(async () => showModal('SubscriptionStatusModal', { flow: 'trial' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith('trial');
    await act(async () => vi.advanceTimersByTimeAsync(PROFILE_POLLING.intervalMs));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
  });
});
