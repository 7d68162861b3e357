/**
 * A size-bounded memo table with two generations: hits in the young generation cost one
 * `Map#get`; when it fills up, it becomes the old generation and the previous old one is dropped.
 * Entries still in use are promoted on their next hit, so this behaves like an LRU at a fraction
 * of the bookkeeping, and it never holds more than `2 * limit` entries.
 */
export class BoundedCache<K, V> {
  readonly #limit: number;
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: K): V | undefined {
    const hit = this.#young.get(key);
    if (hit !== undefined) return hit;
    const survivor = this.#old.get(key);
    if (survivor !== undefined) this.set(key, survivor);
    return survivor;
  }

  set(key: K, value: V): void {
    if (this.#young.size >= this.#limit) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
  }

  /**
   * The value for `key`, computed by `compute(key)` and kept on a miss. Pass a function that
   * exists already (not an arrow made per call) so a hit allocates nothing.
   */
  remember(key: K, compute: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = compute(key);
      this.set(key, value);
    }
    return value;
  }

  /** Number of entries currently held (at most twice the limit). */
  get size(): number {
    return this.#young.size + this.#old.size;
  }
}
