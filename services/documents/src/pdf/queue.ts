import { AppError, metricsFor } from '@homepact/kit';

/**
 * Bounds the renderer: `concurrency` renders at once, `maxQueued` waiting;
 * past that a request is refused at once with 429 and a Retry-After worked out
 * from the recent render time, never left to hang or fail with a 5xx. Each
 * task has one deadline, queueing included: when it passes, the caller gets a
 * 503 with a clear message and the task's signal is aborted (the slot is freed
 * only when the task has really stopped, so the bound holds).
 *
 * Background work (the certificate after ContractExecuted) waits for a slot
 * without counting against `maxQueued`: it must not be refused, and the bus
 * already limits how much of it there is.
 */
export interface QueueStats {
  active: number;
  queued: number;
  completed: number;
  rejected: number;
  timedOut: number;
  /** Moving average of a render's run time, for Retry-After. */
  avgRunMs: number;
}

export interface RunResult<T> {
  value: T;
  queuedMs: number;
  runMs: number;
}

interface Waiter {
  start: () => void;
  background: boolean;
}

export const overloaded = (retryAfterSeconds: number) =>
  AppError.tooManyRequests('Too many PDFs are being generated right now. Please try again in a few seconds.', retryAfterSeconds);

export const renderTimedOut = () =>
  new AppError('pdf_timeout', 503, 'Generating the PDF took too long. Please try again in a moment.', { headers: { 'retry-after': '5' } });

export class RenderQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private completed = 0;
  private rejected = 0;
  private timedOut = 0;
  private avgRunMs = 500;

  constructor(private readonly opts: { concurrency: number; maxQueued: number; timeoutMs: number; now?: () => number }) {
    // Its depth is read at each scrape (homepact.pdf.render.queue).
    metricsFor('documents').observePdfQueue(() => this.stats());
  }

  private now() {
    return (this.opts.now ?? performance.now.bind(performance))();
  }

  stats(): QueueStats {
    return {
      active: this.active,
      queued: this.waiting.length,
      completed: this.completed,
      rejected: this.rejected,
      timedOut: this.timedOut,
      avgRunMs: Math.round(this.avgRunMs),
    };
  }

  /** Seconds until a slot is likely free, from the recent render time (1 to 30). */
  retryAfterSeconds(): number {
    const ahead = this.active + this.waiting.length;
    const seconds = Math.ceil(((ahead / this.opts.concurrency) * this.avgRunMs) / 1000);
    return Math.min(30, Math.max(1, seconds));
  }

  run<T>(task: (signal: AbortSignal) => Promise<T>, opts: { background?: boolean } = {}): Promise<RunResult<T>> {
    const full = this.active >= this.opts.concurrency;
    if (full && !opts.background && this.waiting.filter((w) => !w.background).length >= this.opts.maxQueued) {
      this.rejected++;
      return Promise.reject(overloaded(this.retryAfterSeconds()));
    }
    const enqueuedAt = this.now();
    return new Promise<RunResult<T>>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      let started = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const waiter: Waiter = {
        background: opts.background === true,
        start: () => {
          started = true;
          this.active++;
          const startedAt = this.now();
          let p: Promise<T>;
          try {
            p = task(controller.signal);
          } catch (err) {
            p = Promise.reject(err);
          }
          p.then(
            (value) => {
              const runMs = this.now() - startedAt;
              this.avgRunMs = this.avgRunMs * 0.8 + runMs * 0.2;
              finish(() => resolve({ value, queuedMs: startedAt - enqueuedAt, runMs }));
            },
            (err: unknown) => finish(() => reject(controller.signal.aborted ? renderTimedOut() : err)),
          ).finally(() => {
            this.active--;
            this.completed++;
            this.next();
          });
        },
      };
      const timer = setTimeout(() => {
        this.timedOut++;
        if (!started) {
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
        }
        controller.abort(new Error('render timed out'));
        finish(() => reject(renderTimedOut()));
      }, this.opts.timeoutMs);
      timer.unref?.();
      if (!full) waiter.start();
      else this.waiting.push(waiter);
    });
  }

  private next() {
    while (this.active < this.opts.concurrency && this.waiting.length > 0) {
      this.waiting.shift()!.start();
    }
  }
}
