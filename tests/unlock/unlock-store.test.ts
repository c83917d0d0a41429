import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $videoUnlock, resetVideoUnlock, seedVideoUnlock, unlockVideoWithCredit, type UnlockCall } from '../../islands/unlock/store.ts';

afterEach(() => {
  clearFlashes();
  cleanStores($videoUnlock, $flashes);
});

describe('the pay-per-video unlock (membership spec section 4: requested sets loading; succeeded or failed clears it)', () => {
  it('loads, then holds the credits left after the unlock', async () => {
    seedVideoUnlock(5);
    let answer!: (value: Awaited<ReturnType<UnlockCall>>) => void;
    const asked: number[] = [];
    const call: UnlockCall = (videoId) => {
      asked.push(videoId);
      return new Promise((resolve) => (answer = resolve));
    };
    const unlocking = unlockVideoWithCredit(42, call);
    expect($videoUnlock.get()).toEqual({ status: 'loading', credits: 5 });
    // A second click while the first runs asks nothing more.
    await unlockVideoWithCredit(42, call);
    expect(asked).toEqual([42]);
    answer({ data: { payPerVideoCredits: 4 } });
    await unlocking;
    expect($videoUnlock.get()).toEqual({ status: 'unlocked', credits: 4 });
    expect($flashes.get()).toEqual([]);
  });

  it.each<[string, UnlockCall]>([
    ['a refusal', () => Promise.resolve({ error: new Error('FORBIDDEN') })],
    ['a network failure', () => Promise.reject(new Error('offline'))],
  ])('%s fails, flashes video_unlock_modal.error, keeps the credits, and may be tried again', async (_case, call) => {
    seedVideoUnlock(5);
    await unlockVideoWithCredit(42, call);
    expect($videoUnlock.get()).toEqual({ status: 'failed', credits: 5 });
    expect($flashes.get()).toMatchObject([{ type: 'error', message: 'video_unlock_modal.error' }]);
    resetVideoUnlock();
    expect($videoUnlock.get().status).toBe('idle');
  });
});
