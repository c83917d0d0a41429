// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepActive } from '../../islands/search/active-option.ts';
import { enhanceQuickSearch, type FetchSuggestions } from '../../islands/search/quick-search.ts';
import { QUICK_SEARCH_DEBOUNCE_MS, type QuickSearchFailure, type QuickSuggestions } from '../../src/search/quick-search.ts';

/** The markup QuickSearch.astro renders, as the island reads it. */
const MARKUP = `<form data-quick-search data-endpoint="/api/quick-search" action="/search">
  <input name="q" type="search"><button type="submit">Search</button>
  <div id="site-search-suggestions" hidden data-quick-search-list></div>
  <p hidden data-quick-search-note></p><p aria-live="polite" data-quick-search-status></p>
  <template data-quick-search-group><div role="group"><div aria-hidden="true" data-group-label></div></div></template>
  <template data-quick-search-option><div role="option" aria-selected="false"><span data-option-label></span><span data-option-detail></span></div></template>
</form>`;

const answerFor = (q: string): QuickSuggestions => ({
  q,
  videos: [{ label: 'Wild Hours', href: '/videos/wild-hours-1', detail: 'Bianca Ivers' }, { label: 'Wild Swim', href: '/videos/wild-swim-2', detail: null }],
  categories: [],
  models: [{ label: 'Wilma Stone', href: '/performers/wilma-stone', detail: null }],
  totalCount: 9,
  allHref: `/search?q=${q}`,
});

let asked: { q: string; answer: (value: QuickSuggestions | QuickSearchFailure | null) => void }[];
let navigated: string[];
const ask: FetchSuggestions = (_endpoint, q) => new Promise((resolve) => asked.push({ q, answer: resolve }));

const input = () => document.querySelector('input') as HTMLInputElement;
const list = () => document.querySelector('[data-quick-search-list]') as HTMLElement;
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;

/** A keystroke that leaves `text` in the box. */
function keystroke(text: string): void {
  input().focus();
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
}
/** `text` typed, then a pause. */
function type(text: string): void {
  keystroke(text);
  vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS);
}
function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  input().dispatchEvent(event);
  return event;
}
async function answer(index: number, value: QuickSuggestions | QuickSearchFailure | null): Promise<void> {
  asked[index]?.answer(value);
  await vi.runAllTimersAsync();
}

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  navigated = [];
  document.body.innerHTML = MARKUP;
  enhanceQuickSearch(document, { fetch: ask, navigate: (href) => navigated.push(href) });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the header quick search, as a combobox', () => {
  it('is a combobox that controls its list once the island runs', () => {
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe('site-search-suggestions');
    expect(list().getAttribute('role')).toBe('listbox');
  });

  it('asks once typing pauses, and lists videos then performers, with the search page last', async () => {
    keystroke('wi');
    vi.advanceTimersByTime(QUICK_SEARCH_DEBOUNCE_MS - 1);
    type('wil  ');
    expect(asked.map((question) => question.q)).toEqual(['wil']);
    await answer(0, answerFor('wil'));
    expect(list().hidden).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect([...list().querySelectorAll('[role="group"]')].map((group) => group.getAttribute('aria-label'))).toEqual(['Videos', 'Performers']);
    expect(options().map((option) => option.textContent)).toEqual(['Wild HoursBianca Ivers', 'Wild Swim', 'Wilma Stone', 'See all 9 videos for “wil”']);
    expect(document.querySelector('[data-quick-search-status]')?.textContent).toBe('4 suggestions');
  });

  it('moves through the suggestions with the arrow keys, wrapping, while focus stays in the box', async () => {
    type('wil');
    await answer(0, answerFor('wil'));
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(active()).toBe('Wild HoursBianca Ivers');
    press('ArrowUp');
    expect(active()).toBe('See all 9 videos for “wil”');
    press('ArrowDown');
    expect(active()).toBe('Wild HoursBianca Ivers');
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(document.activeElement).toBe(input());
  });

  it('opens the chosen suggestion with Enter, and leaves Enter to the form when none is chosen', async () => {
    type('wil');
    await answer(0, answerFor('wil'));
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(navigated).toEqual([]);
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter').defaultPrevented).toBe(true);
    expect(navigated).toEqual(['/performers/wilma-stone']);
  });

  it('opens a suggestion on a click', async () => {
    type('wil');
    await answer(0, answerFor('wil'));
    options()[3]?.querySelector('span')?.click();
    expect(navigated).toEqual(['/search?q=wil']);
  });

  it('closes the list with Escape, and leaves the next Escape to the page', async () => {
    type('wil');
    await answer(0, answerFor('wil'));
    press('ArrowDown');
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(list().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(false);
    press('ArrowDown');
    expect(list().hidden).toBe(false);
  });

  it('shows nothing for a question typing has moved past', async () => {
    type('wi');
    type('wil');
    await answer(0, answerFor('wi'));
    expect(list().hidden).toBe(true);
    await answer(1, answerFor('wil'));
    expect(options()).toHaveLength(4);
  });

  it('asks nothing for a single letter, and closes the list', async () => {
    type('wil');
    await answer(0, answerFor('wil'));
    type('w');
    expect(asked).toHaveLength(1);
    expect(list().hidden).toBe(true);
    expect(options()).toHaveLength(0);
  });

  it("says the spec's search message when the search fails, and the form still searches", async () => {
    type('wil');
    await answer(0, { error: 'An Error Occured.' });
    const note = document.querySelector<HTMLElement>('[data-quick-search-note]');
    expect(note?.hidden).toBe(false);
    expect(note?.textContent).toBe('An Error Occured.');
    expect(list().hidden).toBe(true);
    expect(press('Enter').defaultPrevented).toBe(false);
    type('wild');
    await answer(1, null);
    expect(note?.textContent).toBe('An Error Occured.');
  });
});

describe('the active suggestion under the arrow keys', () => {
  it.each([
    [-1, 4, 1, 0],
    [-1, 4, -1, 3],
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 0, 1, -1],
  ] as const)('from %i of %i, a step of %i makes %i active', (from, count, step, expected) => {
    expect(stepActive(from, count, step)).toBe(expected);
  });
});
