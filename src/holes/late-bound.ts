import { randomBytes } from 'node:crypto';

/*
 * Values a view shows that are new on every answer although nothing it shows changed: the
 * recommender's recommId, one per answer, which every link of a shelf carries (membership spec
 * section 7). Kept by them, a shelf's view would never be seen twice. So the view is kept with a
 * slot in each one's place, keyed by the props with the slots, and each page fills the slots with
 * its own answer's values when it writes the view. Pure: no I/O.
 */

/** The fields whose values are bound late. */
const LATE_FIELDS: ReadonlySet<string> = new Set(['recommId']);
/** A value is bound late only if it reads the same in HTML, a URL and JSON: letters, digits, '-', '_'. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,128}$/;
/** Per process (the views are kept per process): no page's own text can name a slot by chance. */
const SLOT_NONCE = randomBytes(8).toString('hex');
const SLOT = new RegExp(`lateslot${SLOT_NONCE}n(\\d+)x`, 'g');

const slotOf = (index: number) => `lateslot${SLOT_NONCE}n${index}x`;

/** Props with their late-bound values as slots, and the values, by slot number. */
export interface Slotted {
  props: unknown;
  values: readonly string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `props` with each late-bound value replaced by its slot (one slot per distinct value); the props themselves when none. */
export function slotted(props: unknown): Slotted {
  const values: string[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isPlainObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      if (LATE_FIELDS.has(name) && typeof field === 'string' && SAFE_VALUE.test(field)) {
        const known = values.indexOf(field);
        copy[name] = slotOf(known === -1 ? values.push(field) - 1 : known);
      } else {
        copy[name] = walk(field);
      }
    }
    return copy;
  };
  const withSlots = walk(props);
  return values.length === 0 ? { props, values } : { props: withSlots, values };
}

/** A view's HTML with its slots filled by this page's values. */
export function filledSlots(html: string, values: readonly string[]): string {
  return values.length === 0 ? html : html.replace(SLOT, (slot, index: string) => values[Number(index)] ?? slot);
}
