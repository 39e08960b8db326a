/** A map that forgets its least recently used entries beyond `capacity`: a process's bounded memory of rows it has read. */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Forgets every entry whose value `matches`. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (matches(value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The content version that remembered content was read at (migrations 0003 and 0005): only content
 * of the newest version read is kept. Content read at a newer version drops everything kept so far
 * (`onNewer` clears it); content read at an older one is not kept.
 */
export class KeptVersion {
  private version: bigint | null = null;
  constructor(private readonly onNewer: () => void) {}

  /** The version of what is kept, as text; null before anything was kept. */
  get current(): string | null {
    return this.version === null ? null : String(this.version);
  }

  /** Whether content read at `version` may be kept, dropping older content first when it is newer. */
  accepts(version: string): boolean {
    const read = BigInt(version);
    if (this.version !== null && read < this.version) return false;
    if (this.version === null || read > this.version) {
      this.onNewer();
      this.version = read;
    }
    return true;
  }
}
