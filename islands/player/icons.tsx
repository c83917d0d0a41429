import { ICON_PATHS, type IconName } from '../../src/features/player/player-icon-paths.ts';

export type { IconName };

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
