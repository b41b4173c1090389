/**
 * The headless Chromium every browser run here uses (the browser journeys, the
 * benchmarks): Debian's package, with the flags that work in this sandbox and
 * keep a run off the network and free of background work.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
