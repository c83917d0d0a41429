import {
  FAVORITE_CHANGED_EVENT,
  FAVORITE_FIELDS,
  FAVORITE_SUBJECTS,
  failureOf,
  favoriteChangeOf,
  favoriteLabel,
  opFor,
  type FavoriteChange,
  type FavoriteChangedDetail,
} from '../../src/features/favorites/favorite-buttons.ts';
import { recommIdOnPage } from '../recommendations/recomm-ids.ts';
import { sendChange, type ChangeAnswer, type SendChange } from './send-change.ts';

/**
 * The favourite buttons of a page (src/features/favorites/FavoriteButton.astro), enhanced by one
 * delegated listener however many cards the page shows: a press changes the button at once, the
 * action runs, and a failure puts the button back as it was and says why beside it.
 */
export const FAVORITE_FORM_SELECTOR = '[data-favorite-form]';


/** Shows `favourite` on a button form: what it says, its heart and the change it would post next. */
export function showState(form: HTMLFormElement, favourite: boolean): void {
  const op = opFor(favourite);
  const opField = form.elements.namedItem(FAVORITE_FIELDS.op);
  if (opField instanceof HTMLInputElement) opField.value = op;
  const icon = form.querySelector('[data-favorite-icon]');
  if (icon) icon.textContent = favourite ? '♥' : '♡';
  const label = form.querySelector('[data-favorite-label]');
  if (label) label.textContent = favoriteLabel(op, form.dataset['name']);
}

function showFailure(form: HTMLFormElement, message: string | null): void {
  const failure = form.querySelector<HTMLElement>('[data-favorite-failure]');
  if (!failure) return;
  failure.textContent = message ?? '';
  failure.hidden = message === null;
}

/** Every button form on the page for the same item (a page's button and a card's), so they agree. */
function formsOf(root: ParentNode, change: FavoriteChange): HTMLFormElement[] {
  const kind = FAVORITE_SUBJECTS[change.subject].kind;
  return [...root.querySelectorAll<HTMLFormElement>(FAVORITE_FORM_SELECTOR)].filter((form) => {
    const other = favoriteChangeOf(new FormData(form));
    return other !== null && FAVORITE_SUBJECTS[other.subject].kind === kind && other.slug === change.slug;
  });
}

const pending = new WeakSet<HTMLFormElement>();

/** Runs one press of a button form: optimistic, rolled back visibly when the change fails. */
export async function submitFavorite(form: HTMLFormElement, send: SendChange = sendChange, root: ParentNode = document): Promise<void> {
  if (pending.has(form)) return;
  const data = new FormData(form);
  const change = favoriteChangeOf(data);
  if (!change) return;
  const item = { kind: FAVORITE_SUBJECTS[change.subject].item, id: change.id };
  // A card's item was not what the query's recommendation led to: only what is remembered for it counts.
  const recommId = form.dataset['scope'] === 'page' ? recommIdOnPage(item) : recommIdOnPage(item, new URLSearchParams());
  data.set(FAVORITE_FIELDS.recommId, recommId ?? '');
  const forms = formsOf(root, change);
  const wanted = change.op === 'add';
  pending.add(form);
  form.setAttribute('aria-busy', 'true');
  for (const each of forms) {
    showFailure(each, null);
    showState(each, wanted);
  }
  let answer: ChangeAnswer;
  try {
    answer = await send(data);
  } catch {
    answer = { ok: false, message: failureOf(change.subject, change.op) };
  }
  for (const each of forms) showState(each, answer.ok ? answer.favourite : !wanted);
  if (!answer.ok) showFailure(form, answer.message);
  else form.dispatchEvent(new CustomEvent<FavoriteChangedDetail>(FAVORITE_CHANGED_EVENT, { bubbles: true, detail: { favourite: answer.favourite } }));
  pending.delete(form);
  form.removeAttribute('aria-busy');
}

let listening = false;

/** Listens for the page's button forms once, however many buttons (and scripts) the page renders. */
export function enhanceFavoriteButtons(root: Document = document, send: SendChange = sendChange): void {
  if (listening) return;
  listening = true;
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FAVORITE_FORM_SELECTOR)) return;
    event.preventDefault();
    void submitFavorite(form, send, root);
  });
}
