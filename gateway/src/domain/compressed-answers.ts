import { LRUCache } from 'lru-cache';

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
  // lru-cache keeps its recency order in arrays updated in place; re-inserting into a Map on every hit
  // rebuilt the Map's table in the old generation each time (see ListCache in the contracts service).
  private readonly entries: LRUCache<string, Buffer>;

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) });
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.entries.calculatedSize;
  }

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, compressed: Buffer): void {
    // An answer bigger than the whole cache is not kept, and lru-cache drops the older one under the key.
    this.entries.set(key, compressed);
  }
}
