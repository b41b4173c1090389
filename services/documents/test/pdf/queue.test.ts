import { describe, expect, it } from 'vitest';
import { isAppError } from '@homepact/kit';
import { RenderQueue } from '../../src/pdf/queue.ts';

const deferred = () => {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('RenderQueue', () => {
  it('runs at most `concurrency` tasks at once and the rest in order', async () => {
    const q = new RenderQueue({ concurrency: 2, maxQueued: 10, timeoutMs: 5000 });
    let running = 0;
    let max = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        q.run(async () => {
          running++;
          max = Math.max(max, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running--;
        }),
      ),
    );
    expect(max).toBe(2);
    expect(order.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(q.stats()).toMatchObject({ active: 0, queued: 0, completed: 6, rejected: 0 });
  });

  it('refuses at once with 429 and Retry-After when the queue is full', async () => {
    const q = new RenderQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5000 });
    const gate = deferred();
    const first = q.run(() => gate.promise);
    const second = q.run(() => gate.promise);
    const third = await q.run(() => gate.promise).catch((e: unknown) => e);
    expect(isAppError(third) && third.status).toBe(429);
    expect(isAppError(third) && Number(third.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    gate.resolve('ok');
    expect((await first).value).toBe('ok');
    expect((await second).value).toBe('ok');
    expect(q.stats().rejected).toBe(1);
  });

  it('background work waits for a slot instead of being refused', async () => {
    const q = new RenderQueue({ concurrency: 1, maxQueued: 0, timeoutMs: 5000 });
    const gate = deferred();
    const first = q.run(() => gate.promise);
    await expect(q.run(() => gate.promise)).rejects.toMatchObject({ status: 429 });
    const background = q.run(async () => 'later', { background: true });
    gate.resolve('ok');
    await first;
    expect((await background).value).toBe('later');
  });

  it('a task past its deadline answers 503, is aborted, and keeps its slot until it has stopped', async () => {
    const q = new RenderQueue({ concurrency: 1, maxQueued: 5, timeoutMs: 50 });
    let aborted = false;
    let release!: () => void;
    const stopped = new Promise<void>((r) => (release = r));
    const slow = q.run(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            // The task takes a moment to stop after the abort.
            setTimeout(() => {
              reject(new Error('stopped'));
              release();
            }, 30);
          });
        }),
    );
    const error = await slow.catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(503);
    expect(isAppError(error) && error.message).toMatch(/took too long/);
    expect(aborted).toBe(true);
    expect(q.stats().active).toBe(1);
    await stopped;
    await new Promise((r) => setTimeout(r, 0));
    expect(q.stats().active).toBe(0);
  });

  it('a task still waiting at its deadline leaves the queue with a 503', async () => {
    const q = new RenderQueue({ concurrency: 1, maxQueued: 5, timeoutMs: 40 });
    const gate = deferred();
    // The running task times out too (same deadline); its answer is not what this test is about.
    const first = q.run(() => gate.promise).catch((e: unknown) => e);
    const waiting = q.run(async () => 'never');
    await expect(waiting).rejects.toMatchObject({ status: 503 });
    expect(q.stats().queued).toBe(0);
    gate.resolve('ok');
    await first;
  });
});
