import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PAGE_LEAVE_WAIT_MS, DEFAULT_ANALYTICS_CALLBACK_MS } from '../../src/features/tracking/analytics.ts';
import { leaveAfterAnalytics } from '../../islands/tracking/page-leave.ts';

type Pushed = { eventCallback: () => void; eventTimeout: number; event: string };

describe('the analytics page-leave wait (membership spec section 7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 300 ms, shorter than the library’s 1000 ms', () => {
    expect(ANALYTICS_PAGE_LEAVE_WAIT_MS).toBe(300);
    expect(DEFAULT_ANALYTICS_CALLBACK_MS).toBe(1000);
  });

  it('leaves as soon as the analytics call back, once', () => {
    const pushed: Pushed[] = [];
    const leave = vi.fn();
    leaveAfterAnalytics({ push: (entry) => pushed.push(entry as Pushed) }, { event: 'recommendationClick' }, leave);
    expect(pushed[0]).toMatchObject({ event: 'recommendationClick', eventTimeout: 300 });
    expect(leave).not.toHaveBeenCalled();
    pushed[0]?.eventCallback();
    pushed[0]?.eventCallback();
    vi.advanceTimersByTime(1000);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('leaves after 300 ms when the analytics never answer', () => {
    const leave = vi.fn();
    leaveAfterAnalytics({ push: () => 0 }, { event: 'x' }, leave);
    vi.advanceTimersByTime(299);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
