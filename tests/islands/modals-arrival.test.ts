import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { applyArrival } from '../../islands/shell/modals/arrival.ts';
import { $modals, hideAllModals } from '../../islands/shell/modals/store.ts';

afterEach(() => {
  hideAllModals();
  cleanStores($modals);
});

function fakeHistory() {
  const replaced: string[] = [];
  return { replaced, history: { state: null, replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) } };
}

describe('applying the query on arrival', () => {
  it('opens the modals the server decided, with their props, and takes the one-shot parameters off the address', () => {
    const { replaced, history } = fakeHistory();
    applyArrival(
      { modals: [{ id: 'SubscriptionStatusModal', props: { reason: 'reactivation' } }], afterPurchase: true },
      { href: 'http://aurora.localhost/?reactivation=success&fatr=true&page=2' },
      history,
    );
    expect($modals.get()).toEqual({ SubscriptionStatusModal: { reason: 'reactivation' } });
    expect(replaced).toEqual(['/?page=2']);
  });

  it('leaves an address without one-shot parameters alone', () => {
    const { replaced, history } = fakeHistory();
    applyArrival({ modals: [], afterPurchase: false }, { href: 'http://aurora.localhost/videos?page=2' }, history);
    expect($modals.get()).toEqual({});
    expect(replaced).toEqual([]);
  });
});
