import { globSync, readFileSync } from 'node:fs';
import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import { THEME_STYLESHEET_PREFIX } from '../../src/routing/paths.ts';
import { THEME_PROPERTIES, themeStylesheet, themeStylesheetPath } from '../../src/shell/theme-stylesheet.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import type { TenantConfig } from '../../src/tenants/schema.ts';
import { createUnoConfig } from '../../uno.config.ts';
import { PROMO_BANNER_HEIGHT_REM } from '../../src/shell/promo-banner.ts';

type Theme = TenantConfig['theme'];

const tenants = [...loadTenants(TENANTS_DIR).values()];
const theme: Theme = {
  primary: '#c9a7ff',
  accent: '#5eead4',
  background: '#0d0b14',
  surface: '#1a1626',
  text: '#f4f1fb',
  muted: '#b9b2cc',
  headingFont: '"Gill Sans", sans-serif',
};

describe("the tenant's theme stylesheet", () => {
  it.each<[keyof Theme, string]>([
    ['primary', '--colour-brand:#c9a7ff'],
    ['accent', '--colour-accent:#5eead4'],
    ['background', '--colour-page:#0d0b14'],
    ['surface', '--colour-surface:#1a1626'],
    ['text', '--colour-ink:#f4f1fb'],
    ['muted', '--colour-muted:#b9b2cc'],
    ['headingFont', '--font-heading:"Gill Sans", sans-serif'],
  ])('writes %s as %s', (field, declaration) => {
    expect(themeStylesheet(theme)).toContain(declaration);
    expect(declaration.startsWith(`${THEME_PROPERTIES[field]}:`)).toBe(true);
  });

  it('is one :root rule of the seven properties', () => {
    expect(themeStylesheet(theme)).toMatch(/^:root\{[^{}]+\}\n$/);
    expect(themeStylesheet(theme).split(';')).toHaveLength(Object.keys(THEME_PROPERTIES).length);
  });

  it('is served under a short content hash', () => {
    expect(themeStylesheetPath(theme)).toMatch(new RegExp(`^${THEME_STYLESHEET_PREFIX}[0-9a-f]{10}\\.css$`));
  });

  it('keeps its path while the theme is the same, whatever the order of its fields', () => {
    const reordered = Object.fromEntries(Object.entries(theme).reverse()) as Theme;
    expect(themeStylesheetPath({ ...theme })).toBe(themeStylesheetPath(theme));
    expect(themeStylesheetPath(reordered)).toBe(themeStylesheetPath(theme));
  });

  it.each<[keyof Theme, string]>([
    ['primary', '#c9a7fe'],
    ['accent', '#000000'],
    ['background', '#ffffff'],
    ['surface', '#1a1627'],
    ['text', '#f4f1fa'],
    ['muted', '#b9b2cd'],
    ['headingFont', 'Georgia, serif'],
  ])('changes its path when %s changes', (field, value) => {
    expect(themeStylesheetPath({ ...theme, [field]: value })).not.toBe(themeStylesheetPath(theme));
  });

  it('gives each of the ten tenants a path of its own', () => {
    expect(new Set(tenants.map((tenant) => themeStylesheetPath(tenant.theme))).size).toBe(tenants.length);
  });
});

// Its first case generates the stylesheet from every source, as the build does: about 2 s alone, over
// 5 s on a busy two-core machine. A hang guard, not a timing.
describe('the UnoCSS stylesheet, one for every tenant', { timeout: 60_000 }, () => {
  // Every class the build scans for: UnoCSS extracts them from the sources, as its Vite plugin does.
  const sources = globSync('{src,islands}/**/*.{astro,tsx,ts}').map((file) => readFileSync(file, 'utf8'));

  let generated: ReturnType<typeof generateOnce> | undefined;
  async function generateOnce() {
    const uno = await createGenerator(createUnoConfig());
    return uno.generate(sources.join('\n'), { preflights: false });
  }
  const generate = () => (generated ??= generateOnce());

  it('is the same for every tenant: it holds none of their theme values, only the custom properties of the theme stylesheet', async () => {
    const { css } = await generate();
    expect(new Set(tenants.map((tenant) => JSON.stringify(tenant.theme))).size).toBe(tenants.length);
    for (const tenant of tenants) {
      for (const value of Object.values(tenant.theme)) expect(css.toLowerCase(), tenant.tenant).not.toContain(value.toLowerCase());
    }
    const read = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name).filter((name) => !name?.startsWith('--un-')));
    expect([...read].sort()).toEqual(Object.values(THEME_PROPERTIES).sort());
    for (const name of read) expect(themeStylesheet(theme)).toContain(`${name}:`);
  });

  it('writes the theme utilities and shortcuts as valid declarations', async () => {
    const { css } = await generate();
    expect(css).toContain('.bg-brand{background-color:var(--colour-brand);}');
    expect(css).toContain('.text-ink{color:var(--colour-ink);}');
    expect(css).toContain('.border-muted{border-color:var(--colour-muted);}');
    expect(css).toContain('.font-heading{font-family:var(--font-heading);}');
    expect(css).toMatch(/\.hover\\:bg-accent:hover\{background-color:var\(--colour-accent\);\}/);
    expect(css).toMatch(/\.btn:focus-visible\{[^}]*--un-ring-color:var\(--colour-brand\);/);
    expect(css).toMatch(/\.btn:focus-visible\{[^}]*--un-ring-offset-color:var\(--colour-page\);/);
  });

  it("gives the promo banner the spec's heights: 3.4rem, and 6.2rem from the large breakpoint up", async () => {
    const { css } = await generate();
    expect(css).toMatch(new RegExp(`\\.promo-banner\\{[^}]*height:${PROMO_BANNER_HEIGHT_REM.small}rem;`));
    expect(css).toMatch(new RegExp(`@media \\(min-width: 1024px\\)\\{[^@]*\\.promo-banner\\{[^}]*height:${PROMO_BANNER_HEIGHT_REM.large}rem;`));
    expect(PROMO_BANNER_HEIGHT_REM).toEqual({ small: 3.4, large: 6.2 });
  });

  it('finds no opacity modifier on a theme colour, which a custom property would silently drop', async () => {
    const { matched } = await generate();
    const themeColours = new RegExp(`-(?:${['brand', 'accent', 'page', 'surface', 'ink', 'muted'].join('|')})/`);
    expect([...matched].filter((name) => themeColours.test(name))).toEqual([]);
  });
});
