// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeAnswer } from '../../islands/favorites/send-change.ts';

// The action client is Astro's (astro:actions), which only an Astro build resolves.
vi.mock('../../islands/favorites/send-change.ts', () => ({ sendChange: vi.fn() }));
const { submitFavorite } = await import('../../islands/favorites/enhance.ts');

/** The markup FavoriteButton.astro renders for a member, as the enhancer reads it. */
function button(options: { slug?: string; id?: number; op?: 'add' | 'remove'; scope?: 'page' | 'card'; name?: string; subject?: string; recommId?: string } = {}): string {
  const { slug = 'night-swim-1', id = 12, op = 'add', scope = 'page', name, subject = 'video', recommId = '' } = options;
  return `<form data-favorite-form data-scope="${scope}" ${name ? `data-name="${name}"` : ''}>
    <input type="hidden" name="subject" value="${subject}"><input type="hidden" name="slug" value="${slug}">
    <input type="hidden" name="id" value="${id}"><input type="hidden" name="op" value="${op}">
    <input type="hidden" name="back" value="/videos/${slug}"><input type="hidden" name="recommId" value="${recommId}">
    <button type="submit"><span data-favorite-icon>${op === 'add' ? '♡' : '♥'}</span><span data-favorite-label>x</span></button>
    <p role="alert" data-favorite-failure hidden></p></form>`;
}

const forms = () => [...document.querySelectorAll<HTMLFormElement>('[data-favorite-form]')];
const stateOf = (form: HTMLFormElement) => ({
  op: (form.elements.namedItem('op') as HTMLInputElement).value,
  icon: form.querySelector('[data-favorite-icon]')?.textContent,
  label: form.querySelector('[data-favorite-label]')?.textContent,
  failure: (form.querySelector('[data-favorite-failure]') as HTMLElement).hidden ? null : form.querySelector('[data-favorite-failure]')?.textContent,
});

/** A send whose answer the test gives when it likes, to look at the button in between. */
function deferred() {
  let answer: (value: ChangeAnswer | Error) => void = () => {};
  const sent: FormData[] = [];
  const send = (data: FormData) => {
    sent.push(data);
    return new Promise<ChangeAnswer>((resolve, reject) => {
      answer = (value) => (value instanceof Error ? reject(value) : resolve(value));
    });
  };
  return { send, sent, answer: (value: ChangeAnswer | Error) => answer(value) };
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/videos/night-swim-1');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a favourite button, enhanced', () => {
  it('changes at once and stays changed when the change is made', async () => {
    document.body.innerHTML = button();
    const [form] = forms();
    const send = deferred();
    const done = submitFavorite(form!, send.send);
    expect(stateOf(form!)).toEqual({ op: 'remove', icon: '♥', label: 'Remove from favourites', failure: null });
    send.answer({ ok: true, favourite: true });
    await done;
    expect(stateOf(form!)).toEqual({ op: 'remove', icon: '♥', label: 'Remove from favourites', failure: null });
    expect(send.sent[0]?.get('op')).toBe('add');
  });

  it.each<[string, ChangeAnswer | Error]>([
    ['the action refuses', { ok: false, message: 'Failed to remove the video from your favourites. Please try again later.' }],
    ['the request fails', new Error('offline')],
  ])('goes back as it was, saying why, when %s', async (_name, answer) => {
    document.body.innerHTML = button({ op: 'remove' });
    const [form] = forms();
    const send = deferred();
    const done = submitFavorite(form!, send.send);
    expect(stateOf(form!).op).toBe('add');
    send.answer(answer);
    await done;
    expect(stateOf(form!)).toEqual({ op: 'remove', icon: '♥', label: 'Remove from favourites', failure: 'Failed to remove the video from your favourites. Please try again later.' });
  });

  it.each<[string, ChangeAnswer | Error, boolean[]]>([
    ['a change made', { ok: true, favourite: true }, [true]],
    ['a change refused', { ok: false, message: 'no' }, []],
    ['a change lost', new Error('offline'), []],
  ])("tells the page of %s (the reels' bookmark events listen)", async (_name, answer, expected) => {
    document.body.innerHTML = button();
    const [form] = forms();
    const told: boolean[] = [];
    document.addEventListener('favorite-changed', (event) => told.push((event as CustomEvent<{ favourite: boolean }>).detail.favourite), { once: true });
    const send = deferred();
    const done = submitFavorite(form!, send.send);
    send.answer(answer);
    await done;
    expect(told).toEqual(expected);
  });

  it('keeps every button of the same item in step (the page\'s and a card\'s), and no other', async () => {
    document.body.innerHTML = button() + button({ scope: 'card', name: 'Night Swim' }) + button({ slug: 'other-2', scope: 'card', name: 'Other' });
    const [page, card, other] = forms();
    const send = deferred();
    const done = submitFavorite(page!, send.send);
    send.answer({ ok: true, favourite: true });
    await done;
    expect(stateOf(card!).label).toBe('Remove Night Swim from favourites');
    expect(stateOf(other!).op).toBe('add');
  });

  it('ignores a second press while the first is on its way', async () => {
    document.body.innerHTML = button();
    const [form] = forms();
    const send = deferred();
    const first = submitFavorite(form!, send.send);
    await submitFavorite(form!, send.send);
    send.answer({ ok: true, favourite: true });
    await first;
    expect(send.sent).toHaveLength(1);
  });

  it('sends the page item\'s recommId from the query and remembers it; a card\'s only what was remembered for it', async () => {
    window.history.replaceState(null, '', '/videos/night-swim-1?recommId=r-page');
    document.body.innerHTML = button() + button({ slug: 'other-2', id: 13, scope: 'card', name: 'Other' });
    const [page, card] = forms();
    const send = deferred();
    const pressed = submitFavorite(page!, send.send);
    send.answer({ ok: true, favourite: true });
    await pressed;
    const next = submitFavorite(card!, send.send);
    send.answer({ ok: true, favourite: true });
    await next;
    expect(send.sent.map((data) => data.get('recommId'))).toEqual(['r-page', '']);
    expect(JSON.parse(window.localStorage.getItem('recommIds') ?? '{}')).toEqual({ 'video:12': 'r-page' });
  });
});
