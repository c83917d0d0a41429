// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gemsText } from '../../src/features/gems/gems.ts';
import type { NewsCall } from '../../islands/gems/actions.ts';

// The action clients are Astro's (astro:actions), which only an Astro build resolves.
const news = vi.hoisted(() => vi.fn<NewsCall>());
vi.mock('../../islands/gems/actions.ts', () => ({ newsAction: () => news(), balanceAction: vi.fn(), unlockAction: vi.fn(), hideIntroAction: vi.fn(), acknowledgeNewAction: vi.fn() }));
vi.mock('../../islands/shell/actions/member-actions.ts', () => ({ actions: {} }));
const { default: GemsCounter } = await import('../../islands/gems/GemsCounter.tsx');
const { default: TrialUpgradeButton } = await import('../../islands/membership-purchase/TrialUpgradeButton.tsx');
const { $gems } = await import('../../islands/gems/store.ts');
const { $subscription, dispatchSubscription } = await import('../../islands/membership-purchase/store.ts');

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  cleanStores($gems, $subscription);
  news.mockReset();
});

/**
 * The island's server HTML (rendered from the stores as the server has them), then `meanwhile` (what
 * another island did to a shared store before this one woke), then hydration. Resolves to the errors
 * React reported while hydrating.
 */
async function hydrateAfter(island: ReactElement, meanwhile: () => void): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  meanwhile();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, island, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('an island reading a store another island changed first hydrates its server HTML, then shows the store', () => {
  it("the header's gems counter, after the gems intro loaded the balance", async () => {
    news.mockReturnValue(new Promise(() => undefined));
    const errors = await hydrateAfter(<GemsCounter channelsHref={null} />, () => {
      $gems.setKey('balance', 312);
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: new RegExp(gemsText(312)) })).toBeTruthy();
  });

  it("the trial's upgrade button, while a purchase started in another modal is under way", async () => {
    const errors = await hydrateAfter(<TrialUpgradeButton from="PurchaseMembershipModal" />, () => {
      dispatchSubscription({ type: 'paymentRequested' });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processing payment…' }).disabled).toBe(true);
  });
});
