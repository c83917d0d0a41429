/**
 * The page shell's pictures (24 × 24 paths): decorative, every button that shows one names itself
 * in text for screen readers.
 */
export const SHELL_ICON_PATHS = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  filters: 'M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z',
} as const;

export type ShellIconName = keyof typeof SHELL_ICON_PATHS;
