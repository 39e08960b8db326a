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
