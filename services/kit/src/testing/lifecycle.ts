import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

interface Closable {
  close(): Promise<unknown>;
}

function registered<H extends Closable>(
  before: typeof beforeEach,
  after: typeof afterEach,
  start: () => Promise<H>,
  set: (h: H) => unknown,
): void {
  let current: H | undefined;
  before(async () => {
    current = await start();
    await set(current);
  });
  after(async () => {
    await current?.close();
    current = undefined;
  });
}

/**
 * A fresh harness (or anything with close()) for each test of the file: `start` runs before each test and
 * hands what it started to `set` (the file's own variables, and any setup of its own), and it is closed after the test.
 *
 *   let h: Harness;
 *   harnessPerTest(startContracts, (x) => (h = x));
 */
export function harnessPerTest<H extends Closable>(start: () => Promise<H>, set: (h: H) => unknown): void {
  registered(beforeEach, afterEach, start, set);
}

/** One harness for the whole file: started before its first test (then `set`), closed after its last. */
export function harnessPerFile<H extends Closable>(start: () => Promise<H>, set: (h: H) => unknown): void {
  registered(beforeAll, afterAll, start, set);
}

/**
 * For tests that start their harness themselves (each with its own options): whatever a test starts through the
 * returned function is closed after that test, even when the test fails.
 *
 *   const start = closedAfterEach(startNotifications);
 *   it('…', async () => { const t = await start({ mailer }); … });
 */
export function closedAfterEach<A extends unknown[], H extends Closable>(start: (...args: A) => Promise<H>): (...args: A) => Promise<H> {
  const started: H[] = [];
  afterEach(async () => {
    for (const h of started.splice(0)) await h.close();
  });
  return async (...args) => {
    const h = await start(...args);
    started.push(h);
    return h;
  };
}
