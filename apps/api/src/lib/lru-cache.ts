// A small least-recently-used cache bounded by entry count and by an estimated byte size, so a
// burst of distinct analysis queries cannot grow memory without limit.

export interface LruOptions<V> {
  maxEntries: number;
  /** Upper bound of the summed `sizeOf` of all entries. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

export class LruCache<K, V> {
  // A Map iterates in insertion order: re-inserting on read keeps the least recent first.
  readonly #entries = new Map<K, { value: V; size: number }>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #sizeOf: (value: V) => number;
  #size = 0;

  constructor(options: LruOptions<V>) {
    this.#maxEntries = options.maxEntries;
    this.#maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = options.sizeOf ?? (() => 0);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Summed sizes of the entries held. */
  get totalSize(): number {
    return this.#size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    // A value larger than the whole budget is not kept (it would evict everything for nothing).
    if (size > this.#maxSize) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#size <= this.#maxSize) break;
      this.#entries.delete(oldKey);
      this.#size -= oldEntry.size;
    }
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#size -= entry.size;
    return true;
  }

  /** Removes the entries whose key matches. */
  deleteWhere(predicate: (key: K) => boolean): void {
    for (const key of [...this.#entries.keys()]) if (predicate(key)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }
}
