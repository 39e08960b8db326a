import { LRUCache } from 'lru-cache';

/** What lru-cache takes as a key or a value: anything but null and undefined. */
type Present = NonNullable<unknown>;

/**
 * What a server process remembers of rows it has read: at most `maxBytes` (an estimate of the
 * heap the values take, least recently used out first) and each entry for at most `ttlMs`.
 */
export interface MemoryBounds {
  maxBytes: number;
  ttlMs: number;
  /** The clock the expiry counts on (tests move it); performance.now by default. */
  clock?: { now(): number };
}

export function boundedMemory<K extends Present, V extends Present>(bounds: MemoryBounds): LRUCache<K, V> {
  return new LRUCache<K, V>({
    maxSize: bounds.maxBytes,
    // A single value larger than an eighth of the budget is not kept: it would push out most of the rest.
    maxEntrySize: Math.floor(bounds.maxBytes / 8),
    sizeCalculation: (value, key) => Math.max(1, approximateBytes(key) + approximateBytes(value)),
    ttl: bounds.ttlMs,
    // A clock of its own is read on every look (the default reads performance.now at most once a millisecond).
    ...(bounds.clock ? { perf: bounds.clock, ttlResolution: 0 } : {}),
  });
}

/** Every entry of `memory` whose value `matches` is forgotten. */
export function forgetWhere<K extends Present, V extends Present>(memory: LRUCache<K, V>, matches: (value: V) => boolean): void {
  const forgotten: K[] = [];
  for (const [key, value] of memory.entries()) if (matches(value)) forgotten.push(key);
  for (const key of forgotten) memory.delete(key);
}

// V8's sizes on a 64-bit heap with pointer compression, roughly: enough to bound a memory by bytes.
const OBJECT_BYTES = 24;
const SLOT_BYTES = 8;

/** The heap bytes a plain value takes, roughly: objects, arrays, strings, numbers, dates. */
export function approximateBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 16 + value.length * 2;
    case 'number':
    case 'boolean':
      return SLOT_BYTES;
    case 'bigint':
      return 16;
    case 'object': {
      if (value === null) return 0;
      if (value instanceof Date) return OBJECT_BYTES + SLOT_BYTES;
      let bytes = OBJECT_BYTES;
      if (Array.isArray(value)) {
        for (const item of value as unknown[]) bytes += SLOT_BYTES + approximateBytes(item);
        return bytes;
      }
      for (const key in value) bytes += SLOT_BYTES + approximateBytes((value as Record<string, unknown>)[key]);
      return bytes;
    }
    default:
      return SLOT_BYTES;
  }
}
