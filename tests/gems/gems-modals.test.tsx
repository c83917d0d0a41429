// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AcknowledgeNewCall, BalanceCall, HideIntroCall, NewsCall, UnlockPackCall } from '../../islands/gems/actions.ts';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $modals, hideAllModals, showModal } from '../../islands/shell/modals/store.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const balance = vi.fn<BalanceCall>();
const unlock = vi.fn<UnlockPackCall>();
const hideIntro = vi.fn<HideIntroCall>();
const news = vi.fn<NewsCall>();
const acknowledgeNew = vi.fn<AcknowledgeNewCall>();
vi.mock('../../islands/gems/actions.ts', () => ({
  balanceAction: () => balance(),
  unlockAction: (id: number) => unlock(id),
  hideIntroAction: () => hideIntro(),
  newsAction: () => news(),
  acknowledgeNewAction: () => acknowledgeNew(),
}));
const { default: UnlockChannelModal } = await import('../../islands/gems/UnlockChannelModal.tsx');
const { default: UserGemsInfoModal } = await import('../../islands/gems/UserGemsInfoModal.tsx');
const { default: GemsIntro } = await import('../../islands/gems/GemsIntro.tsx');
const { default: GemsCounter } = await import('../../islands/gems/GemsCounter.tsx');
const { $gems, cancelGemsRequests } = await import('../../islands/gems/store.ts');

beforeEach(() => {
  balance.mockReset().mockResolvedValue({ data: { balance: 40, daysUntilRefreshGems: 3 } });
  unlock.mockReset();
  hideIntro.mockReset();
  news.mockReset().mockResolvedValue({ data: { balance: 40, daysUntilRefreshGems: 3, newGems: 10 } });
  acknowledgeNew.mockReset().mockResolvedValue({ data: { acknowledged: true } });
});
afterEach(() => {
  cleanup();
  hideAllModals();
  cancelGemsRequests();
  clearFlashes();
  cleanStores($modals, $gems, $flashes);
});

const dialog = (name: string) => screen.getByRole('dialog', { name });

async function openUnlock(): Promise<void> {
  render(<UnlockChannelModal />);
  await act(async () => showModal('UnlockChannelModal', { channelPackId: 9, packName: 'Neon Vol. 1', price: 10 }));
}

describe('the UnlockChannelModal (membership spec sections 4 and 8)', () => {
  it('names the pack and its price, with the balance it loads on opening', async () => {
    await openUnlock();
    expect(within(dialog('Unlock Neon Vol. 1')).getByRole('status').textContent).toBe('Unlock Neon Vol. 1 for 10 gems? You have 40.');
  });

  it("says 'Failed to load user balance' when the balance cannot be loaded, and flashes it", async () => {
    balance.mockResolvedValue({ error: new Error('BAD_REQUEST') });
    await openUnlock();
    expect(within(dialog('Unlock Neon Vol. 1')).getByRole('alert').textContent).toBe('Failed to load user balance');
    expect($flashes.get().map((flash) => flash.message)).toEqual(['unlock_channel_modal.failed_to_load_balance']);
  });

  it.each<[string, Awaited<ReturnType<UnlockPackCall>>, string, string]>([
    ['success', { data: { outcome: 'unlocked', balance: 30 } }, 'Pack unlocked', 'You unlocked Neon Vol. 1. You have 30 gems left.'],
    ['already unlocked', { data: { outcome: 'already-unlocked', balance: 40 } }, 'Unlock Neon Vol. 1', 'Pack is already unlocked'],
    ['insufficient funds', { data: { outcome: 'insufficient-funds', balance: 0 } }, 'Unlock Neon Vol. 1', 'Not enough funds to unlock'],
    ['failure', { error: new Error('BAD_REQUEST') }, 'Unlock Neon Vol. 1', 'Failed to unlock the pack. Please contact customer support'],
  ])('%s', async (_, answer, heading, message) => {
    unlock.mockResolvedValue(answer);
    await openUnlock();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock for 10 gems' })));
    expect(unlock).toHaveBeenCalledWith(9);
    const shown = dialog(heading);
    const text = heading === 'Pack unlocked' ? within(shown).getByRole('status').textContent : within(shown).getByRole('alert').textContent;
    expect(text).toBe(message);
  });
});

describe('the UserGemsInfoModal', () => {
  it("says 'Error saving your preferences.' when hiding it fails, and closes when it is saved", async () => {
    render(<UserGemsInfoModal channelsHref="/channels" />);
    await act(async () => showModal('UserGemsInfoModal'));
    expect(within(dialog('Your gems')).getByRole('status').textContent).toBe('You have 40 gems. More free gems come in 3 days.');
    hideIntro.mockResolvedValueOnce({ error: new Error('BAD_REQUEST') });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Don't show this again" })));
    expect(within(dialog('Your gems')).getByRole('alert').textContent).toBe('Error saving your preferences.');
    hideIntro.mockResolvedValueOnce({ data: { hidden: true } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Don't show this again" })));
    expect(Object.keys($modals.get())).toEqual([]);
  });
});

describe('the UserGemsInfoModal links the channels listing', () => {
  it.each([
    ['for a member who may see it', '/channels', 1],
    ['not for one who may not (the listing would answer 404)', null, 0],
  ] as const)('%s', async (_, channelsHref, links) => {
    render(<UserGemsInfoModal channelsHref={channelsHref} />);
    await act(async () => showModal('UserGemsInfoModal'));
    expect(within(dialog('Your gems')).queryAllByRole('link', { name: 'See the channels' })).toHaveLength(links);
  });
});

describe('the balance in both gems modals', () => {
  it('shows no balance kept from an earlier opening when loading it again fails, only the failure', async () => {
    render(<UserGemsInfoModal channelsHref="/channels" />);
    await act(async () => showModal('UserGemsInfoModal'));
    expect(within(dialog('Your gems')).getByRole('status').textContent).toBe('You have 40 gems. More free gems come in 3 days.');
    act(() => hideAllModals());
    balance.mockResolvedValue({ error: new Error('BAD_REQUEST') });
    await act(async () => showModal('UserGemsInfoModal'));
    expect(within(dialog('Your gems')).getByRole('status').textContent).toBe('');
    expect(within(dialog('Your gems')).getByRole('alert').textContent).toBe('Failed to load user balance');
  });
});

describe('the gems intro, mounted where nothing blocks it (src/features/gems/GemsIntro.astro)', () => {
  it('opens the gems modal and keeps when, for a day', async () => {
    document.cookie = 'gems_intro_last_shown=; Max-Age=0; Path=/';
    render(<GemsIntro channelsHref="/channels" />);
    await act(async () => {});
    expect(dialog('Your gems')).toBeTruthy();
    expect(document.cookie).toMatch(/gems_intro_last_shown=\d+/);
  });

  it('waits when another modal is open already', async () => {
    document.cookie = 'gems_intro_last_shown=; Max-Age=0; Path=/';
    showModal('PurchaseMembershipModal');
    render(<GemsIntro channelsHref="/channels" />);
    await act(async () => {});
    expect(Object.keys($modals.get())).toEqual(['PurchaseMembershipModal']);
    expect(document.cookie).not.toMatch(/gems_intro_last_shown=\d+/);
  });
});

describe("the header's gems counter (membership spec sections 6 and 7: the gem animation, acknowledgeNewGemsBalance)", () => {
  const counter = () => screen.getByRole('button', { name: /gems/i });
  // A page starts knowing nothing of the member's gems; the modals' tests above leave a balance behind.
  beforeEach(() => $gems.set({ ...$gems.get(), balance: null, newGems: null }));

  it('shows the balance and animates while gems came that the member has not seen', async () => {
    await act(async () => render(<GemsCounter channelsHref="/channels" />));
    expect(counter().textContent).toContain('40 gems');
    expect(counter().textContent).toContain('+10 new');
    expect(counter().querySelector('.motion-safe\\:animate-bounce')).not.toBeNull();
  });

  it('opens the gems info on a click and acknowledges the new gems, which stops the animation', async () => {
    await act(async () => render(<GemsCounter channelsHref="/channels" />));
    await act(async () => fireEvent.click(counter()));
    expect(dialog('Your gems')).toBeTruthy();
    expect(acknowledgeNew).toHaveBeenCalledTimes(1);
    expect(counter().textContent).not.toContain('new');
    expect(counter().querySelector('.motion-safe\\:animate-bounce')).toBeNull();
    // Seen once is seen: another click asks nothing more.
    await act(async () => fireEvent.click(counter()));
    expect(acknowledgeNew).toHaveBeenCalledTimes(1);
  });

  it('neither animates nor acknowledges when nothing new came', async () => {
    news.mockResolvedValue({ data: { balance: 40, daysUntilRefreshGems: 3, newGems: 0 } });
    await act(async () => render(<GemsCounter channelsHref={null} />));
    await act(async () => fireEvent.click(counter()));
    expect(counter().querySelector('.motion-safe\\:animate-bounce')).toBeNull();
    expect(acknowledgeNew).not.toHaveBeenCalled();
  });

  it('shows no number when the balance cannot be read', async () => {
    news.mockResolvedValue({ error: new Error('down') });
    await act(async () => render(<GemsCounter channelsHref={null} />));
    expect(counter().textContent).toBe('◆Gems');
  });
});
