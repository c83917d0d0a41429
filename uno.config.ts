import { defineConfig, presetWind3 } from 'unocss';
import { BREAKPOINTS_PX, PAGE_PADDING_REM, SCREENS } from './src/shell/breakpoints.ts';
import { ERROR_SCREEN_Z_INDEX, HEALTH_WARNING_COVER_Z_INDEX, MODAL_Z_INDEX } from './src/shell/layers.ts';
import { PROMO_BANNER_HEIGHT_REM } from './src/shell/promo-banner.ts';
import { THEME_PROPERTIES } from './src/shell/theme-stylesheet.ts';

const property = (name: string) => `var(${name})`;

/**
 * The site's UnoCSS config, the same for every tenant: the theme colours and heading font are CSS
 * custom properties, whose values each tenant's page links from its own small stylesheet
 * (src/shell/theme-stylesheet.ts, served as a file: the CSP allows no inline styles). So the
 * generated CSS, and the hashed name of its bundle, do not depend on the tenant. A custom property
 * has no colour channels for UnoCSS to split, so an opacity modifier on a theme colour (`bg-brand/50`)
 * would be dropped silently: the theme test refuses one in the source.
 */
export function createUnoConfig() {
  return defineConfig({
    presets: [presetWind3()],
    theme: {
      colors: {
        brand: property(THEME_PROPERTIES.primary),
        accent: property(THEME_PROPERTIES.accent),
        page: property(THEME_PROPERTIES.background),
        surface: property(THEME_PROPERTIES.surface),
        ink: property(THEME_PROPERTIES.text),
        muted: property(THEME_PROPERTIES.muted),
      },
      fontFamily: { heading: property(THEME_PROPERTIES.headingFont) },
      breakpoints: SCREENS,
    },
    shortcuts: {
      'focus-ring': 'outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:ring-offset-page',
      'link': 'text-brand underline-offset-4 hover:underline focus-ring rounded-sm',
      'btn': 'inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-page hover:bg-accent focus-ring',
      'container-page': `mx-auto w-full max-w-[${BREAKPOINTS_PX.boundary}px] px-[${PAGE_PADDING_REM}rem]`,
      // The layers over the page (src/shell/layers.ts).
      'layer-modal': `z-[${MODAL_Z_INDEX}]`,
      'layer-cover': `z-[${HEALTH_WARNING_COVER_Z_INDEX}]`,
      'layer-error': `z-[${ERROR_SCREEN_Z_INDEX}]`,
      'icon-button': 'focus-ring inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-transparent text-ink hover:text-brand',
      // A popover that slides in from the side on a phone: the header's menu, a listing's filters.
      // Each one sets what it becomes from the large breakpoint up, where it is part of the page.
      'drawer': 'fixed inset-y-0 left-0 right-auto m-0 h-full max-h-none w-[min(22rem,88vw)] overflow-y-auto border-0 bg-surface p-4 text-ink backdrop:bg-black/60',
      // The phone's search sheet over the top of the page (a popover), and the quick search's list.
      'search-sheet': 'fixed inset-x-0 top-0 bottom-auto m-0 h-auto w-full max-w-none overflow-visible border-0 bg-surface p-2 text-ink backdrop:bg-black/60',
      'suggestions': 'z-20 mt-1 max-h-[70vh] w-full basis-full overflow-y-auto rounded-md border border-muted bg-surface p-1 text-ink shadow-lg lg:absolute lg:inset-x-0 lg:top-full',
      'suggestions-note': 'm-0 mt-1 basis-full text-sm text-muted lg:absolute lg:inset-x-0 lg:top-full lg:rounded-md lg:bg-surface lg:p-3',
      // An error or refusal shown in place (beside its role="alert"), in forms, modals and panels.
      'alert': 'm-0 rounded-md border-l-4 border-red-500 px-3 py-2',
      // The player's frame, shared by the island and its static stand-in (PlayerPoster.astro), which
      // must take exactly the same box for the island to replace it without a layout shift.
      'player-frame': 'relative overflow-hidden rounded-md bg-black',
      'player-picture': 'relative w-full aspect-video',
      // Smaller on a phone, where the controls' two rows lie over the bottom of a short picture.
      'player-play-badge': 'absolute inset-0 m-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand text-page sm:h-16 sm:w-16',
      'player-play-icon': 'h-8 w-8 sm:h-10 sm:w-10',
      // One of the ten choices of each rating part: about sixty per member video page, so one short
      // class instead of eleven keeps 8 KB out of every such page.
      // The visitor's join banner (src/components/PromoBanner.astro), at the spec's two heights.
      'promo-banner': `flex items-center justify-between gap-4 overflow-hidden rounded-md bg-surface px-4 h-[${PROMO_BANNER_HEIGHT_REM.small}rem] lg:h-[${PROMO_BANNER_HEIGHT_REM.large}rem]`,
      'rating-choice-look': 'focus-ring rounded-md border border-muted bg-surface py-1 text-ink hover:bg-brand hover:text-page disabled:opacity-60',
      'rating-choice': 'rating-choice-look min-w-9 px-2',
      // A reel's overall rating: its ten choices on one line of a reel's width (a third of the page, or a phone).
      'rating-choice-compact': 'rating-choice-look min-w-8 px-1',
    },
  });
}
