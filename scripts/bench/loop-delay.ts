/**
 * The event loops' delay during a load run, read from each process's (or
 * thread's) /metrics: the kit's nodejs_eventloop_delay_p99 starts a new window
 * at every read, so a read before the run and one after it give that run's.
 */

/** The event loop's delay p99 since the previous read of `metricsUrl`, in ms. */
async function loopDelayP99(metricsUrl: string): Promise<number | undefined> {
  const m = /^nodejs_eventloop_delay_p99(?:\{[^}]*\})? (\S+)$/m.exec(await (await fetch(metricsUrl)).text());
  return m ? Number(m[1]) * 1000 : undefined;
}

/**
 * Starts a window on every loop named (name -> its /metrics; unset ones are
 * skipped); `read()` ends it: "contracts 4.1, gateway 2.0" (ms), or "n/a".
 */
export async function watchLoops(loops: Record<string, string | undefined>): Promise<{ read(): Promise<string> }> {
  const watched = Object.entries(loops).filter((e): e is [string, string] => e[1] !== undefined);
  for (const [, url] of watched) await loopDelayP99(url);
  return {
    async read() {
      const delays: string[] = [];
      for (const [who, url] of watched) {
        const d = await loopDelayP99(url);
        if (d !== undefined) delays.push(`${who} ${d.toFixed(1)}`);
      }
      return delays.join(', ') || 'n/a';
    },
  };
}
