import { atom } from 'nanostores';
import { flashOf, type Flash, type FlashInput } from '../../../src/shell/flash/flash.ts';

/** The flashes shown on the page (src/shell/flash/flash.ts says what a flash is), in the order shown. */
export const $flashes = atom<readonly Flash[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();

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
