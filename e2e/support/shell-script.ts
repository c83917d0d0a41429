/**
 * The one script of every page's shell: the header's quick search (islands/search), a small module
 * that turns the search box into a combobox. A page is otherwise script-free where nothing on it is
 * interactive; these let the tests that say so look past the shell's own.
 */
export const QUICK_SEARCH_SCRIPT = /^\/_astro\/QuickSearch\.[\w.-]+\.js$/;
const QUICK_SEARCH_TAG = /<script\b[^>]*\bsrc="\/_astro\/QuickSearch\.[\w.-]+\.js"[^>]*><\/script>/g;

/** A page's HTML without the shell's script tag. */
export function withoutShellScript(html: string): string {
  return html.replace(QUICK_SEARCH_TAG, '');
}

/** A CSS selector for the page's scripts other than the shell's. */
export const PAGE_SCRIPTS = 'script:not([src*="/_astro/QuickSearch."])';
