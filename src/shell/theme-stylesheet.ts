import { createHash } from 'node:crypto';
import { THEME_STYLESHEET_PREFIX } from '../routing/paths.ts';
import type { TenantConfig } from '../tenants/schema.ts';

type Theme = TenantConfig['theme'];

/**
 * The CSS custom property of each theme field. uno.config.ts names the same properties, so one
 * UnoCSS stylesheet serves every tenant and this small one carries the tenant's values.
 */
export const THEME_PROPERTIES = {
  primary: '--colour-brand',
  accent: '--colour-accent',
  background: '--colour-page',
  surface: '--colour-surface',
  text: '--colour-ink',
  muted: '--colour-muted',
  headingFont: '--font-heading',
} as const satisfies Record<keyof Theme, `--${string}`>;

/** Hex digits of the content hash in the stylesheet's name: 40 bits, ample for ten themes. */
const HASH_LENGTH = 10;

/**
 * The tenant's theme as CSS custom properties on :root, written as they are: the tenant schema lets
 * through only hex colours and font stacks that cannot end a declaration. The page links the result
 * as a file (src/pages/theme): the CSP allows no inline styles.
 */
export function themeStylesheet(theme: Theme): string {
  const declarations = (Object.keys(THEME_PROPERTIES) as (keyof Theme)[]).map((field) => `${THEME_PROPERTIES[field]}:${theme[field]}`);
  return `:root{${declarations.join(';')}}\n`;
}

/** Each theme's hash, worked out once: every page's head names the stylesheet, and a tenant's theme is one object. */
const hashes = new WeakMap<Theme, string>();

/** The hash in the stylesheet's name: the first hex digits of its contents' SHA-256. */
export function themeStylesheetHash(theme: Theme): string {
  let hash = hashes.get(theme);
  if (hash === undefined) {
    hash = createHash('sha256').update(themeStylesheet(theme)).digest('hex').slice(0, HASH_LENGTH);
    hashes.set(theme, hash);
  }
  return hash;
}

/** Where the stylesheet is served: a new theme is a new name, so the file can be cached for good. */
export function themeStylesheetPath(theme: Theme): string {
  return `${THEME_STYLESHEET_PREFIX}${themeStylesheetHash(theme)}.css`;
}
