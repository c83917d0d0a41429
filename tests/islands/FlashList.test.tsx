// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import FlashList from '../../islands/shell/flash/FlashList.tsx';
import { $flashes, clearFlashes, showFlash } from '../../islands/shell/flash/store.ts';

afterEach(() => {
  cleanup();
  clearFlashes();
  cleanStores($flashes);
});

describe('FlashList', () => {
  it('announces each flash as a status and dismisses it by its button', () => {
    render(<FlashList />);
    act(() => {
      showFlash({ type: 'success', message: 'device_challenge.approved' });
      showFlash({ type: 'error', message: 'Failed to pin comment' });
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Your device has been approved.×',
      'Failed to pin comment×',
    ]);
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    fireEvent.click(first!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect($flashes.get().map((flash) => flash.message)).toEqual(['Failed to pin comment']);
  });
});
