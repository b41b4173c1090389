/**
 * Compressed answers, keyed by the digest of the bytes they compress (and the
 * encoding), least recently used out first once `maxBytes` is held.
 *
 * The dashboard asks for the same page and summary again and again while
 * nothing changes; gzip at the default level costs ~10 times what hashing the
 * answer does, so an answer the gateway has compressed once is not compressed
 * again. Content-addressed, so it cannot serve anyone bytes other than the
 * compression of exactly what their service just answered them.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();
  private held = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.held;
  }

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, compressed: Buffer): void {
    this.drop(key);
    if (compressed.length > this.maxBytes) return;
    this.entries.set(key, compressed);
    this.held += compressed.length;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.held -= old.length;
    this.entries.delete(key);
  }
}
