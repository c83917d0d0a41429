/**
 * A least-recently-used map bounded by its number of entries and by the bytes its values hold.
 * Reading an entry makes it the most recent; adding past either bound drops the least recent.
 */
export class Lru<K, V> {
  readonly #slots = new Map<K, { value: V; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxEntries: number, maxBytes = Number.POSITIVE_INFINITY) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#slots.size;
  }

  /** Bytes held by all entries, as charged by `set` and `charge`. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    // A Map iterates in insertion order: re-inserting makes it the most recent.
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V, bytes = 0): void {
    this.delete(key);
    this.#slots.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /**
   * Counts `bytes` more against `key`'s entry while it still holds `value` (a body read after its
   * entry was added); false when it is gone or was replaced.
   */
  charge(key: K, value: V, bytes: number): boolean {
    const slot = this.#slots.get(key);
    if (slot?.value !== value) return false;
    slot.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  delete(key: K): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
  }

  /** Drops every entry `drop` picks. */
  deleteWhere(drop: (key: K, value: V) => boolean): void {
    for (const [key, slot] of this.#slots) if (drop(key, slot.value)) this.delete(key);
  }

  #evict(): void {
    for (const [key] of this.#slots) {
      if (this.#slots.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.delete(key);
    }
  }
}
