import { atom } from 'nanostores';

/** Membership spec section 9: flash notifications go away after 10 s unless told otherwise. */
export const FLASH_DISMISS_AFTER_MS = 10_000;

export const FLASH_TYPES = ['success', 'error', 'info', 'warning'] as const;
export type FlashType = (typeof FLASH_TYPES)[number];

/** A flash notification (membership spec section 3). */
export interface Flash {
  id: string;
  type: FlashType;
  /** A message key such as 'device_challenge.approved', or plain text. */
  message: string;
  /** Values for the message's placeholders, e.g. { sites: 'AURORA, BLAZE' }. */
  translation?: Readonly<Record<string, string>>;
  /** Milliseconds before it dismisses itself; 0 keeps it until the member dismisses it. */
  dismissAfter: number;
}

export type FlashInput = Omit<Flash, 'id' | 'dismissAfter'> & Partial<Pick<Flash, 'id' | 'dismissAfter'>>;

export const $flashes = atom<readonly Flash[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** A complete flash from its input: the id defaults to type and message, the dismissal to 10 s. */
export function flashOf(input: FlashInput): Flash {
  return { ...input, id: input.id ?? `${input.type}:${input.message}`, dismissAfter: input.dismissAfter ?? FLASH_DISMISS_AFTER_MS };
}

/** Shows a flash unless one with the same type and message is already shown; returns the one shown. */
export function showFlash(input: FlashInput): Flash {
  const existing = $flashes.get().find((flash) => flash.type === input.type && flash.message === input.message);
  if (existing) return existing;
  const flash = flashOf(input);
  $flashes.set([...$flashes.get().filter((shown) => shown.id !== flash.id), flash]);
  if (flash.dismissAfter > 0) timers.set(flash.id, setTimeout(() => dismissFlash(flash.id), flash.dismissAfter));
  return flash;
}

export function dismissFlash(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $flashes.set($flashes.get().filter((flash) => flash.id !== id));
}

/** Dismisses every flash, e.g. on navigation, and between tests. */
export function clearFlashes(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $flashes.set([]);
}

export { flashesFromQuery, passwordChangedFlash, visibleSiteNames } from './query.ts';
