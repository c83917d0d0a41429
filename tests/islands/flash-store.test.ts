import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashText } from '../../src/shell/flash/messages.ts';
import { $flashes, clearFlashes, dismissFlash, showFlash } from '../../islands/shell/flash/store.ts';
import { FLASH_DISMISS_AFTER_MS, type FlashInput } from '../../src/shell/flash/flash.ts';
import { flashesFromQuery, passwordChangedFlash } from '../../src/shell/flash/query.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearFlashes();
  cleanStores($flashes);
  vi.useRealTimers();
});

describe('flash notifications', () => {
  it('shows a flash with the default 10000 ms dismissal', () => {
    const flash = showFlash({ type: 'success', message: 'account.flash_email_consent_updated' });
    expect(flash).toEqual({
      id: 'success:account.flash_email_consent_updated',
      type: 'success',
      message: 'account.flash_email_consent_updated',
      dismissAfter: 10000,
    });
    expect($flashes.get()).toEqual([flash]);
  });

  it.each([
    ['same type and message', { type: 'error', message: 'video_unlock_modal.error' }, 1],
    ['same message, other type', { type: 'info', message: 'video_unlock_modal.error' }, 2],
    ['same type, other message', { type: 'error', message: 'account.flash_unknown_error' }, 2],
  ] satisfies [string, FlashInput, number][])('deduplicates by type and message: %s → %i shown', (_case, second, count) => {
    showFlash({ type: 'error', message: 'video_unlock_modal.error' });
    showFlash(second);
    expect($flashes.get()).toHaveLength(count);
  });

  it('dismisses itself after dismissAfter', () => {
    showFlash({ type: 'success', message: 'a' });
    showFlash({ type: 'success', message: 'b', dismissAfter: 2000 });
    vi.advanceTimersByTime(2000);
    expect($flashes.get().map((flash) => flash.message)).toEqual(['a']);
    vi.advanceTimersByTime(FLASH_DISMISS_AFTER_MS - 2000);
    expect($flashes.get()).toEqual([]);
  });

  it('keeps a flash with dismissAfter 0 until dismissed', () => {
    const flash = showFlash({ type: 'error', message: 'sticky', dismissAfter: 0 });
    vi.advanceTimersByTime(FLASH_DISMISS_AFTER_MS * 10);
    expect($flashes.get()).toHaveLength(1);
    dismissFlash(flash.id);
    expect($flashes.get()).toEqual([]);
  });
});

describe('flashes from the query string', () => {
  const sites = ['aurora', 'Blaze'];
  it.each<[string, string, string[]]>([
    ['/', 'dc=approved', ['device_challenge.approved']],
    ['/', 'dc=blocked', ['device_challenge.blocked']],
    ['/', 'dc=maybe', []],
    ['/videos', 'dc=approved', []],
    ['/videos', 'notification=upgradesuccess', ['notification.upgradesuccess']],
    ['/', 'notification=upgradedenial', ['notification.upgradedenial']],
    ['/', 'notification=toString', []],
    ['/account', 'password_changed', ['account:password_changed']],
    ['/account', 'password_changed=true', ['account:password_changed']],
    ['/videos', 'password_changed', []],
    ['/', '', []],
  ])('%s?%s → %j', (pathname, query, ids) => {
    const flashes = flashesFromQuery(new URLSearchParams(query), { pathname, visibleSiteNames: sites });
    expect(flashes.map((flash) => flash.id)).toEqual(ids);
  });

  it.each([
    ['device_challenge.approved', 'success'],
    ['device_challenge.blocked', 'success'],
  ])('%s is a %s flash', (id, type) => {
    const [flash] = flashesFromQuery(new URLSearchParams(`dc=${id.split('.')[1]}`), { pathname: '/', visibleSiteNames: [] });
    expect(flash).toMatchObject({ id, type, message: id });
  });

  it("names the visible tenants' sites in upper case", () => {
    const flash = passwordChangedFlash(['aurora', 'Blaze', 'IVY']);
    expect(flash).toMatchObject({ id: 'account:password_changed', type: 'success', translation: { sites: 'AURORA, BLAZE, IVY' } });
    expect(flashText(flash)).toBe('Your password was changed. It is now valid on AURORA, BLAZE, IVY.');
  });

  it('shows plain text when a message has no known key', () => {
    expect(flashText({ message: 'Failed to pin comment' })).toBe('Failed to pin comment');
  });
});

describe('visible site names', () => {
  it('lists only tenants shown on the paysite list', async () => {
    const { visibleSiteNames } = await import('../../src/shell/flash/query.ts');
    expect(
      visibleSiteNames([
        { site: 'AURORA', visibility: { paysiteList: true } },
        { site: 'JADE', visibility: { paysiteList: false } },
      ]),
    ).toEqual(['AURORA']);
  });
});
