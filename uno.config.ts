import { defineConfig, presetWind3 } from 'unocss';
import type { TenantConfig } from './src/tenants/schema.ts';

/**
 * The tenant's theme as UnoCSS colours. Each tenant is built on its own, so its colours are baked
 * into its stylesheet: no runtime theming, no inline style attributes for the CSP to allow.
 */
export function createUnoConfig(theme: TenantConfig['theme']) {
  return defineConfig({
    presets: [presetWind3()],
    theme: {
      colors: {
        brand: theme.primary,
        accent: theme.accent,
        page: theme.background,
        surface: theme.surface,
        ink: theme.text,
        muted: theme.muted,
      },
      fontFamily: { heading: theme.headingFont },
      breakpoints: { xs: '360px', sm: '480px', md: '768px', lg: '1024px', xl: '1285px', '2xl': '1920px' },
    },
    shortcuts: {
      'focus-ring': 'outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:ring-offset-page',
      'link': 'text-brand underline-offset-4 hover:underline focus-ring rounded-sm',
      'btn': 'inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-page hover:bg-accent focus-ring',
      'container-page': 'mx-auto w-full max-w-[1248px] px-4',
      // An error or refusal shown in place (beside its role="alert"), in forms, modals and panels.
      'alert': 'm-0 rounded-md border-l-4 border-red-500 px-3 py-2',
      // The player's frame, shared by the island and its static stand-in (PlayerPoster.astro), which
      // must take exactly the same box for the island to replace it without a layout shift.
      'player-frame': 'relative overflow-hidden rounded-md bg-black',
      'player-picture': 'relative w-full aspect-video',
      'player-play-badge': 'absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand text-page',
      // One of the ten choices of each rating part: about sixty per member video page, so one short
      // class instead of eleven keeps 8 KB out of every such page.
      'rating-choice': 'focus-ring min-w-9 rounded-md border border-muted bg-surface px-2 py-1 text-ink hover:bg-brand hover:text-page disabled:opacity-60',
    },
  });
}
