import { SEARCH_FAILED_MESSAGE } from '../../src/search/failure-message.ts';
import {
  allResultsLabel,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_MIN_LENGTH,
  readQuickSuggestions,
  SUGGESTION_GROUPS,
  type QuickSearchFailure,
  type QuickSuggestions,
  type Suggestion,
} from '../../src/search/quick-search.ts';
import { stepActive } from './active-option.ts';

/**
 * The header's quick search (src/components/search/QuickSearch.astro): a plain search form that
 * this turns into a combobox with a list of suggestions (WAI-ARIA's combobox pattern, list
 * autocomplete): typing asks the site's quick search for the text, the arrow keys move through
 * the suggestions while focus stays in the box, Enter opens the one chosen (or searches, with none
 * chosen), Escape closes the list, and a click opens a suggestion. Without this script the form
 * still searches.
 */

export type FetchSuggestions = (endpoint: string, q: string, signal: AbortSignal) => Promise<QuickSuggestions | QuickSearchFailure | null>;

/** Asks the site's endpoint; anything but its own answer (a cut answer, a proxy's page) is null. */
export const fetchSuggestions: FetchSuggestions = async (endpoint, q, signal) => {
  const response = await fetch(`${endpoint}?${new URLSearchParams({ q })}`, { signal, headers: { accept: 'application/json' } });
  return readQuickSuggestions(await response.json().catch(() => null));
};

/** The text as the server reads it (src/search/query-values.ts cleanSearchText, less the cut). */
const normalised = (value: string): string => value.replace(/\s+/g, ' ').trim();

interface QuickSearchOptions {
  fetch?: FetchSuggestions;
  navigate?: (href: string) => void;
}

/** The parts of the header's search form the combobox works with. */
interface Parts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  list: HTMLElement;
  note: HTMLElement;
  status: HTMLElement;
  groupTemplate: HTMLTemplateElement;
  optionTemplate: HTMLTemplateElement;
}

function partsOf(root: ParentNode): Parts | null {
  const form = root.querySelector<HTMLFormElement>('form[data-quick-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = form?.querySelector<HTMLElement>('[data-quick-search-list]');
  const note = form?.querySelector<HTMLElement>('[data-quick-search-note]');
  const status = form?.querySelector<HTMLElement>('[data-quick-search-status]');
  const groupTemplate = form?.querySelector<HTMLTemplateElement>('template[data-quick-search-group]');
  const optionTemplate = form?.querySelector<HTMLTemplateElement>('template[data-quick-search-option]');
  return form && input && list && note && status && groupTemplate && optionTemplate ? { form, input, list, note, status, groupTemplate, optionTemplate } : null;
}

/** A copy of a template's one element. */
function cloneOf(template: HTMLTemplateElement): HTMLElement {
  return (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
}

/** Enhances the header's search form under `root`, once. */
export function enhanceQuickSearch(root: ParentNode = document, options: QuickSearchOptions = {}): void {
  const parts = partsOf(root);
  if (!parts || parts.form.dataset['enhanced'] === 'true') return;
  parts.form.dataset['enhanced'] = 'true';
  combobox(parts, options);
}

function combobox({ form, input, list, note, status, groupTemplate, optionTemplate }: Parts, { fetch: ask = fetchSuggestions, navigate = (href) => window.location.assign(href) }: QuickSearchOptions): void {
  const endpoint = form.dataset['endpoint'] ?? '';

  // The combobox's roles come with the script: without it the box is a plain search field.
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Suggestions');

  const answers = new Map<string, QuickSuggestions>();
  let options: HTMLElement[] = [];
  let active = -1;
  let shownFor = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | null = null;

  function setActive(index: number): void {
    active = index;
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const chosen = options[index];
    if (chosen) {
      input.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function setOpen(open: boolean): void {
    const shown = open && options.length > 0;
    list.hidden = !shown;
    input.setAttribute('aria-expanded', String(shown));
    if (!shown) setActive(-1);
  }

  function say(message: string, visible: boolean): void {
    status.textContent = message;
    note.textContent = visible ? message : '';
    note.hidden = !visible;
  }

  function optionFor(suggestion: Pick<Suggestion, 'label' | 'href' | 'detail'>, index: number): HTMLElement {
    const option = cloneOf(optionTemplate);
    option.id = `${list.id}-${index}`;
    option.dataset['href'] = suggestion.href;
    const label = option.querySelector<HTMLElement>('[data-option-label]');
    const detail = option.querySelector<HTMLElement>('[data-option-detail]');
    if (label) label.textContent = suggestion.label;
    if (detail) {
      if (suggestion.detail) detail.textContent = suggestion.detail;
      else detail.remove();
    }
    return option;
  }

  /** Draws the suggestions for `answer`, in the groups' order, with the search page's entry last. */
  function show(answer: QuickSuggestions): void {
    const groups: HTMLElement[] = [];
    options = [];
    for (const { kind, label } of SUGGESTION_GROUPS) {
      if (answer[kind].length === 0) continue;
      const group = cloneOf(groupTemplate);
      group.setAttribute('aria-label', label);
      const heading = group.querySelector('[data-group-label]');
      if (heading) heading.textContent = label;
      for (const suggestion of answer[kind]) {
        const option = optionFor(suggestion, options.length);
        options.push(option);
        group.append(option);
      }
      groups.push(group);
    }
    const found = options.length;
    if (answer.totalCount > 0) {
      const all = optionFor({ label: allResultsLabel(answer), href: answer.allHref, detail: null }, options.length);
      options.push(all);
      groups.push(all);
    }
    list.replaceChildren(...groups);
    shownFor = answer.q;
    say(found === 0 && answer.totalCount === 0 ? `No suggestions for “${answer.q}”` : `${options.length} suggestion${options.length === 1 ? '' : 's'}`, false);
    setOpen(document.activeElement === input);
  }

  function clear(): void {
    asking?.abort();
    options = [];
    shownFor = '';
    list.replaceChildren();
    say('', false);
    setOpen(false);
  }

  async function suggest(q: string): Promise<void> {
    const known = answers.get(q);
    if (known) return show(known);
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    try {
      const answer = await ask(endpoint, q, controller.signal);
      // Typing went on meanwhile: a newer question decides what shows.
      if (controller.signal.aborted || normalised(input.value) !== q) return;
      if (answer === null || 'error' in answer) {
        clear();
        say(answer?.error ?? SEARCH_FAILED_MESSAGE, true);
        return;
      }
      answers.set(q, answer);
      show(answer);
    } catch {
      if (controller.signal.aborted) return;
      clear();
      say(SEARCH_FAILED_MESSAGE, true);
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const q = normalised(input.value);
    if (q.length < QUICK_SEARCH_MIN_LENGTH) return clear();
    setActive(-1);
    timer = setTimeout(() => void suggest(q), QUICK_SEARCH_DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const open = !list.hidden;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) setOpen(true);
        // Alt+ArrowDown only opens the list, as the pattern asks.
        if (!(event.altKey && step === 1)) setActive(stepActive(open ? active : -1, options.length, step));
        return;
      }
      case 'Enter': {
        const chosen = open ? options[active] : undefined;
        if (!chosen?.dataset['href']) return; // no suggestion chosen: the form searches
        event.preventDefault();
        navigate(chosen.dataset['href']);
        return;
      }
      case 'Escape': {
        // The first Escape closes the list, the next the phone's search sheet (a search box would
        // only clear its text: the browser's own Escape there never reaches the sheet).
        const sheet = form.closest<HTMLElement>('[popover]');
        if (open) setOpen(false);
        else if (sheet?.matches(':popover-open')) sheet.hidePopover();
        else return;
        event.preventDefault();
        return;
      }
      default:
    }
  });

  // Back in the box with the same text: its suggestions show again.
  input.addEventListener('focus', () => {
    if (shownFor !== '' && shownFor === normalised(input.value)) setOpen(true);
  });
  // Focus leaving the form closes the list; a click on a suggestion keeps it in the box.
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) setOpen(false);
  });
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) setActive(options.indexOf(option));
  });
  list.addEventListener('click', (event) => {
    const href = (event.target as Element).closest<HTMLElement>('[role="option"]')?.dataset['href'];
    if (href) navigate(href);
  });

  // The phone's search sheet: opening it puts the cursor in the box.
  const sheet = form.closest<HTMLElement>('[popover]');
  sheet?.addEventListener('toggle', (event) => {
    if (event.newState === 'open') input.focus();
  });
}
