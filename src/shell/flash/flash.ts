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

/** A flash as the server, a feature or an island asks for it: id and dismissal may be left to the defaults. */
export type FlashInput = Omit<Flash, 'id' | 'dismissAfter'> & Partial<Pick<Flash, 'id' | 'dismissAfter'>>;

/** A complete flash from its input: the id defaults to type and message, the dismissal to 10 s. */
export function flashOf(input: FlashInput): Flash {
  return { ...input, id: input.id ?? `${input.type}:${input.message}`, dismissAfter: input.dismissAfter ?? FLASH_DISMISS_AFTER_MS };
}
