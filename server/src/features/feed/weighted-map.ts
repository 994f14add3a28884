/** How far apart two moves of one entry are at least (ms): the order is right within that. */
export const TOUCH_MS = 1000;

/**
 * A map whose values' weights stay within `max`: putting a value past it lets the oldest go
 * first, never the one just put, and a value heavier than `max` alone is not kept. "Oldest" is
 * the order of putting, or of use, to the second, where the caller touches what it reads (least
 * recently used).
 * What an instance of the feed keeps in memory is bounded by it: the windows, weighed in rows
 * (feed-windows.ts), and the seekers and jobs it read (feed-kept.ts).
 */
export function weightedMap<V>(max: number, weigh: (value: V) => number, now = Date.now) {
  const map = new Map<string, { value: V; weight: number; movedAt: number }>();
  let total = 0;
  function drop(key: string) {
    const old = map.get(key);
    if (!old) return;
    map.delete(key);
    total -= old.weight;
  }
  return {
    get: (key: string): V | undefined => map.get(key)?.value,
    /**
     * Makes `key` the newest, so it goes last; at most once a second (TOUCH_MS): moving an entry
     * is a delete and an insert, and a Map that takes many of them rebuilds itself, which cost
     * the ranked feed 43 µs a request at a dozen windows each (bench/README.md, 2026-11-29).
     */
    touch(key: string) {
      const entry = map.get(key);
      if (!entry) return;
      const at = now();
      if (at - entry.movedAt < TOUCH_MS) return;
      entry.movedAt = at;
      map.delete(key);
      map.set(key, entry);
    },
    put(key: string, value: V) {
      drop(key);
      const weight = weigh(value);
      if (weight > max) return;
      map.set(key, { value, weight, movedAt: now() });
      total += weight;
      for (const oldest of map.keys()) {
        if (total <= max) break;
        drop(oldest);
      }
    },
    drop,
    /** Drops every value `gone` says, walking them all. */
    dropWhere(gone: (value: V) => boolean) {
      for (const [key, { value }] of map) if (gone(value)) drop(key);
    },
    /** The values kept, oldest first. */
    values: () => Array.from(map.values(), (entry) => entry.value),
    size: () => map.size,
    /** The weights of what is kept, added up. */
    weight: () => total,
    clear() {
      map.clear();
      total = 0;
    },
  };
}

export type WeightedMap<V> = ReturnType<typeof weightedMap<V>>;
