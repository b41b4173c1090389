import { setFlagsFromString } from 'node:v8';

let tuned = false;

/**
 * V8's garbage collector, set for a process that answers requests. Called once
 * at start-up by every service (boot), the gateway and the embedded stack.
 *
 * Allocation-site pretenuring is off. V8 allocates objects from a site whose
 * objects survived scavenges straight into the old generation; under load the
 * in-flight requests' objects (parsed headers, rows, answers) look long-lived
 * at the moment of a scavenge, their sites get pretenured, and every later
 * request's short-lived objects then fill the old generation, so a full
 * mark-compact (60-130 ms, every one to three seconds) paused the loop. Measured
 * on the embedded stack, 1,000 contracts, 50 connections, quiet 2-core machine:
 * mark-compacts during a 10 s dashboard-page load 4-5 -> 0-1, scavenge time
 * 340-635 -> 125-213 ms, event-loop delay p99 25-40 -> 15-24 ms
 * (docs/performance.md). Objects that really live long are copied once more
 * before they are promoted: the cost, small next to those pauses.
 *
 * The memory reducer is off. It is made for idle processes: when no full
 * collection has run for about 100 s (its watchdog), or when the allocation
 * rate looks low at one of its 8 s checks (a pause between bursts), it starts
 * a memory-reducing mark-compact, whatever the load is when that lands: a
 * 150-280 ms pause on two busy cores, in the isolates of the services and of
 * the gateway at the same moment. Without it a full collection runs when the
 * old generation has grown to its limit, as for any server. The main isolate
 * reads the flag once, at start: every process that serves requests gets it on
 * its command line (`--no-memory-reducer`: the Makefile, the images' CMD);
 * here it covers the isolates started later (the gateway's thread in make dev).
 */
export function tuneGarbageCollection(): void {
  if (tuned) return;
  tuned = true;
  setFlagsFromString('--no-allocation-site-pretenuring');
  setFlagsFromString('--no-memory-reducer');
}
