import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX, fromBreakpoint, type Breakpoint } from '../../src/shell/breakpoints.ts';
import { ERROR_SCREEN_Z_INDEX, HEALTH_WARNING_COVER_Z_INDEX, MODAL_Z_INDEX } from '../../src/shell/layers.ts';
import { createUnoConfig } from '../../uno.config.ts';

/** The CSS the site's UnoCSS config makes of `classes`, minified to one line per rule. */
async function cssOf(classes: string): Promise<string> {
  const uno = await createGenerator(createUnoConfig());
  return (await uno.generate(classes, { preflights: false, minify: true })).css;
}

// Browsing spec section 9: "Breakpoints: xsmall 360px, small 480px, medium 768px, large 1024px,
// xlarge 1285px, huge 1920px, boundary 1248px." Each with the screen the site's CSS names it by.
const BREAKPOINTS: [Breakpoint, number, string][] = [
  ['xsmall', 360, 'xs'],
  ['small', 480, 'sm'],
  ['medium', 768, 'md'],
  ['large', 1024, 'lg'],
  ['boundary', 1248, 'boundary'],
  ['xlarge', 1285, 'xl'],
  ['huge', 1920, '2xl'],
];

describe("browsing spec section 9's breakpoints", () => {
  it('are the spec\'s seven, and no other', () => {
    expect(Object.keys(BREAKPOINTS_PX).sort()).toEqual(BREAKPOINTS.map(([name]) => name).sort());
  });

  it.each(BREAKPOINTS)('%s is %i px, where the site\'s CSS breaks (%s)', async (name, px, screen) => {
    expect(BREAKPOINTS_PX[name]).toBe(px);
    expect(fromBreakpoint(name)).toBe(`(min-width: ${px}px)`);
    expect(await cssOf(`${screen}:block`)).toContain(`@media (min-width: ${px}px)`);
  });

  it('are written in ascending order, so a wider screen\'s rule wins over a narrower one\'s', async () => {
    const css = await cssOf(BREAKPOINTS.map(([, , screen]) => `${screen}:block`).reverse().join(' '));
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths).toHaveLength(BREAKPOINTS.length);
  });

  it('boundary is the widest the page box grows', async () => {
    expect(await cssOf('container-page')).toContain('max-width:1248px');
  });
});

describe('what sits over the page (membership spec section 9: "Modal z-index 10000")', () => {
  it.each([
    ['layer-modal', MODAL_Z_INDEX, 10000],
    ['layer-cover', HEALTH_WARNING_COVER_Z_INDEX, 10001],
    ['layer-error', ERROR_SCREEN_Z_INDEX, 10002],
  ])('%s is z-index %i (%i)', async (layer, zIndex, expected) => {
    expect(zIndex).toBe(expected);
    expect(await cssOf(layer)).toContain(`z-index:${expected}`);
  });
});
