// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { autologinUrl, firstAccessLanding } from '../../src/features/join/welcome.ts';
import { UPGRADE_SUCCESS_PATH } from '../../src/routing/paths.ts';
import type { checkWelcome as CheckWelcome, upgradeTrialFromWelcomePage as UpgradeTrial } from '../../islands/join/welcome-actions.ts';

import TrialUpgradeOffer from '../../islands/join/TrialUpgradeOffer.tsx';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const check = vi.hoisted(() => vi.fn<typeof CheckWelcome>());
const upgrade = vi.hoisted(() => vi.fn<typeof UpgradeTrial>());
vi.mock('../../islands/join/welcome-actions.ts', () => ({ checkWelcome: check, upgradeTrialFromWelcomePage: upgrade }));

let assign: MockInstance<Location['assign']>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  check.mockReset();
  upgrade.mockReset();
});

/** The video the trial went to join from, where they carry on. */
const LANDING = firstAccessLanding('/videos/desire-at-midnight-3');

/** The server's HTML in the page, then hydrated, as /_upgrademembership serves it (client:load). */
async function hydrated(signedIn = true): Promise<void> {
  const offer = <TrialUpgradeOffer signedIn={signedIn} landing={LANDING} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(offer);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, offer);
  });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe("the new trial's upgrade offer on /_upgrademembership", () => {
  it('keeps both buttons disabled in the server HTML, where a click would do nothing', () => {
    document.body.innerHTML = renderToString(<TrialUpgradeOffer signedIn landing={LANDING} />);
    expect(button('Upgrade now').disabled).toBe(true);
    expect(button('Continue with my trial').disabled).toBe(true);
  });

  it('carries the trial signed in on to the page they joined from, with the first-access flag', async () => {
    await hydrated();
    await act(async () => fireEvent.click(button('Continue with my trial')));
    expect(assign).toHaveBeenCalledWith(LANDING);
    expect(check).not.toHaveBeenCalled();
  });

  it('not signed in yet: through the one-time autologin', async () => {
    check.mockResolvedValue({ isWelcome: true, isTrial: true, autologinId: 'once-123', traffikJunkyTransactionId: null });
    await hydrated(false);
    await act(async () => fireEvent.click(button('Continue with my trial')));
    expect(assign).toHaveBeenCalledWith(autologinUrl(LANDING, 'once-123'));
  });

  it('goes on without the autologin when the welcome check fails', async () => {
    check.mockResolvedValue('failed');
    await hydrated(false);
    await act(async () => fireEvent.click(button('Continue with my trial')));
    expect(assign).toHaveBeenCalledWith(LANDING);
  });

  it('upgrades with an idempotency key and goes where the Action says', async () => {
    upgrade.mockResolvedValue({ location: UPGRADE_SUCCESS_PATH });
    await hydrated();
    await act(async () => fireEvent.click(button('Upgrade now')));
    expect(upgrade).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(assign).toHaveBeenCalledWith(UPGRADE_SUCCESS_PATH);
  });

  it("shows the Action's refusal and lets the trial try again", async () => {
    upgrade.mockResolvedValue({ message: 'No purchase to upgrade: please log in.' });
    await hydrated();
    await act(async () => fireEvent.click(button('Upgrade now')));
    expect(screen.getByRole('alert').textContent).toBe('No purchase to upgrade: please log in.');
    expect(button('Upgrade now').disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
