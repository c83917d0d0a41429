// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatingAnswer, RatingInput } from '../../islands/ratings/send-rating.ts';
import { NO_RATINGS } from '../../src/features/ratings/rating-rules.ts';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
const sendRating = vi.fn<(input: RatingInput) => Promise<RatingAnswer>>();
vi.mock('../../islands/ratings/send-rating.ts', () => ({ sendRating: (input: RatingInput) => sendRating(input) }));
const { default: RatingPanel } = await import('../../islands/ratings/RatingPanel.tsx');

const parts = [
  { type: 'property' as const, slug: 'lighting', name: 'Lighting', tooltip: 'How well the scene is lit.' },
  { type: 'model' as const, slug: 'ana-ashford', name: 'Ana Ashford' },
];
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/videos/night-swim-1?recommId=r-7');
  sendRating.mockReset();
});
afterEach(() => {
  cleanup();
  clearFlashes();
});

describe('the member\'s rating of a video', () => {
  it('asks for the overall rating first, without asking the server', async () => {
    render(<RatingPanel videoId={12} parts={parts} initial={NO_RATINGS} />);
    await act(async () => fireEvent.click(within(group('Lighting')).getByRole('button', { name: '4 out of 5' })));
    expect(within(group('Lighting')).getByRole('alert').textContent).toBe('Oops! Please leave your overall rating first to continue');
    expect(sendRating).not.toHaveBeenCalled();
  });

  it('rates the overall rating out of 10, with the recommId of the query, then shows what was given', async () => {
    sendRating.mockResolvedValue({ ok: true, ratings: { global: 8, properties: [], models: [] } });
    render(<RatingPanel videoId={12} parts={parts} initial={NO_RATINGS} />);
    expect(within(group('Overall rating')).getAllByRole('button')).toHaveLength(10);
    expect(within(group('Lighting')).getAllByRole('button')).toHaveLength(5);
    await act(async () => fireEvent.click(within(group('Overall rating')).getByRole('button', { name: '8 out of 10' })));
    expect(sendRating).toHaveBeenCalledWith({ videoId: 12, type: 'global', slug: 'global', rating: 8, recommId: 'r-7' });
    expect(group('Overall rating').textContent).toContain('You rated it 8 out of 10.');
    expect(within(group('Overall rating')).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the server\'s refusal beside the part: a second rating is refused', async () => {
    sendRating.mockResolvedValue({ ok: false, refused: true, message: 'You have already rated.' });
    render(<RatingPanel videoId={12} parts={parts} initial={{ global: 6, properties: [], models: [] }} />);
    await act(async () => fireEvent.click(within(group('Ana Ashford')).getByRole('button', { name: '5 out of 5' })));
    expect(sendRating).toHaveBeenCalledWith({ videoId: 12, type: 'model', slug: 'ana-ashford', rating: 5, recommId: 'r-7' });
    expect(within(group('Ana Ashford')).getByRole('alert').textContent).toBe('You have already rated.');
    expect(within(group('Ana Ashford')).getAllByRole('button')).toHaveLength(5);
  });

  it('flashes a failed update (membership spec section 8) and leaves the part to rate again', async () => {
    sendRating.mockResolvedValue({ ok: false, refused: false, message: 'Failed to save your rating. Please try again later.' });
    render(<RatingPanel videoId={12} parts={parts} initial={NO_RATINGS} />);
    await act(async () => fireEvent.click(within(group('Overall rating')).getByRole('button', { name: '8 out of 10' })));
    expect($flashes.get().map((flash) => [flash.type, flash.message])).toEqual([['error', 'Failed to save your rating. Please try again later.']]);
    expect(within(group('Overall rating')).queryByRole('alert')).toBeNull();
    expect(within(group('Overall rating')).getAllByRole('button')).toHaveLength(10);
  });

  it('describes each property by its tooltip and shows the ratings already given', () => {
    render(<RatingPanel videoId={12} parts={parts} initial={{ global: 6, properties: [{ slug: 'lighting', rating: 3 }], models: [] }} />);
    expect(group('Lighting').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('How well the scene is lit.')).toBeTruthy();
    expect(group('Lighting').textContent).toContain('You rated it 3 out of 5.');
    expect(group('Overall rating').textContent).toContain('You rated it 6 out of 10.');
  });
});
