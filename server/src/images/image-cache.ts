// Recently served image renditions, in memory, least recently used dropped first once
// the total passes `maxBytes`. Renditions never change under a name (the name is their
// hash), so the only reason to forget one is what linked to it being removed: retain() then.

export class ImageCache {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(name: string): Buffer | undefined {
    const bytes = this.entries.get(name);
    if (bytes) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(name);
      this.entries.set(name, bytes);
    }
    return bytes;
  }

  set(name: string, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    const previous = this.entries.get(name);
    if (previous) {
      this.entries.delete(name);
      this.total -= previous.length;
    }
    this.entries.set(name, bytes);
    this.total += bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.length;
    }
  }

  /** Forgets every entry whose name is not in `names` (the renditions of removed events). */
  retain(names: ReadonlySet<string>): void {
    for (const [name, bytes] of this.entries) {
      if (names.has(name)) continue;
      this.entries.delete(name);
      this.total -= bytes.length;
    }
  }

  /** The names held, least recently used first. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
