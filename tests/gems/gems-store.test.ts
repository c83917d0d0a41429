import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $gems, cancelGemsRequests, loadBalance, unlockPack, type BalanceCall, type UnlockPackCall } from '../../islands/gems/store.ts';

afterEach(() => {
  cancelGemsRequests();
  clearFlashes();
  cleanStores($gems, $flashes);
});

/** A call whose answer the test gives when it likes. */
function deferred<T>(): { call: () => Promise<T>; answer: (value: T) => void; fail: (error: unknown) => void } {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  return { call: () => new Promise<T>((resolve, reject) => ((answer = resolve), (fail = reject))), answer: (value) => answer(value), fail: (error) => fail(error) };
}

describe("the gems modals' balance (membership spec section 8: unlock_channel_modal.failed_to_load_balance)", () => {
  it('loads the balance and when the next free gems come', async () => {
    await loadBalance(async () => ({ data: { balance: 40, daysUntilRefreshGems: 3 } }));
    expect($gems.get()).toMatchObject({ balanceStatus: 'loaded', balance: 40, daysUntilRefreshGems: 3 });
    expect($flashes.get()).toEqual([]);
  });

  it.each<[string, Awaited<ReturnType<BalanceCall>> | Error]>([
    ['an Action error', { error: new Error('BAD_REQUEST') }],
    ['a network failure', new Error('offline')],
  ])('flashes the failure on %s', async (_, outcome) => {
    await loadBalance(async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    expect($gems.get().balanceStatus).toBe('failed');
    expect($flashes.get().map((flash) => flash.message)).toEqual(['unlock_channel_modal.failed_to_load_balance']);
  });

  it('ignores a failure of a request cancelled prematurely (the modal closed first)', async () => {
    const request = deferred<Awaited<ReturnType<BalanceCall>>>();
    const loading = loadBalance(request.call);
    expect($gems.get().balanceStatus).toBe('loading');
    cancelGemsRequests();
    request.fail(new Error('aborted'));
    await loading;
    expect($gems.get().balanceStatus).toBe('idle');
    expect($flashes.get()).toEqual([]);
  });
});

describe('the pack unlock (membership spec section 4: success, already unlocked, insufficient funds, other failure)', () => {
  it.each<[string, () => Awaited<ReturnType<UnlockPackCall>>, string]>([
    ['unlocked', () => ({ data: { outcome: 'unlocked', balance: 30 } }), 'unlocked'],
    ['already unlocked', () => ({ data: { outcome: 'already-unlocked', balance: 40 } }), 'already-unlocked'],
    ['not enough gems', () => ({ data: { outcome: 'insufficient-funds', balance: 0 } }), 'insufficient-funds'],
    ['an Action error', () => ({ error: new Error('BAD_REQUEST') }), 'failed'],
    [
      'a network failure',
      () => {
        throw new Error('offline');
      },
      'failed',
    ],
  ])('%s → %s', async (_, answer, outcome) => {
    await unlockPack(7, async () => answer());
    expect($gems.get()).toMatchObject({ unlockStatus: 'answered', outcome });
  });

  it('sends one request however often it is clicked while it runs, and keeps the balance it answers', async () => {
    const request = deferred<Awaited<ReturnType<UnlockPackCall>>>();
    const asked: number[] = [];
    const call: UnlockPackCall = (id) => (asked.push(id), request.call());
    const unlocking = unlockPack(7, call);
    await unlockPack(7, call);
    expect($gems.get().unlockStatus).toBe('unlocking');
    request.answer({ data: { outcome: 'unlocked', balance: 20 } });
    await unlocking;
    expect(asked).toEqual([7]);
    expect($gems.get()).toMatchObject({ balance: 20, outcome: 'unlocked' });
  });
});
