import type { Collection, Doc, DocumentStore } from '@homepact/kit';

interface ClockDoc extends Doc {
  offsetMs: number;
}

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** "3d" / "12h" / "30m" in milliseconds. */
export const durationMs = (text: string) => Number(text.slice(0, -1)) * UNIT_MS[text.slice(-1) as keyof typeof UNIT_MS];

/**
 * The development clock (DEV_CLOCK=on, never in production): real time plus
 * an offset that only moves forward, kept in the store so a restarted stack
 * stays where it was moved to. Sessions (identity, the gateway) keep real
 * time, so moving it never signs anyone out.
 */
export class DevClock {
  private offsetMs = 0;
  private readonly docs: Collection<ClockDoc>;

  constructor(store: DocumentStore) {
    this.docs = store.collection<ClockDoc>('dev_clock');
  }

  async load(): Promise<void> {
    this.offsetMs = (await this.docs.findOne({ _id: 'offset' }))?.offsetMs ?? 0;
  }

  readonly now = () => new Date(Date.now() + this.offsetMs);

  state() {
    return { now: this.now().toISOString(), offsetMs: this.offsetMs };
  }

  async advance(ms: number): Promise<void> {
    this.offsetMs += ms;
    await this.docs.findOneAndUpdate({ _id: 'offset' }, { $set: { offsetMs: this.offsetMs } }, { upsert: true });
  }
}
