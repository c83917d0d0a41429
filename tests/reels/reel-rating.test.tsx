// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatingAnswer, RatingInput } from '../../islands/ratings/send-rating.ts';
import { NO_RATINGS } from '../../src/features/ratings/rating-rules.ts';
import { clearFlashes } from '../../islands/shell/flash/store.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const sendRating = vi.fn<(input: RatingInput) => Promise<RatingAnswer>>();
vi.mock('../../islands/ratings/send-rating.ts', () => ({ sendRating: (input: RatingInput) => sendRating(input) }));
const { default: ReelRating } = await import('../../islands/reels/ReelRating.tsx');

beforeEach(() => {
  window.localStorage.clear();
  // The reel's recommId: the recommender's events carry the recommendation that led here.
  window.history.replaceState(null, '', '/reels?recommId=r-reel-3');
  sendRating.mockReset();
});
afterEach(() => {
  cleanup();
  clearFlashes();
});

// Membership spec section 3: "Reel tracking events: view, rating, add or delete bookmark, purchase".
describe("a reel's rating: the member's overall rating of its video, which the recommender receives", () => {
  it('offers the overall rating out of 10, sends it with the reel\'s recommId, then shows what was given', async () => {
    sendRating.mockResolvedValue({ ok: true, ratings: { global: 8, properties: [], models: [] } });
    render(<ReelRating videoId={31} title="Escape at Room 214" initial={NO_RATINGS} />);
    const group = screen.getByRole('group', { name: 'Your rating of Escape at Room 214' });
    expect(within(group).getAllByRole('button')).toHaveLength(10);
    await act(async () => fireEvent.click(within(group).getByRole('button', { name: '8 out of 10' })));
    expect(sendRating).toHaveBeenCalledWith({ videoId: 31, type: 'global', slug: 'global', rating: 8, recommId: 'r-reel-3' });
    expect(group.textContent).toContain('You rated it 8 out of 10.');
  });

  it('shows a video the member rated already as rated, with nothing to press', () => {
    render(<ReelRating videoId={31} title="Escape at Room 214" initial={{ global: 6, properties: [], models: [] }} />);
    const group = screen.getByRole('group', { name: 'Your rating of Escape at Room 214' });
    expect(group.textContent).toContain('You rated it 6 out of 10.');
    expect(within(group).queryAllByRole('button')).toHaveLength(0);
  });
});
